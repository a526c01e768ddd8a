import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@/lib/shared/returns/states';
import type { ReturnView } from '@/lib/shared/returns/view';
import { formatOrderTime } from '../order-time';

/**
 * The inbox's "Returns" filter: above each order, its open request in one glance (what, where it
 * stands, since when, each item with the size wanted and why). The owner acts on the order's page.
 */
export function InboxReturnNote({ request }: { request: ReturnView }) {
  const exchange = request.lines.some((l) => l.action === 'exchange');
  const who = request.source === 'shopper' ? 'asked by the shopper' : 'opened by the shop';
  return (
    <div
      data-testid="inbox-return-note"
      data-status={request.status}
      className="mb-2 rounded-xl border border-accent/40 bg-accent-soft px-4 py-2 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {exchange ? 'Exchange' : 'Return'} {RETURN_STATUS_LABELS[request.status].toLowerCase()} ·{' '}
        {who} · <time dateTime={request.createdAt}>{formatOrderTime(request.createdAt)}</time>
      </p>
      <ul>
        {request.lines.map((l) => (
          <li key={l.orderLineId} className="break-words">
            {l.name}
            {l.size ? ` (${l.size})` : ''}
            {l.newSize ? ` → ${l.newSize}` : ''} × {l.qty} · {RETURN_REASON_LABELS[l.reason]}
          </li>
        ))}
      </ul>
    </div>
  );
}
