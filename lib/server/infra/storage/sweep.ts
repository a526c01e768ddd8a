import 'server-only';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { productImages } from '@/db/schema';
import { database } from '@/lib/server/infra/db';
import { isValidLocalKey } from '@/lib/server/infra/storage/local';

/**
 * A write that dies between storing its files and committing (kill -9, power loss) leaves files
 * no row points to. At start-up we remove unreferenced uploads older than `graceMs`: on PGlite
 * no other process can be writing (the lock), so the grace is 0; on PostgreSQL other servers
 * may share the folder, so only files older than any write could take are removed.
 */
export async function sweepOrphanUploads(uploadsDir: string, graceMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsDir);
  } catch {
    return 0; // no uploads yet
  }
  const db = await database();
  const referenced = new Set(
    (await db.select({ key: productImages.storageKey }).from(productImages)).map((r) => r.key),
  );
  const cutoff = Date.now() - graceMs;
  let removed = 0;
  for (const name of names) {
    const leftoverTemp = name.includes('.tmp-');
    if (!leftoverTemp && (!isValidLocalKey(name) || referenced.has(name))) continue;
    const file = path.join(uploadsDir, name);
    const info = await stat(file).catch(() => null);
    if (!info || info.mtimeMs > cutoff) continue;
    await unlink(file).catch(() => {});
    removed++;
  }
  return removed;
}
