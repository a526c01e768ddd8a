import Link from 'next/link';
import { formatCount } from '@/lib/shared/counts';
import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from '@/lib/shared/orders/status';
import { inboxHref } from './inbox-query';

function countTone(option: { status: OrderStatus | null; count: number }, active: boolean) {
  if (active) return 'bg-white/20 text-white';
  // New orders waiting are the one count the owner must not miss.
  if (option.status === 'new' && option.count > 0) return 'bg-accent-soft text-amber-900';
  return 'bg-canvas text-muted';
}

/** The inbox's filter: All and each status with its count; wraps on a phone, nothing hidden. */
export function StatusFilter({
  current,
  counts,
}: {
  current: OrderStatus | null;
  counts: Record<OrderStatus, number>;
}) {
  const all = ORDER_STATUSES.reduce((n, s) => n + counts[s], 0);
  const options: { status: OrderStatus | null; label: string; count: number }[] = [
    { status: null, label: 'All', count: all },
    ...ORDER_STATUSES.map((s) => ({ status: s, label: STATUS_LABELS[s], count: counts[s] })),
  ];
  return (
    <nav aria-label="Filter orders by status">
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const active = o.status === current;
          return (
            <li key={o.label} className="shrink-0">
              <Link
                href={inboxHref({ status: o.status, page: 1 })}
                aria-current={active ? 'page' : undefined}
                data-testid="status-filter"
                data-status={o.status ?? 'all'}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition ${
                  active
                    ? 'border-brand bg-brand text-white'
                    : 'border-line bg-surface text-ink hover:border-brand/50'
                }`}
              >
                {o.label}
                <span
                  className={`rounded-full px-1.5 text-xs tabular-nums ${countTone(o, active)}`}
                >
                  {formatCount(o.count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
