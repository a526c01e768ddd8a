// A phone's store credit as people read it: the balance in large type, then each change with its
// reason, order, note and the balance after it, newest first. The admin's page links each order
// to its page; the shopper's account page shows the number only.
import { formatOrderTime } from '@/components/orders/order-time';
import { formatPrice } from '@/lib/shared/money';
import { creditChangeText, STORE_CREDIT_REASON_LABELS } from '@/lib/shared/store-credit/rules';
import type { StoreCreditHistory } from '@/lib/shared/store-credit/types';

export function CreditBalance({ history }: { history: StoreCreditHistory }) {
  return (
    <p className="text-sm text-muted">
      Balance{' '}
      <strong data-testid="credit-balance" className="block text-3xl font-semibold text-ink">
        {formatPrice(history.balancePaise / 100)}
      </strong>
    </p>
  );
}

export function CreditMoves({
  history,
  orderHref,
}: {
  history: StoreCreditHistory;
  /** The link of an order's page by its number; absent: numbers are shown as text. */
  orderHref?: (number: string) => string;
}) {
  if (history.moves.length === 0) {
    return <p className="text-sm text-muted">No store credit has been given on this phone yet.</p>;
  }
  return (
    <ul aria-label="Store credit history" className="divide-y divide-line">
      {history.moves.map((move) => (
        <li key={move.id} className="flex items-start justify-between gap-3 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {STORE_CREDIT_REASON_LABELS[move.reason]}
              {move.orderNumber ? (
                <>
                  {' · '}
                  {orderHref ? (
                    <a
                      href={orderHref(move.orderNumber)}
                      className="text-brand underline-offset-2 hover:underline"
                    >
                      {move.orderNumber}
                    </a>
                  ) : (
                    move.orderNumber
                  )}
                </>
              ) : null}
            </p>
            {move.note ? <p className="break-words text-muted">{move.note}</p> : null}
            <p className="text-xs text-muted">
              <time dateTime={move.at.toISOString()}>{formatOrderTime(move.at.toISOString())}</time>
            </p>
          </div>
          <div className="shrink-0 text-right tabular-nums">
            <p
              className={`font-semibold ${move.changePaise < 0 ? 'text-ink' : 'text-success'}`}
              data-testid="credit-change"
            >
              {creditChangeText(move.changePaise)}
            </p>
            <p className="text-xs text-muted">Balance {formatPrice(move.balancePaise / 100)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
