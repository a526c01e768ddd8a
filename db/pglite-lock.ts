// PGlite has no lock of its own: two processes on one data directory corrupt it.
// We hold an exclusive lock file (O_EXCL create) naming our PID; a stale lock from a
// process that died (kill -9) is detected by PID liveness and start time, and replaced.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly holderCommand: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holderPid}` +
        (holderCommand ? ` (${holderCommand})` : '') +
        `. Only one process may open it at a time: stop that process first ` +
        `(kill ${holderPid}), run this command with the server stopped, ` +
        `or set DATABASE_URL to use PostgreSQL.`,
    );
  }
}

interface LockInfo {
  pid: number;
  startTime: string | null;
  command: string;
}

function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/PID/stat: start time in clock ticks since boot (Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(info: LockInfo): boolean {
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Same PID but a different start time: the PID was reused by an unrelated process.
  const now = processStartTime(info.pid);
  return info.startTime === null || now === null || now === info.startTime;
}

function readLock(file: string): LockInfo | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, startTime: parsed.startTime ?? null, command: parsed.command ?? '' };
  } catch {
    return null;
  }
}

export interface HeldLock {
  release(): void;
}

export function acquireDataDirLock(
  dataDir: string,
  command = process.argv.slice(1).join(' '),
): HeldLock {
  const file = path.join(dataDir, 'pglite.lock');
  const mine: LockInfo = { pid: process.pid, startTime: processStartTime(process.pid), command };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const current = readLock(file);
        if (current?.pid === process.pid) unlinkSync(file);
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      if (holder?.pid === process.pid) {
        throw new Error(`This process already holds ${file}; open the database once per process.`);
      }
      if (holder && isAlive(holder))
        throw new DatabaseLockedError(dataDir, holder.pid, holder.command);
      // Stale (holder died) or half-written lock: remove it and try again.
      try {
        unlinkSync(file);
      } catch {
        // another process removed it first; retry
      }
    }
  }
  throw new Error(`Could not take the database lock ${file}; try again.`);
}
