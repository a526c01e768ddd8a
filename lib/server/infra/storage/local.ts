import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { StorageDriver } from '@/lib/server/infra/storage/types';

// Keys are flat random names: nothing a client sends ever becomes a path.
const KEY_PATTERN = /^[a-f0-9-]{36}\.(jpg|webp|png)$/;

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};

export function isValidLocalKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function createLocalStorage(uploadsDir: string): StorageDriver & {
  read(key: string): Promise<{ data: Buffer; contentType: string; size: number } | null>;
} {
  const fileFor = (key: string) => {
    if (!isValidLocalKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(uploadsDir, key);
  };
  return {
    name: 'local',
    async save(data, { extension }) {
      await mkdir(uploadsDir, { recursive: true });
      const key = `${randomUUID()}.${extension}`;
      const target = fileFor(key);
      // Write then rename: a crash never leaves a half-written image under a valid key.
      const temp = `${target}.tmp-${process.pid}`;
      await writeFile(temp, data);
      await rename(temp, target);
      return key;
    },
    async remove(key) {
      if (!isValidLocalKey(key)) return;
      await rm(fileFor(key), { force: true });
    },
    url(key) {
      return `/media/${key}`;
    },
    async read(key) {
      if (!isValidLocalKey(key)) return null;
      const file = fileFor(key);
      try {
        const [data, info] = await Promise.all([readFile(file), stat(file)]);
        const ext = key.split('.').pop() ?? 'jpg';
        return {
          data,
          contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          size: info.size,
        };
      } catch {
        return null;
      }
    },
  };
}
