import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/page-header';
import { CashMoveForm } from '@/components/admin/drawer/cash-move-form';
import { CloseDayForm } from '@/components/admin/drawer/close-day-form';
import { CashMoves, ClosedSummary, ExpectedCash } from '@/components/admin/drawer/day-cash';
import { DaySales } from '@/components/admin/drawer/day-sales';
import { OpenDayForm } from '@/components/admin/drawer/open-day-form';
import { RecentDays } from '@/components/admin/drawer/recent-days';
import { dayLabel } from '@/components/admin/drawer/day-label';
import { rupees } from '@/components/admin/drawer/drawer-words';
import { formatOrderTime } from '@/components/orders/order-time';
import { firstParam, type SearchParams } from '@/lib/shared/search-params';
import { shopDay, shopDayStart } from '@/lib/shared/shop-day';
import { adminForPage } from '@/lib/server/admin';
import { drawerDay, openDrawerDayNow, recentDrawerDays } from '@/lib/server/counter/day';
import { dayFigures } from '@/lib/server/counter/day-figures';

export const metadata: Metadata = { title: 'Day and cash' };

const card = 'space-y-3 rounded-2xl border border-line bg-surface p-4';
const heading = 'font-semibold text-ink';

/**
 * The day at the counter: open it with a float, record cash paid in or out, see the day's sales,
 * and close it with a count of the drawer against the cash expected. `?day=` shows an earlier day.
 */
export default async function CounterDayPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const caller = await adminForPage();
  if (!caller) return null;
  const today = shopDay(new Date());
  const asked = firstParam(await searchParams, 'day');
  const day = asked && shopDayStart(asked) && asked <= today ? asked : today;
  const [drawer, openDay, recent, figures] = await Promise.all([
    drawerDay(caller, day),
    openDrawerDayNow(caller),
    recentDrawerDays(caller),
    dayFigures(caller, day),
  ]);
  const isToday = day === today;
  return (
    <div className="space-y-5">
      <PageHeader
        title={isToday ? 'Today at the counter' : `The counter on ${dayLabel(day)}`}
        intro="Open the day with a float, note cash paid in or out, and count the drawer at the close."
        actions={
          isToday ? undefined : (
            <Link href="/admin/counter/day" className="text-sm font-semibold text-brand underline">
              Back to today
            </Link>
          )
        }
      />

      <section aria-labelledby="drawer-heading" className={card}>
        <h2 id="drawer-heading" className={heading}>
          Cash drawer
        </h2>
        {!drawer ? (
          openDay && openDay !== day ? (
            <p className="text-sm">
              The drawer of{' '}
              <Link href={`/admin/counter/day?day=${openDay}`} className="font-semibold underline">
                {dayLabel(openDay)}
              </Link>{' '}
              is still open: count and close it before opening {isToday ? 'today' : 'this day'}.
            </p>
          ) : isToday ? (
            <OpenDayForm />
          ) : (
            <p className="text-sm text-muted">The drawer was not opened this day.</p>
          )
        ) : (
          <>
            <p className="text-sm text-muted">
              Opened {formatOrderTime(drawer.openedAt)}
              {drawer.openedBy ? ` by ${drawer.openedBy}` : ''} with a float of{' '}
              {rupees(drawer.floatPaise)}.
            </p>
            <ExpectedCash day={drawer} />
            <ClosedSummary day={drawer} />
          </>
        )}
      </section>

      {drawer && (
        <section aria-labelledby="moves-heading" className={card}>
          <h2 id="moves-heading" className={heading}>
            Cash paid in and out
          </h2>
          <CashMoves day={drawer} />
          {!drawer.close && <CashMoveForm />}
        </section>
      )}

      {drawer && !drawer.close && (
        <section aria-labelledby="close-heading" className={card}>
          <h2 id="close-heading" className={heading}>
            Close the day
          </h2>
          <CloseDayForm day={drawer.day} expectedPaise={drawer.expected.expectedPaise} />
        </section>
      )}

      <section aria-labelledby="sales-heading" className={card}>
        <h2 id="sales-heading" className={heading}>
          {isToday ? 'Today’s sales' : 'Sales that day'}
        </h2>
        <DaySales figures={figures} />
      </section>

      <section aria-labelledby="days-heading" className={card}>
        <h2 id="days-heading" className={heading}>
          Earlier days
        </h2>
        <RecentDays days={recent} current={day} />
      </section>
    </div>
  );
}
