import 'server-only';
// `npm run restore -- FILE`: checks the whole file first (checksums, version), refuses a target
// that holds data unless forced, builds the tables at the file's database level, loads every row
// and image in one transaction (a failure leaves the target empty), sets the sequences past the
// restored ids, and only then applies this version's newer migrations.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/db';
import { uploadsDir } from '@/lib/server/infra/storage';
import { checkBackupFile } from './check-file';
import { loadRows, restoreSequences } from './load-rows';
import type { Manifest } from './manifest';
import { migrationsUpTo } from './migrations';
import { BackupFileError, partsProblem, walkArchive } from './read-archive';
import { describeContents, emptyTarget, isEmptyTarget, targetContents } from './target';

export interface RestoreTarget {
  db: Db;
  /** Applies migrations from `folder` (default: this app's). */
  migrate(folder?: string): Promise<void>;
  /** Where to say the data went ("PGlite in /srv/shop/.data", "PostgreSQL database shop"). */
  label: string;
  dataDir: string;
}

export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

export interface RestoreReport {
  manifest: Manifest;
  rows: number;
  images: number;
  /** What --force replaced, as a sentence part ("" when the target was empty). */
  replaced: string;
}

async function loadEverything(
  target: RestoreTarget,
  file: string,
  manifest: Manifest,
): Promise<string[]> {
  const uploads = uploadsDir(target.dataDir);
  await mkdir(uploads, { recursive: true });
  const written: string[] = [];
  try {
    await target.db.transaction(async (tx) => {
      const tables = new Map(manifest.tables.map((t) => [t.file, t]));
      const { parts } = await walkArchive(file, async (name, chunks) => {
        const table = tables.get(name);
        if (table) {
          await loadRows(tx, table, chunks);
          return;
        }
        // An image: written beside its final name; the start-up sweep removes such leftovers.
        const temp = path.join(uploads, `${path.basename(name)}.tmp-${process.pid}`);
        written.push(temp);
        await writeFile(temp, chunks, { mode: 0o644 });
      });
      // Read twice: the file must still be the one that was checked.
      const problem = partsProblem(file, manifest, parts);
      if (problem) throw new BackupFileError(problem);
      await restoreSequences(tx, manifest.sequences);
    });
  } catch (error) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw error;
  }
  return written;
}

/** `openTarget` runs only once the file has passed every check: a bad file changes nothing. */
export async function restoreBackup(
  openTarget: () => Promise<RestoreTarget>,
  file: string,
  options: { force: boolean; log: (line: string) => void },
): Promise<RestoreReport> {
  const manifest = await checkBackupFile(file);
  options.log(
    `Checked ${file}: ${manifest.tables.length} tables, ${manifest.images.files.length} images, every checksum matches.`,
  );
  const target = await openTarget();
  const uploads = uploadsDir(target.dataDir);
  const contents = await targetContents(target.db, uploads);
  let replaced = '';
  if (!isEmptyTarget(contents)) {
    const held = describeContents(contents);
    if (!options.force) {
      throw new TargetNotEmptyError(
        `The target (${target.label}) is not empty: it holds ${held}. A restore goes into an empty database: point DATA_DIR or DATABASE_URL at a new one, or add --force to replace all of it.`,
      );
    }
    options.log(`--force: replacing everything in ${target.label}: ${held}.`);
    replaced = held;
  }
  if (contents.hasSchema || replaced) await emptyTarget(target.db, uploads);
  const level = await migrationsUpTo(manifest.migrations.length);
  try {
    await target.migrate(level.folder);
  } finally {
    await level.remove();
  }
  const written = await loadEverything(target, file, manifest);
  for (const temp of written) await rename(temp, temp.replace(/\.tmp-\d+$/, ''));
  await target.migrate();
  return {
    manifest,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    images: written.length,
    replaced,
  };
}
