// The plain warnings the Backups page shows: no recent good backup, or a disk about to fill.
// Pure, so the rules are tested without a disk.
import { formatBytes } from '@/lib/shared/format-bytes';

export const STALE_AFTER_MS = 2 * 24 * 3_600_000;
/** "Nearly full": under 10% free, or less than twice the last backup (the next may not fit). */
export const FREE_SHARE_MIN = 0.1;

export interface BackupFacts {
  newest: { createdAt: Date; bytes: number } | null;
  disk: { free: number; total: number } | null;
  automatic: boolean;
}

const days = (ms: number) => Math.floor(ms / (24 * 3_600_000));

export function backupWarnings(facts: BackupFacts, now: Date): string[] {
  const warnings: string[] = [];
  const why = facts.automatic
    ? ' Back up now, and check the server’s log for why the daily backup did not run.'
    : ' Automatic backups are off (BACKUPS=false): back up now, and keep a copy somewhere else.';
  if (!facts.newest) {
    warnings.push(
      `There is no backup yet: back up now.${facts.automatic ? '' : ' Automatic backups are off (BACKUPS=false).'}`,
    );
  } else if (now.getTime() - facts.newest.createdAt.getTime() > STALE_AFTER_MS) {
    warnings.push(
      `The last good backup is ${days(now.getTime() - facts.newest.createdAt.getTime())} days old.${why}`,
    );
  }
  if (facts.disk && facts.disk.total > 0) {
    const { free, total } = facts.disk;
    const tight =
      free < total * FREE_SHARE_MIN || (facts.newest !== null && free < 2 * facts.newest.bytes);
    if (tight) {
      warnings.push(
        `The disk holding the backups is nearly full: ${formatBytes(free)} free of ${formatBytes(total)}. Free some space, or set BACKUP_DIR to another disk, before the next backup fails.`,
      );
    }
  }
  return warnings;
}
