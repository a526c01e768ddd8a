import 'server-only';
// Images are immutable files under DATA_DIR/uploads (random names, written once), but a product
// deleted during a backup takes its files with it. So before the snapshot every upload gets a
// second name (a hard link, or a copy across disks) in the backup's work folder: any image a
// snapshot row names was there when the snapshot began, unless it was added during the backup,
// and then it is read from the uploads folder itself.
import { copyFile, link, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isValidLocalKey } from '@/lib/server/infra/storage/local';

/** Pins every upload into `into`; answers key -> pinned file. */
export async function pinUploads(uploads: string, into: string): Promise<Map<string, string>> {
  const pinned = new Map<string, string>();
  const names = await readdir(uploads).catch(() => [] as string[]);
  for (const key of names.filter(isValidLocalKey)) {
    const from = path.join(uploads, key);
    const to = path.join(into, key);
    // Removed meanwhile (ENOENT): no row of the coming snapshot can still name it.
    const kept = await link(from, to)
      .then(() => true)
      .catch((error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT'
          ? false
          : copyFile(from, to).then(
              () => true,
              () => false,
            ),
      );
    if (kept) pinned.set(key, to);
  }
  return pinned;
}
