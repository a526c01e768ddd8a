import path from 'node:path';
import type { Env } from '@/lib/server/infra/env-core';
import { createLocalStorage } from '@/lib/server/infra/storage/local';
import { createUploadThingStorage } from '@/lib/server/infra/storage/uploadthing';
import type { StorageDriver } from '@/lib/server/infra/storage/types';

export type { StorageDriver };

const key = Symbol.for('shop.storage');
type Holder = { [key]?: StorageDriver };

/** The configured driver: UploadThing when UPLOADTHING_TOKEN is set, else local files. */
export function storageFor(config: Pick<Env, 'UPLOADTHING_TOKEN' | 'DATA_DIR'>): StorageDriver {
  const holder = globalThis as Holder;
  holder[key] ??= config.UPLOADTHING_TOKEN
    ? createUploadThingStorage(config.UPLOADTHING_TOKEN)
    : createLocalStorage(uploadsDir(config.DATA_DIR));
  return holder[key];
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
