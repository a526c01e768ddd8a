import 'server-only';
// The database's level, as drizzle's journal names it (db/migrations/meta/_journal.json): a
// backup records the tags of the migrations its database had, and a restore builds the tables
// exactly at that level (a journal cut after the backup's last migration), loads the rows, and
// only then applies the newer migrations, so their data changes run on the restored rows.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '@/db';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
  [key: string]: unknown;
}

async function readJournal(folder = MIGRATIONS): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** This app's migrations, oldest first. */
export async function knownMigrations(): Promise<string[]> {
  return (await readJournal()).entries.map((e) => e.tag);
}

/** The tags of applied migrations given their journal timestamps; unknown ones by their time. */
export async function migrationTags(applied: readonly number[]): Promise<string[]> {
  const byWhen = new Map((await readJournal()).entries.map((e) => [e.when, e.tag]));
  return applied.map((when) => byWhen.get(when) ?? `unknown-${when}`);
}

/**
 * Why this app cannot restore a file whose database had `migrations` applied, or null when it
 * can: every migration of the file must be one of ours, in the same order.
 */
export async function levelProblem(migrations: readonly string[]): Promise<string | null> {
  const ours = await knownMigrations();
  const differs = migrations.findIndex((tag, i) => ours[i] !== tag);
  if (migrations.length > ours.length) {
    return `it was made by a newer version of the shop (database level ${migrations.length}, this version knows ${ours.length}): update the app, then restore`;
  }
  if (differs !== -1) {
    return `its database level (migration ${migrations[differs]}) is not one this version of the shop knows`;
  }
  return null;
}

/**
 * A migrations folder holding only the first `count` migrations, for building the tables at a
 * backup's level; remove it with the returned function.
 */
export async function migrationsUpTo(
  count: number,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const journal = await readJournal();
  const entries = journal.entries.slice(0, count);
  const folder = path.join(tmpdir(), `shop-migrations-${randomUUID()}`);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }, null, 2),
  );
  for (const { tag } of entries) {
    await copyFile(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
