import 'server-only';
// Writes the backup file: a gzip'd tar of the tables' COPY text, the images and, last, the
// manifest with every part's size and sha256 (computed as the parts stream through, so each
// image is read once). Everything streams: the file's size costs time, not memory.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import {
  imageFile,
  MANIFEST_NAME,
  type ImageEntry,
  type Manifest,
  type TableEntry,
} from './manifest';

export interface ImageSource {
  key: string;
  /** The file to read: a link pinned before the snapshot, or the upload itself. */
  file: string;
}

const MODE = 0o600;

/** Adds one file to the tar, hashing it on the way; its size is taken when it is opened. */
async function addFile(
  pack: Pack,
  name: string,
  file: string,
): Promise<{ bytes: number; sha256: string }> {
  const handle = await open(file, 'r');
  try {
    const { size, mtime } = await handle.stat();
    const hash = createHash('sha256');
    let done: (error?: Error | null) => void = () => {};
    const written = new Promise<void>((resolve, reject) => {
      done = (error) => (error ? reject(error) : resolve());
    });
    const entry = pack.entry({ name, size, mtime, mode: MODE }, (error) => done(error));
    // Exactly `size` bytes: the header already says how many follow.
    const chunks =
      size > 0 ? handle.createReadStream({ start: 0, end: size - 1, autoClose: false }) : [];
    for await (const chunk of chunks) {
      hash.update(chunk as Buffer);
      if (!entry.write(chunk as Buffer)) await once(entry, 'drain');
    }
    entry.end(undefined);
    await written;
    return { bytes: size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/**
 * Writes the archive to `target` (which the caller then renames into place) and answers the
 * manifest it holds. `manifestFor` gets the images as they were actually written.
 */
export async function writeArchive(
  target: string,
  workDir: string,
  tables: readonly TableEntry[],
  images: readonly ImageSource[],
  manifestFor: (files: ImageEntry[]) => Manifest,
): Promise<{ manifest: Manifest; bytes: number }> {
  const pack = tarPack();
  const out = createWriteStream(target, { mode: MODE, flags: 'wx' });
  const written = pipeline(pack, createGzip({ level: 6 }), out);
  written.catch(() => {}); // awaited below; an early failure must not be unhandled meanwhile
  try {
    for (const table of tables) {
      const facts = await addFile(pack, table.file, path.join(workDir, table.file));
      if (facts.sha256 !== table.sha256)
        throw new Error(`${table.file} changed while it was archived`);
    }
    const files: ImageEntry[] = [];
    for (const image of images) {
      const name = imageFile(image.key);
      files.push({ key: image.key, file: name, ...(await addFile(pack, name, image.file)) });
    }
    const manifest = manifestFor(files);
    const json = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, size: json.byteLength, mode: MODE }, json, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    pack.finalize();
    await written;
    // On disk before it is renamed into place: a crash never leaves a short "good" file.
    const handle = await open(target, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { manifest, bytes: (await stat(target)).size };
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => {});
    throw error;
  }
}
