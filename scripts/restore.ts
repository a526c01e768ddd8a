// npm run restore -- FILE [--force]: restores a backup into the database DATA_DIR or
// DATABASE_URL names (as for npm start): PGlite or PostgreSQL, whichever wrote the file. The
// file is checked whole first; the target must be empty unless --force, which first says what
// it replaces. This is also how a shop moves from PGlite to PostgreSQL (README "Backups").
import { runScript } from './cli-env';
import { parseArgs } from 'node:util';
import { connect } from '@/db';
import { env } from '@/lib/server/infra/env';
import { restoreBackup } from '@/lib/server/backups/restore';

const usage = 'usage: npm run restore -- FILE [--force]   (the target: DATA_DIR, or DATABASE_URL)';

function label(config: ReturnType<typeof env>): string {
  if (!config.DATABASE_URL) return `PGlite in ${config.DATA_DIR}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
    strict: true,
  });
  if (positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  const file = positionals[0]!;
  const started = Date.now();
  // Read (and maybe create) the target's configuration only once the file passed every check:
  // a bad file must leave a new DATA_DIR uncreated.
  let config: ReturnType<typeof env> | undefined;
  const report = await restoreBackup(
    async () => {
      config = env();
      const connection = await connect(config);
      return { ...connection, label: label(config), dataDir: config.DATA_DIR };
    },
    file,
    { force: values.force, log: (line) => console.log(line) },
  );
  const { manifest } = report;
  console.log(
    `Restored ${manifest.tables.length} tables (${report.rows.toLocaleString('en-IN')} rows) and ${report.images} images from ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} into ${label(config!)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log('Start the shop with npm start (with the same DATA_DIR / DATABASE_URL).');
  return 0;
}

runScript(main);
