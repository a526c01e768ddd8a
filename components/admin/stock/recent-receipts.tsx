import { formatOrderTime } from '@/components/orders/order-time';
import { countText } from '@/lib/shared/counts';
import { receiptReference, type ReceiptSummary } from '@/lib/shared/stock/receive-request';

/** The last deliveries saved: which supplier, which bill, how many pieces, when. */
export function RecentReceipts({ receipts }: { receipts: ReceiptSummary[] }) {
  return (
    <section aria-labelledby="recent-receipts" className="space-y-2">
      <h2 id="recent-receipts" className="text-lg font-semibold text-ink">
        Last deliveries
      </h2>
      {receipts.length === 0 ? (
        <p className="text-sm text-muted">No stock received yet.</p>
      ) : (
        <ul
          className="divide-y divide-line rounded-xl border border-line bg-surface"
          data-testid="recent-receipts"
        >
          {receipts.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-3 p-3">
              <p className="min-w-0 break-words">
                <span className="font-medium text-ink">{r.supplier}</span>
                {r.billNumber ? <span className="text-muted"> · bill {r.billNumber}</span> : null}
                <span className="block text-xs text-muted">
                  {receiptReference(r.id)} · {formatOrderTime(r.createdAt)}
                </span>
              </p>
              <p className="text-sm tabular-nums">
                {countText(r.pieces, 'piece', 'pieces')}
                <span className="text-muted"> in {countText(r.lines, 'line', 'lines')}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
