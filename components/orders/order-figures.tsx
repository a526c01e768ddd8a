import Link from 'next/link';
import { formatCount } from '@/lib/shared/counts';
import { formatPrice } from '@/lib/shared/money';
import type { Caller } from '@/lib/server/auth/roles';
import { orderFigures, type OrderFigures as Figures } from '@/lib/server/orders';

const card = 'flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5';
const value = 'mt-1 font-display text-3xl text-brand tabular-nums sm:text-4xl';

/**
 * The dashboard's order figures: orders today and in the last 7 days (India's days),
 * the value of completed orders, the five products ordered most and the sizes asked for most.
 * `OrderFigures` reads them for an admin caller; `OrderFiguresView` draws given figures.
 */
export async function OrderFigures({ caller }: { caller: Caller }) {
  return <OrderFiguresView figures={await orderFigures(caller)} />;
}

export function OrderFiguresView({ figures }: { figures: Figures }) {
  return (
    <section aria-labelledby="order-figures-heading" className="space-y-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="order-figures-heading" className="text-lg font-semibold text-ink">
          Orders
        </h2>
        <Link href="/admin/orders" className="text-sm font-semibold text-brand hover:underline">
          Order inbox
        </Link>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 lg:gap-4">
        <Link href="/admin/orders" className={`${card} transition hover:border-brand/40`}>
          <span className="text-sm font-medium text-muted">Orders today</span>
          <span className={value}>{formatCount(figures.today)}</span>
        </Link>
        <div className={card}>
          <span className="text-sm font-medium text-muted">Last 7 days</span>
          <span className={value}>{formatCount(figures.lastSevenDays)}</span>
        </div>
        <Link
          href="/admin/orders?status=completed"
          className={`${card} col-span-2 transition hover:border-brand/40 lg:col-span-1`}
        >
          <span className="text-sm font-medium text-muted">Completed orders’ value</span>
          <span className={value}>{formatPrice(figures.completedValue)}</span>
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:gap-4">
        <div className={card}>
          <h3 className="text-sm font-semibold text-ink">Top products</h3>
          {figures.topProducts.length ? (
            <ol className="mt-2 space-y-1.5 text-sm">
              {figures.topProducts.map((p, i) => (
                <li
                  key={`${p.productId ?? 'gone'}-${p.name}`}
                  className="flex justify-between gap-3"
                >
                  <span className="min-w-0 truncate">
                    <span className="text-muted tabular-nums">{i + 1}.</span> {p.name}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {formatCount(p.qty)} ordered
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-muted">No orders yet.</p>
          )}
        </div>
        <div className={card}>
          <h3 className="text-sm font-semibold text-ink">Sizes most asked for</h3>
          <p className="text-xs text-muted">Ordered, plus “notify me” requests</p>
          {figures.topSizes.length ? (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {figures.topSizes.map((s) => (
                <li
                  key={s.size}
                  className="inline-flex items-center gap-1.5 rounded-full bg-canvas px-3 py-1"
                >
                  <span className="font-semibold">{s.size}</span>
                  <span className="text-muted tabular-nums">{formatCount(s.count)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">No sizes asked for yet.</p>
          )}
        </div>
      </div>
    </section>
  );
}
