// The backup rules a person would check by hand: which old backups are removed, when the
// Backups page warns, when the daily backup runs, and which file versions count as newer.
import { describe, expect, it } from 'vitest';
import { isNewerVersion } from '@/lib/server/backups/app-version';
import { backupsToPrune } from '@/lib/server/backups/retention';
import { msUntilNext } from '@/lib/server/backups/schedule';
import { backupWarnings } from '@/lib/server/backups/status';
import { formatBytes } from '@/lib/shared/format-bytes';
import { backupName } from '@/lib/server/backups/store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One backup a day at 02:30 IST (21:00 UTC the day before) for `days` days before `now`. */
function nightly(now: Date, days: number) {
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(Date.UTC(2025, 2, 31, 21, 0) - i * DAY);
    return { name: backupName(at), createdAt: at };
  }).filter((b) => b.createdAt <= now);
}

describe('retention: 7 daily and 4 weekly', () => {
  const now = new Date(Date.UTC(2025, 2, 31, 22, 0)); // Tue 1 Apr 2025, 03:30 IST

  it('keeps the last 7 nights and one a week for the 4 latest weeks, removes the rest', () => {
    const all = nightly(now, 40);
    const pruned = new Set(backupsToPrune(all, now));
    const kept = all.filter((b) => !pruned.has(b.name)).map((b) => b.name.slice(12, 22));
    expect(kept).toEqual([
      // The 7 newest days (1 Apr back to 26 Mar, IST)...
      '2025-03-31',
      '2025-03-30',
      '2025-03-29',
      '2025-03-28',
      '2025-03-27',
      '2025-03-26',
      '2025-03-25',
      // ...and the newest of the two older weeks it still keeps (Sundays, in IST).
      '2025-03-22',
      '2025-03-15',
    ]);
    expect(pruned.size).toBe(40 - 9);
  });

  it('keeps every backup of the last day, and a closed shop its last good ones', () => {
    const recent = [0, 1, 5].map((h) => new Date(now.getTime() - h * HOUR));
    const old = [30, 31].map((d) => new Date(now.getTime() - d * DAY));
    const backups = [...recent, ...old].map((at, i) => ({ name: `b${i}`, createdAt: at }));
    expect(backupsToPrune(backups, now)).toEqual([]);
  });
});

describe('the Backups page warnings', () => {
  const now = new Date('2025-04-01T06:00:00Z');
  const disk = { free: 500 * 2 ** 30, total: 1000 * 2 ** 30 };

  it('says nothing while the last backup is recent and the disk has room', () => {
    const newest = { createdAt: new Date(now.getTime() - DAY), bytes: 2 ** 30 };
    expect(backupWarnings({ newest, disk, automatic: true }, now)).toEqual([]);
  });

  it('warns when the last good backup is older than two days, or there is none', () => {
    const newest = { createdAt: new Date(now.getTime() - 3 * DAY - HOUR), bytes: 1 };
    expect(backupWarnings({ newest, disk, automatic: true }, now)).toEqual([
      'The last good backup is 3 days old. Back up now, and check the server’s log for why the daily backup did not run.',
    ]);
    expect(backupWarnings({ newest: null, disk, automatic: false }, now)).toEqual([
      'There is no backup yet: back up now. Automatic backups are off (BACKUPS=false).',
    ]);
  });

  it('warns when the disk is nearly full: under 10% free, or less than twice the last backup', () => {
    const newest = { createdAt: now, bytes: 300 * 2 ** 30 };
    expect(backupWarnings({ newest, disk, automatic: true }, now)).toEqual([
      'The disk holding the backups is nearly full: 500 GB free of 1000 GB. Free some space, or set BACKUP_DIR to another disk, before the next backup fails.',
    ]);
    const small = { createdAt: now, bytes: 1 };
    const tight = { free: 5 * 2 ** 30, total: 100 * 2 ** 30 };
    expect(backupWarnings({ newest: small, disk: tight, automatic: true }, now)).toHaveLength(1);
  });

  it('shows sizes as people read them', () => {
    expect([0, 1023, 1536, 7_413_523, 5 * 2 ** 30].map(formatBytes)).toEqual([
      '0 bytes',
      '1023 bytes',
      '1.5 KB',
      '7.1 MB',
      '5 GB',
    ]);
  });
});

describe('the daily backup time', () => {
  it('is the next 02:30 in India, today or tomorrow', () => {
    // 01:00 IST: later today, 90 minutes away.
    expect(msUntilNext('02:30', new Date('2025-03-31T19:30:00Z'))).toBe(90 * 60_000);
    // 03:00 IST: tomorrow, 23.5 hours away.
    expect(msUntilNext('02:30', new Date('2025-03-31T21:30:00Z'))).toBe(23.5 * HOUR);
  });
});

describe('a backup file from a newer version', () => {
  it('is one whose major, minor or patch is higher', () => {
    expect(isNewerVersion('0.2.0', '0.1.9')).toBe(true);
    expect(isNewerVersion('1.0.0', '0.9.9')).toBe(true);
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.1.0', '0.2.0')).toBe(false);
  });
});
