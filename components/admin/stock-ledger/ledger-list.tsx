import Link from 'next/link';
import { formatOrderTime } from '@/components/orders/order-time';
import { STOCK_REASON_LABELS } from '@/lib/shared/stock/ledger-reasons';
import type { LedgerRow } from '@/lib/server/stock/ledger-queries';
import { changeText } from './change-text';

/**
 * A product's stock ledger, newest first: one card per change, so a phone at 375 px reads every
 * row without scrolling sideways (a table of eight columns would not fit). The change and the
 * count after it lead; why, the order, the paper and who follow.
 */
export function LedgerList({ rows }: { rows: readonly LedgerRow[] }) {
  return (
    <ol className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {rows.map((row) => (
        <li key={row.id} className="flex gap-3 px-4 py-3">
          <span
            className={`w-14 shrink-0 font-display text-2xl tabular-nums ${
              row.change > 0 ? 'text-brand' : 'text-danger'
            }`}
          >
            {changeText(row.change)}
          </span>
          <div className="min-w-0 flex-1 space-y-0.5 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-ink">
                {row.size === null ? 'Stock' : `Size ${row.size}`}: {row.balance} left
              </span>
              <time dateTime={row.createdAt} className="text-xs text-muted">
                {formatOrderTime(row.createdAt)}
              </time>
            </p>
            <p className="text-muted">
              {STOCK_REASON_LABELS[row.reason]}
              {row.orderNumber && (
                <>
                  {' · '}
                  <Link
                    href={`/admin/orders/${row.orderNumber}`}
                    className="font-semibold text-brand hover:underline"
                  >
                    {row.orderNumber}
                  </Link>
                </>
              )}
              {row.reference && ` · ${row.reference}`}
              {row.adminName && ` · by ${row.adminName}`}
            </p>
            {row.note && <p className="break-words text-muted">{row.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
