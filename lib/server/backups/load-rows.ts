import 'server-only';
// Loads one table's COPY text into the database, in batches: each batch is ONE JSON parameter
// read back with json_to_recordset as text and cast to each column's own type (the type's input
// function reads exactly what its output function wrote), the same statement on PGlite and
// PostgreSQL. Runs in the restore's transaction.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@/lib/server/infra/db';
import { quoteIdent } from './catalog';
import { decodeCopyRow } from './copy-text';
import type { TableEntry } from './manifest';

const BATCH_ROWS = 5_000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** Each column's type as the target declares it ("numeric(12,2)", "jsonb", …). */
async function columnTypes(tx: Tx, table: string): Promise<Map<string, string>> {
  const rows = rowsOf<{ name: string; type: string }>(
    await tx.execute(sql`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped`),
  );
  return new Map(rows.map((r) => [r.name, r.type]));
}

/** Splits chunks into lines (without their "\n"); a line never splits a UTF-8 character. */
async function* linesOf(chunks: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<string> {
  let rest = Buffer.alloc(0);
  for await (const chunk of chunks) {
    let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10)) {
      yield data.subarray(0, end).toString('utf8');
      data = data.subarray(end + 1);
    }
    rest = Buffer.from(data);
  }
  if (rest.length) yield rest.toString('utf8');
}

/** Inserts every row of `chunks` into `table`; answers the number of rows. */
export async function loadRows(
  tx: Tx,
  table: TableEntry,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<number> {
  const types = await columnTypes(tx, table.name);
  const missing = table.columns.find((c) => !types.has(c));
  if (missing) throw new Error(`the restored database has no column ${table.name}.${missing}`);
  const record = table.columns.map((_, i) => `c${i} text`).join(', ');
  const target = table.columns.map(quoteIdent).join(', ');
  const values = table.columns.map((c, i) => `v.c${i}::${types.get(c)}`).join(', ');
  const overriding = table.identityAlways ? 'overriding system value' : '';
  const insert = (json: string) =>
    tx.execute(sql`insert into ${sql.raw(quoteIdent(table.name))} (${sql.raw(target)}) ${sql.raw(overriding)}
      select ${sql.raw(values)} from json_to_recordset(${json}::json) as v(${sql.raw(record)})`);

  let batch: Record<string, string | null>[] = [];
  let bytes = 0;
  let loaded = 0;
  const flush = async () => {
    if (!batch.length) return;
    await insert(JSON.stringify(batch));
    loaded += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of linesOf(chunks)) {
    const fields = decodeCopyRow(line);
    if (fields.length !== table.columns.length)
      throw new Error(
        `${table.file}: a row has ${fields.length} fields, expected ${table.columns.length}`,
      );
    batch.push(Object.fromEntries(fields.map((v, i) => [`c${i}`, v])));
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return loaded;
}

/** Sets each serial/identity sequence past both the backup's value and the restored ids. */
export async function restoreSequences(
  tx: Tx,
  sequences: readonly { table: string; column: string; value: number }[],
): Promise<void> {
  for (const s of sequences) {
    const [table, column] = [quoteIdent(s.table), quoteIdent(s.column)];
    await tx.execute(sql`
      select setval(pg_get_serial_sequence(${`public.${table}`}, ${s.column}), greatest(v, 1), v > 0)
      from (select greatest(${s.value}::bigint, coalesce(max(${sql.raw(column)}), 0)) as v
            from ${sql.raw(table)}) as current`);
  }
}
