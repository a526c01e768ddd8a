import Link from 'next/link';
import { formatOrderTime } from '@/components/orders/order-time';
import { countText } from '@/lib/shared/counts';
import { scopeLabel, type CountSummary } from '@/lib/shared/stock/count-request';

const STATUS_WORDS = { open: 'Counting', posted: 'Posted', discarded: 'Discarded' } as const;

/** Stocktakes as links to their sheets: what, how far counted, when. */
export function CountList({ counts, label }: { counts: CountSummary[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-line rounded-xl border border-line bg-surface"
      data-testid="count-list"
    >
      {counts.map((c) => (
        <li key={c.id}>
          <Link
            href={`/admin/stock/count/${c.id}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3 p-3 hover:bg-canvas"
          >
            <span className="min-w-0 font-medium break-words text-brand">
              Stocktake {c.id} · {scopeLabel(c.scope)}
            </span>
            <span className="text-sm text-muted">
              {STATUS_WORDS[c.status]} · {c.countedLines} of {countText(c.lines, 'size', 'sizes')}{' '}
              counted · {formatOrderTime(c.postedAt ?? c.startedAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
