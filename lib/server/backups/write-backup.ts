import 'server-only';
// One backup, start to finish: pin the uploads, snapshot the database, stream both into
// ".partial-<pid>-<name>" in BACKUP_DIR, sync it, rename it to its final name, then prune by the
// retention rule. Used by the server (daily, "Back up now", the CLI's request on PGlite) and by
// `npm run backup` itself when it may open the database. Nothing here checks who is asking: the
// callers do (lib/server/backups/index.ts, the CLI runs as the machine's owner).
import { randomUUID } from 'node:crypto';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGliteInterface } from '@electric-sql/pglite';
import type { Db } from '@/db';
import type { Env } from '@/lib/server/infra/env-core';
import { uploadsDir } from '@/lib/server/infra/storage';
import { isValidLocalKey } from '@/lib/server/infra/storage/local';
import { appIdentity } from './app-version';
import { writeArchive, type ImageSource } from './archive';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type Manifest } from './manifest';
import { migrationTags } from './migrations';
import { pinUploads } from './pin-uploads';
import { backupsToPrune } from './retention';
import { takeSnapshot } from './snapshot';
import { backupName, listStoredBackups, removeLeftovers } from './store';

export type BackupConfig = Pick<Env, 'DATA_DIR' | 'BACKUP_DIR' | 'UPLOADTHING_TOKEN'>;
export interface BackupConnection {
  kind: 'pglite' | 'postgres';
  db: Db;
  pglite?: PGliteInterface;
}

export interface WrittenBackup {
  name: string;
  path: string;
  bytes: number;
  manifest: Manifest;
  pruned: string[];
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function freeName(dir: string, at: Date): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const name = backupName(at, attempt);
    if (!(await exists(path.join(dir, name)))) return name;
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // some filesystems cannot sync a folder; the file itself is synced
  } finally {
    await handle.close();
  }
}

/** The images to archive: every pinned upload, and any a row names that came after the pin. */
async function imageSources(
  pinned: Map<string, string>,
  named: readonly string[],
  uploads: string,
): Promise<{ sources: ImageSource[]; missing: string[] }> {
  const sources = [...pinned].map(([key, file]) => ({ key, file }));
  const missing: string[] = [];
  for (const key of new Set(named)) {
    if (!isValidLocalKey(key) || pinned.has(key)) continue;
    const file = path.join(uploads, key);
    if (await exists(file)) sources.push({ key, file });
    else missing.push(key);
  }
  return { sources: sources.sort((a, b) => a.key.localeCompare(b.key)), missing };
}

export async function writeBackup(
  connection: BackupConnection,
  config: BackupConfig,
  now: () => Date = () => new Date(),
): Promise<WrittenBackup> {
  const dir = config.BACKUP_DIR;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeLeftovers(dir, config.DATA_DIR);
  const work = path.join(config.DATA_DIR, `.backup-work-${process.pid}-${randomUUID()}`);
  let partial: string | null = null;
  try {
    await mkdir(path.join(work, 'db'), { recursive: true });
    await mkdir(path.join(work, 'images'));
    const uploads = uploadsDir(config.DATA_DIR);
    const pinned = await pinUploads(uploads, path.join(work, 'images'));
    const snapshot = await takeSnapshot(connection, work);
    const { sources, missing } = await imageSources(pinned, snapshot.imageKeys, uploads);
    const name = await freeName(dir, now());
    partial = path.join(dir, `.partial-${process.pid}-${name}`);
    const [app, migrations] = [await appIdentity(), await migrationTags(snapshot.migrations)];
    const { manifest, bytes } = await writeArchive(
      partial,
      work,
      snapshot.tables,
      sources,
      (files) => ({
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        app,
        createdAt: now().toISOString(),
        database: connection.kind,
        migrations,
        tables: snapshot.tables,
        sequences: snapshot.sequences,
        images: {
          storage: config.UPLOADTHING_TOKEN ? 'uploadthing' : 'local',
          files,
          missing,
          remote: snapshot.imageKeys.filter((k) => !isValidLocalKey(k)).length,
        },
      }),
    );
    const final = path.join(dir, name);
    await rename(partial, final);
    partial = null;
    await syncDir(dir);
    const pruned = backupsToPrune(await listStoredBackups(dir), now());
    for (const old of pruned) await rm(path.join(dir, old), { force: true });
    return { name, path: final, bytes, manifest, pruned };
  } finally {
    if (partial) await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}
