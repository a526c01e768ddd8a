import 'server-only';
// The backup folder: finished backups carry their final name only once complete (written aside
// as ".partial-<pid>-<name>", synced, then renamed), so whatever matches BACKUP_NAME is whole.
// Leftovers of a backup whose process died (kill -9, power loss) are removed on the next run.
import { readdir, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';

const BACKUP_NAME = /^shop-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-\d+)?\.tar\.gz$/;
const LEFTOVER = /^\.(?:partial|backup-work)-(\d+)-/;

export interface StoredBackup {
  name: string;
  bytes: number;
  createdAt: Date;
}

export const isBackupName = (name: string) => BACKUP_NAME.test(name);

/** "shop-backup-2025-01-31T02-30-00Z.tar.gz" (UTC, so names sort by time). */
export function backupName(at: Date, attempt = 1): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, '-');
  return `shop-backup-${stamp}Z${attempt > 1 ? `-${attempt}` : ''}.tar.gz`;
}

function createdAtOf(name: string): Date {
  const [, day, h, m, s] = BACKUP_NAME.exec(name)!;
  return new Date(`${day}T${h}:${m}:${s}Z`);
}

/** The finished backups in `dir`, newest first; [] when the folder does not exist yet. */
export async function listStoredBackups(dir: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found = await Promise.all(
    names.filter(isBackupName).map(async (name) => {
      const info = await stat(path.join(dir, name)).catch(() => null);
      return info?.isFile() ? { name, bytes: info.size, createdAt: createdAtOf(name) } : null;
    }),
  );
  return found
    .flatMap((b) => (b ? [b] : []))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name));
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes half-written files and work folders in `dirs` left by processes no longer running. */
export async function removeLeftovers(...dirs: string[]): Promise<number> {
  let removed = 0;
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const pid = LEFTOVER.exec(name)?.[1];
      if (!pid || isRunning(Number(pid))) continue;
      await rm(path.join(dir, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** Free and total bytes of the disk holding `dir` (its nearest existing parent). */
export async function diskSpace(dir: string): Promise<{ free: number; total: number } | null> {
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      const fs = await statfs(at);
      return { free: fs.bavail * fs.bsize, total: fs.blocks * fs.bsize };
    } catch {
      if (path.dirname(at) === at) return null;
    }
  }
}
