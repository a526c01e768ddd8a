import 'server-only';
// The database half of a backup: every table's rows, as COPY text, read in ONE transaction so
// they agree with each other (an order and its lines, a product and its photos), plus the
// sequences and the migration level. PostgreSQL reads in a REPEATABLE READ, READ ONLY
// transaction through a cursor, so the shop keeps working meanwhile; PGlite, which runs one
// statement at a time anyway, COPYs each table (fast: other requests wait only for that).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import type { Db } from '@/db';
import { rowsOf } from '@/lib/server/infra/db';
import {
  appliedMigrations,
  quoteIdent,
  readSchema,
  sequenceValue,
  type RunSql,
  type TableFacts,
} from './catalog';
import { encodeCopyRow } from './copy-text';
import { tableFile, type TableEntry } from './manifest';
import { partWriter } from './part-writer';

export interface Snapshot {
  tables: TableEntry[];
  sequences: { table: string; column: string; value: number }[];
  /** Journal timestamps of the applied migrations. */
  migrations: number[];
  /** Every image key the product photos name. */
  imageKeys: string[];
}

/** Every session reads times and dates the same way, so a table's text is the same everywhere. */
const SESSION = [`set local time zone 'UTC'`, `set local datestyle = 'ISO, YMD'`];
const CURSOR_ROWS = 2_000;
const COPY_ROWS = 10_000;

/**
 * A column as its type's output function writes it (what COPY writes): format('%s') calls that
 * function, where a cast to text may not (a boolean casts to "true" but is output as "t").
 */
const asOutput = (column: string, i: number) =>
  `case when ${column} is null then null else format('%s', ${column}) end as c${i}`;

const selectRows = (table: TableFacts, asText: boolean) =>
  `select ${table.columns.map((c, i) => (asText ? asOutput(quoteIdent(c), i) : quoteIdent(c))).join(', ')} ` +
  `from ${quoteIdent(table.name)} order by ${table.orderBy.map(quoteIdent).join(', ')}`;

type DumpTable = (
  table: TableFacts,
  write: (chunk: Uint8Array | string) => Promise<void>,
) => Promise<void>;

async function snapshotWith(run: RunSql, dump: DumpTable, workDir: string): Promise<Snapshot> {
  for (const statement of SESSION) await run(statement);
  const schema = await readSchema(run);
  const tables: TableEntry[] = [];
  for (const table of schema.tables) {
    const file = tableFile(table.name);
    const writer = partWriter(path.join(workDir, file));
    await dump(table, (chunk) => writer.write(chunk));
    const facts = await writer.end();
    tables.push({ ...table, file, bytes: facts.bytes, sha256: facts.sha256, rows: facts.lines });
  }
  const sequences = [];
  for (const s of schema.sequences) {
    sequences.push({
      table: s.table,
      column: s.column,
      value: await sequenceValue(run, s.sequence),
    });
  }
  const hasImages = schema.tables.some((t) => t.name === 'product_images');
  const keys = hasImages ? await run('select distinct storage_key from product_images') : [];
  return {
    tables,
    sequences,
    migrations: await appliedMigrations(run),
    imageKeys: keys.map((r) => String(r.storage_key)),
  };
}

/** PGlite: COPY each table out, inside one transaction (nothing else runs meanwhile). */
function snapshotPglite(client: PGliteInterface, workDir: string): Promise<Snapshot> {
  return client.transaction(async (tx: Transaction) => {
    const run: RunSql = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
    return snapshotWith(
      run,
      async (table, write) => {
        // Pages of rows, so a large table never sits in memory whole (the same transaction:
        // the pages agree).
        for (let offset = 0; ; offset += COPY_ROWS) {
          const page = `${selectRows(table, false)} limit ${COPY_ROWS} offset ${offset}`;
          const { blob } = await tx.query(`copy (${page}) to '/dev/blob'`);
          const bytes = blob ? new Uint8Array(await blob.arrayBuffer()) : new Uint8Array();
          await write(bytes);
          let rows = 0;
          for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) rows++;
          if (rows < COPY_ROWS) break;
        }
      },
      workDir,
    );
  });
}

/** PostgreSQL: one repeatable-read, read-only transaction; rows through a cursor, as text. */
function snapshotPostgres(db: Db, workDir: string): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const run: RunSql = async (text) =>
        rowsOf<Record<string, unknown>>(await tx.execute(sql.raw(text)));
      return snapshotWith(
        run,
        async (table, write) => {
          await run(`declare backup_rows no scroll cursor for ${selectRows(table, true)}`);
          for (;;) {
            const rows = await run(`fetch forward ${CURSOR_ROWS} from backup_rows`);
            if (rows.length) {
              const values = (row: Record<string, unknown>) =>
                table.columns.map((_, i) => (row[`c${i}`] ?? null) as string | null);
              await write(rows.map((row) => encodeCopyRow(values(row))).join(''));
            }
            if (rows.length < CURSOR_ROWS) break;
          }
          await run('close backup_rows');
        },
        workDir,
      );
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export function takeSnapshot(
  connection: { kind: 'pglite' | 'postgres'; db: Db; pglite?: PGliteInterface },
  workDir: string,
): Promise<Snapshot> {
  return connection.pglite
    ? snapshotPglite(connection.pglite, workDir)
    : snapshotPostgres(connection.db, workDir);
}
