import 'server-only';
// Backups as the admin and the server see them. Every function checks who is asking here: a
// superuser, or (for taking one) the owner's token from DATA_DIR (owner-access.ts). One backup
// runs at a time per server; asking while one runs joins it.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { currentConnection } from '@/db';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { NotFoundError } from '@/lib/server/infra/errors';
import { isOwnerToken } from './owner-access';
import { backupWarnings } from './status';
import { diskSpace, isBackupName, listStoredBackups, type StoredBackup } from './store';
import { writeBackup, type WrittenBackup } from './write-backup';

export type { StoredBackup };

export interface BackupOverview {
  dir: string;
  backups: StoredBackup[];
  warnings: string[];
  /** "02:30" when the daily backup is on; null when BACKUPS=false. */
  dailyAt: string | null;
  disk: { free: number; total: number } | null;
}

const key = Symbol.for('shop.backup.running');
type Holder = { [key]?: Promise<WrittenBackup> };

/** Takes a backup now in this server (or joins the one under way). */
export function runBackup(): Promise<WrittenBackup> {
  const holder = globalThis as Holder;
  holder[key] ??= (async () => {
    await database();
    const connection = await currentConnection();
    if (!connection) throw new Error('the database is not open');
    const started = Date.now();
    const written = await writeBackup(connection, env());
    console.log(
      `[backup] wrote ${written.path} (${written.bytes} bytes) in ${Date.now() - started} ms` +
        (written.pruned.length ? `; removed ${written.pruned.join(', ')}` : ''),
    );
    return written;
  })().finally(() => {
    delete holder[key];
  });
  return holder[key];
}

/** "Back up now" (a superuser) or `npm run backup` (the owner's token). */
export async function backUpNow(
  caller: Caller | null,
  ownerToken: string | null = null,
): Promise<WrittenBackup> {
  if (!isOwnerToken(ownerToken)) requireAdmin(caller);
  return runBackup();
}

export async function backupOverview(
  caller: Caller | null,
  ownerToken: string | null = null,
): Promise<BackupOverview> {
  if (!isOwnerToken(ownerToken)) requireAdmin(caller);
  const config = env();
  const [backups, disk] = await Promise.all([
    listStoredBackups(config.BACKUP_DIR),
    diskSpace(config.BACKUP_DIR),
  ]);
  const newest = backups[0] ?? null;
  return {
    dir: config.BACKUP_DIR,
    backups,
    disk,
    dailyAt: config.BACKUPS ? config.BACKUP_TIME : null,
    warnings: backupWarnings({ newest, disk, automatic: config.BACKUPS }, new Date()),
  };
}

/** The file of one listed backup, for its download; 404 for any other name. */
export async function backupFile(
  caller: Caller | null,
  name: string,
): Promise<{ path: string; bytes: number }> {
  requireAdmin(caller);
  if (!isBackupName(name)) throw new NotFoundError('No such backup.');
  const file = path.join(env().BACKUP_DIR, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile())
    throw new NotFoundError('No such backup: it may have been removed by the retention rule.');
  return { path: file, bytes: info.size };
}
