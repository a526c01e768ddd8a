import type { Fulfilment } from '@/lib/shared/orders/checkout';
import type { OrderEvent } from '@/lib/shared/orders/types';
import { formatOrderTime } from './order-time';
import { statusLabel } from './status-words';

/** Every change of an order, oldest first, with its note (a cancel's reason, "Marked paid"). */
export function OrderHistory({
  events,
  fulfilment,
}: {
  events: readonly OrderEvent[];
  fulfilment: Fulfilment;
}) {
  return (
    <ol aria-label="Order history" className="space-y-3">
      {events.map((event, i) => (
        <li
          key={`${event.at}-${i}`}
          data-testid="history-event"
          className="flex flex-col gap-0.5 border-l-2 border-line pl-3 sm:flex-row sm:items-baseline sm:gap-3"
        >
          <time dateTime={event.at} className="shrink-0 text-sm text-muted tabular-nums sm:w-36">
            {formatOrderTime(event.at)}
          </time>
          <p className="min-w-0 break-words">
            <span className="font-semibold">{statusLabel(event.status, fulfilment)}</span>
            {event.note ? <span className="text-muted"> — {event.note}</span> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
