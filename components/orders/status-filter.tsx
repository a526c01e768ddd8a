// The inbox's filters: by status (with counts), the orders with an exchange or return being
// worked on (with theirs), and by where the order was made.
import Link from 'next/link';
import { formatCount } from '@/lib/shared/counts';
import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from '@/lib/shared/orders/status';
import {
  ORDER_CHANNEL_LABELS,
  ORDER_CHANNELS,
  type OrderChannel,
} from '@/lib/shared/orders/channel';
import { inboxHref, type InboxQuery } from './inbox-query';

interface FilterOption {
  status: OrderStatus | null;
  returns: boolean;
  label: string;
  count: number;
}

function countTone(option: FilterOption, active: boolean) {
  if (active) return 'bg-white/20 text-white';
  // New orders and asks waiting are the counts the owner must not miss.
  if ((option.status === 'new' || option.returns) && option.count > 0) {
    return 'bg-accent-soft text-amber-900';
  }
  return 'bg-canvas text-muted';
}

/**
 * The inbox's filter: All, each status with its count, and Returns (orders with an exchange or
 * return being worked on) with its own; wraps on a phone, nothing hidden.
 */
export function StatusFilter({
  current,
  counts,
  channel,
  returns,
}: {
  current: OrderStatus | null;
  counts: Record<OrderStatus, number>;
  /** The channel filter in force, kept by every status link. */
  channel?: OrderChannel;
  /** Orders with an open exchange or return, and whether that filter is the one in force. */
  returns: { count: number; active: boolean };
}) {
  const all = ORDER_STATUSES.reduce((n, s) => n + counts[s], 0);
  const options: FilterOption[] = [
    { status: null, returns: false, label: 'All', count: all },
    ...ORDER_STATUSES.map((s) => ({
      status: s,
      returns: false,
      label: STATUS_LABELS[s],
      count: counts[s],
    })),
    { status: null, returns: true, label: 'Returns', count: returns.count },
  ];
  return (
    <nav aria-label="Filter orders by status">
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const active = o.returns ? returns.active : !returns.active && o.status === current;
          const href = inboxHref({
            status: o.status,
            ...(o.returns ? { returns: true as const } : {}),
            ...(channel ? { channel } : {}),
            page: 1,
          });
          return (
            <li key={o.label} className="shrink-0">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                data-testid="status-filter"
                data-status={o.returns ? 'returns' : (o.status ?? 'all')}
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

/** The inbox's second filter: every order, only the web's, or only the counter's sales. */
export function ChannelFilter({ query }: { query: InboxQuery }) {
  const options: { channel: OrderChannel | undefined; label: string }[] = [
    { channel: undefined, label: 'Web and counter' },
    ...ORDER_CHANNELS.map((c) => ({ channel: c, label: ORDER_CHANNEL_LABELS[c] })),
  ];
  return (
    <nav aria-label="Filter orders by where they were made">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {options.map((o) => {
          const active = o.channel === query.channel;
          const { channel: _old, ...rest } = query;
          const href = inboxHref({
            ...rest,
            ...(o.channel ? { channel: o.channel } : {}),
            page: 1,
          });
          return (
            <li key={o.label}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                data-testid="channel-filter"
                data-channel={o.channel ?? 'all'}
                className={`inline-flex min-h-10 items-center font-semibold underline-offset-4 ${
                  active ? 'text-ink underline decoration-2' : 'text-brand hover:underline'
                }`}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
