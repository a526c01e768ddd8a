import type { Metadata } from 'next';
import { BackUpNowButton } from '@/components/admin/backups/back-up-now-button';
import { BackupList } from '@/components/admin/backups/backup-list';
import { PageHeader } from '@/components/admin/page-header';
import { adminForPage } from '@/lib/server/admin';
import { backupOverview } from '@/lib/server/backups';

export const metadata: Metadata = { title: 'Backups' };

/** The shop's backups: the list, "Back up now", downloads and plain warnings. */
export default async function AdminBackupsPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const overview = await backupOverview(caller);
  const now = new Date();
  return (
    <div className="space-y-5">
      <PageHeader
        title="Backups"
        intro="A copy of every order, customer, product and photo. Download one now and then and keep it somewhere else too."
        actions={<BackUpNowButton />}
      />
      {overview.warnings.map((warning) => (
        <p
          key={warning}
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {warning}
        </p>
      ))}
      <BackupList backups={overview.backups} now={now} />
      <div className="space-y-1 text-sm text-muted">
        <p>
          {overview.dailyAt
            ? `A backup is taken every day at ${overview.dailyAt} (India time); the last 7 days and 4 weeks are kept.`
            : 'Daily backups are off (BACKUPS=false): only the ones you take are here.'}{' '}
          They are in <span className="font-mono text-xs break-all">{overview.dir}</span>.
        </p>
        <p>
          To restore one, or to move the shop to PostgreSQL, run{' '}
          <code className="font-mono text-xs">npm run restore -- FILE</code> on the server (see the
          README, “Backups”).
        </p>
      </div>
    </div>
  );
}
