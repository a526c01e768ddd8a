import { formatOrderTime } from '@/components/orders/order-time';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatBytes } from '@/lib/shared/format-bytes';
import type { StoredBackup } from '@/lib/server/backups';

/**
 * The backups on this server, newest first: when, how big, and a download (streamed by
 * /admin-save/backups/{name}, so a large file never sits in the server's memory).
 */
export function BackupList({ backups, now }: { backups: StoredBackup[]; now: Date }) {
  if (!backups.length) {
    return (
      <EmptyState title="No backups yet">
        The daily backups and the ones you take are listed here, newest first.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
      {backups.map((backup, i) => (
        <li key={backup.name} className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-ink">
              <span className="whitespace-nowrap">
                {formatOrderTime(backup.createdAt.toISOString(), now)}
              </span>
              {i === 0 && <span className="text-xs font-semibold text-success">Newest</span>}
            </p>
            <p className="truncate text-sm text-muted" title={backup.name}>
              {formatBytes(backup.bytes)} · <span className="font-mono text-xs">{backup.name}</span>
            </p>
          </div>
          <a
            href={`/admin-save/backups/${encodeURIComponent(backup.name)}`}
            download={backup.name}
            className={`${buttonStyles.compact.secondary} shrink-0`}
            aria-label={`Download the backup of ${formatOrderTime(backup.createdAt.toISOString(), now)}`}
          >
            Download
          </a>
        </li>
      ))}
    </ul>
  );
}
