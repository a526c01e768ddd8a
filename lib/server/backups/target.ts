import 'server-only';
// The database and image folder a restore writes into: what they already hold (a restore goes
// into an empty one unless told --force), and how to empty them.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { countText, formatCount } from '@/lib/shared/counts';
import { rowsOf } from '@/lib/server/infra/db';
import { isValidLocalKey } from '@/lib/server/infra/storage/local';
import { quoteIdent } from './catalog';

export interface TargetContents {
  /** Tables that hold rows, with how many. */
  tables: { name: string; rows: number }[];
  /** Whether any table exists (an empty schema still has to go before a restore). */
  hasSchema: boolean;
  images: number;
}

export const isEmptyTarget = (t: TargetContents) => t.tables.length === 0 && t.images === 0;

async function uploadKeys(uploads: string): Promise<string[]> {
  return (await readdir(uploads).catch(() => [] as string[])).filter(isValidLocalKey);
}

export async function targetContents(db: Db, uploads: string): Promise<TargetContents> {
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname`),
  ).map((r) => r.name);
  const tables: TargetContents['tables'] = [];
  for (const name of names) {
    const [row] = rowsOf<{ rows: number | string }>(
      await db.execute(sql`select count(*) as rows from ${sql.raw(quoteIdent(name))}`),
    );
    const rows = Number(row?.rows ?? 0);
    if (rows > 0) tables.push({ name, rows });
  }
  const present = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  )[0]?.present;
  return {
    tables,
    hasSchema: names.length > 0 || present === true,
    images: (await uploadKeys(uploads)).length,
  };
}

/** "products 12, orders 3, users 2 and 40 images" */
export function describeContents(t: TargetContents): string {
  const parts = [...t.tables]
    .sort((a, b) => b.rows - a.rows)
    .map((x) => `${x.name} ${formatCount(x.rows)}`);
  if (t.images) parts.push(countText(t.images, 'image', 'images'));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Drops every table, function and migration record, and removes the images. */
export async function emptyTarget(db: Db, uploads: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`drop schema public cascade`);
    await tx.execute(sql`create schema public`);
  });
  for (const key of await uploadKeys(uploads)) await rm(path.join(uploads, key), { force: true });
}
