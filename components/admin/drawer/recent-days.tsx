// The latest days of the drawer, newest first: each links to its page (its close stays viewable).
import Link from 'next/link';
import { drawerDifference } from '@/lib/shared/counter/drawer';
import type { DrawerDaySummary } from '@/lib/server/counter/day';
import { dayLabel } from './day-label';
import { DifferenceLine, rupees } from './drawer-words';

export function RecentDays({ days, current }: { days: DrawerDaySummary[]; current: string }) {
  if (!days.length) return <p className="text-sm text-muted">No day has been opened yet.</p>;
  return (
    <ul className="divide-y divide-line text-sm tabular-nums" data-testid="drawer-days">
      {days.map((d) => (
        <li key={d.day} className="flex items-baseline justify-between gap-3 py-2">
          <Link
            href={`/admin/counter/day?day=${d.day}`}
            aria-current={d.day === current ? 'page' : undefined}
            className="font-semibold whitespace-nowrap text-brand underline-offset-2 hover:underline"
          >
            {dayLabel(d.day)}
          </Link>
          <span className="text-right">
            {d.closed && d.expectedPaise !== null && d.countedPaise !== null ? (
              <>
                {rupees(d.countedPaise)} counted ·{' '}
                <DifferenceLine paise={drawerDifference(d.countedPaise, d.expectedPaise).paise} />
              </>
            ) : (
              <span className="text-muted">Open · float {rupees(d.floatPaise)}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
