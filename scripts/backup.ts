// npm run backup: writes one backup file (every table and image, with a manifest) into
// BACKUP_DIR and prints its path as the last line. On PostgreSQL, or on PGlite with the server
// stopped, it opens the database itself; while the server holds the PGlite database it asks the
// server, proving it is the owner with the token the server left in DATA_DIR.
import { runScript } from './cli-env';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { connect } from '@/db';
import { DatabaseLockedError } from '@/db/pglite-lock';
import { env } from '@/lib/server/infra/env';
import { formatBytes } from '@/lib/shared/format-bytes';
import { askServerForBackup } from '@/lib/server/backups/owner-access';
import { writeBackup } from '@/lib/server/backups/write-backup';

async function main(): Promise<number> {
  const config = env();
  if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'pglite'))) {
    console.error(
      `There is no shop database in ${config.DATA_DIR} (set DATA_DIR, or DATABASE_URL).`,
    );
    return 1;
  }
  let connection;
  try {
    connection = await connect(config);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.log(
      `The shop's server (process ${error.holderPid}) holds the database: asking it for the backup…`,
    );
    const written = await askServerForBackup(config.DATA_DIR, error.holderPid);
    console.log(`Backup written by the server (${formatBytes(written.bytes)}):`);
    console.log(written.path);
    return 0;
  }
  const started = Date.now();
  const written = await writeBackup(connection, config);
  const { tables, images } = written.manifest;
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backed up ${tables.length} tables (${rows.toLocaleString('en-IN')} rows) and ${images.files.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s (${formatBytes(written.bytes)}).`,
  );
  if (images.missing.length)
    console.log(
      `Note: ${images.missing.length} image(s) named by products were not on disk: ${images.missing.slice(0, 5).join(', ')}`,
    );
  if (images.remote)
    console.log(
      `Note: ${images.remote} image(s) live at UploadThing and stay there; the backup keeps their keys.`,
    );
  if (written.pruned.length)
    console.log(`Removed older backups (7 daily, 4 weekly kept): ${written.pruned.join(', ')}`);
  console.log(written.path);
  return 0;
}

runScript(main);
