// Which backups to keep: every one from the last 24 hours (a "Back up now" before an upgrade
// outlives the next night), the newest of each of the 7 latest days that have one, and the
// newest of each of the 4 latest weeks (Monday to Sunday), days and weeks in the shop's time.
// A shop that was closed for a fortnight keeps its last good copies: days without a backup
// do not count.
import { shopDay } from '@/lib/shared/shop-day';

export const KEEP = { daily: 7, weekly: 4, recentHours: 24 } as const;

/** The Monday of the shop's week holding `day` ("2025-01-27" for Friday "2025-01-31"). */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The names of the backups that fall outside the rule above. */
export function backupsToPrune(
  backups: readonly { name: string; createdAt: Date }[],
  now: Date,
): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const days = new Set<string>();
  const weeks = new Set<string>();
  const prune: string[] = [];
  for (const backup of newestFirst) {
    const day = shopDay(backup.createdAt);
    const week = weekOf(day);
    let keep = now.getTime() - backup.createdAt.getTime() < KEEP.recentHours * 3_600_000;
    if (!days.has(day) && days.size < KEEP.daily) {
      days.add(day);
      keep = true;
    }
    if (!weeks.has(week) && weeks.size < KEEP.weekly) {
      weeks.add(week);
      keep = true;
    }
    if (!keep) prune.push(backup.name);
  }
  return prune;
}
