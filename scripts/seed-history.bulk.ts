// Bulk writing for the seeded history: thousands of rows per statement through
// json_to_recordset, the same on PostgreSQL and PGlite.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db';

export const BATCH = 4000;

export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/** Inserts `rows` (objects keyed by column) into `table` through json_to_recordset, in batches. */
export async function insertRows<R = never>(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
  returning = '',
): Promise<R[]> {
  const names = Object.keys(columns).join(', ');
  const spec = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    const result = await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)})
        select ${sql.raw(names)} from json_to_recordset(${json}::json) as x(${sql.raw(spec)})
        ${sql.raw(returning ? `returning ${returning}` : '')}`,
    );
    if (returning) out.push(...rowsOf<R>(result));
  }
  return out;
}
