// A backup made by an older version of the shop (its database one migration behind) restores
// into this version: the tables are built at the file's level, the rows loaded, and only then
// the newer migration applied. In process, on two in-memory PGlite databases.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, type Db } from '@/db';
import { knownMigrations, migrationsUpTo } from '@/lib/server/backups/migrations';
import { restoreBackup, TargetNotEmptyError } from '@/lib/server/backups/restore';
import { writeBackup } from '@/lib/server/backups/write-backup';

const work = mkdtempSync(path.join(tmpdir(), 'backup-level-'));
const open: PGlite[] = [];
afterAll(async () => {
  await Promise.all(open.map((db) => db.close()));
  rmSync(work, { recursive: true, force: true });
});

async function database() {
  const client = await PGlite.create();
  open.push(client);
  const db = drizzle({ client }) as unknown as Db;
  return {
    client,
    db,
    migrate: (folder = MIGRATIONS) => migrate(db as never, { migrationsFolder: folder }),
  };
}

const applied = async (client: PGlite) =>
  (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
    .rows[0]!.n;

describe('a backup from an older database level', () => {
  it('is restored at its level, then brought up to this one, rows intact', async () => {
    const all = await knownMigrations();
    const source = await database();
    const older = await migrationsUpTo(all.length - 1);
    try {
      await source.migrate(older.folder);
    } finally {
      await older.remove();
    }
    await source.client.query(
      `insert into products (name, price, main_category, sub_category, stock) values ('Old kurta', 799, 'mens', 'Shirt', 4)`,
    );
    const config = {
      DATA_DIR: path.join(work, 'source'),
      BACKUP_DIR: path.join(work, 'backups'),
      UPLOADTHING_TOKEN: undefined,
    };
    const written = await writeBackup(
      { kind: 'pglite', db: source.db, pglite: source.client },
      config,
    );
    expect(written.manifest.migrations).toEqual(all.slice(0, -1));

    const target = await database();
    const opened = { ...target, label: 'the test target', dataDir: path.join(work, 'target') };
    const report = await restoreBackup(async () => opened, written.path, {
      force: false,
      log: () => {},
    });
    expect(report.rows).toBe(written.manifest.tables.reduce((sum, t) => sum + t.rows, 0));
    expect(await applied(target.client)).toBe(all.length);
    const { rows } = await target.client.query<{ name: string; price: string }>(
      'select name, price::text as price from products',
    );
    expect(rows).toEqual([{ name: 'Old kurta', price: '799.00' }]);
    // A second restore into it is refused: it holds data now.
    await expect(
      restoreBackup(async () => opened, written.path, { force: false, log: () => {} }),
    ).rejects.toThrow(TargetNotEmptyError);
  }, 240_000);
});
