import 'server-only';
// A product write's photo files: each upload is checked and re-encoded before anything is stored,
// stored files are removed again when the write fails, and rows are added in order.
import { productImages } from '@/db/schema';
import type { Tx } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { processUpload } from '@/lib/server/infra/images';
import { storageFor } from '@/lib/server/infra/storage';

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** Validates and re-encodes every upload before anything is written. */
async function storeUploads(files: Buffer[]): Promise<StoredImage[]> {
  const processed = [];
  for (const file of files) processed.push(await processUpload(file));
  const storage = storageFor(env());
  const stored: StoredImage[] = [];
  try {
    for (const image of processed) {
      const key = await storage.save(image.data, image);
      stored.push({ key, width: image.width, height: image.height });
    }
    return stored;
  } catch (error) {
    await removeFiles(stored.map((s) => s.key));
    throw error;
  }
}

export async function removeFiles(keys: string[]): Promise<void> {
  const storage = storageFor(env());
  await Promise.all(
    keys.map((key) =>
      storage
        .remove(key)
        .catch((error: unknown) => console.error(`[storage] could not remove ${key}`, error)),
    ),
  );
}

/** Runs `write` with freshly stored uploads; a failed write removes the files it stored. */
export async function withUploads<T>(
  files: Buffer[],
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored = await storeUploads(files);
  try {
    return await write(stored);
  } catch (error) {
    await removeFiles(stored.map((s) => s.key));
    throw error;
  }
}

export async function insertImages(
  tx: Tx,
  productId: number,
  stored: StoredImage[],
  startAt: number,
) {
  if (stored.length === 0) return;
  await tx.insert(productImages).values(
    stored.map((s, i) => ({
      productId,
      storageKey: s.key,
      width: s.width,
      height: s.height,
      position: startAt + i,
    })),
  );
}
