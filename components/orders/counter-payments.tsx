import { COUNTER_PAYMENT_LABELS } from '@/lib/shared/counter/payment-methods';
import { formatPrice, toPaise } from '@/lib/shared/money';
import type { CounterPayment } from '@/lib/shared/orders/types';

/** How a counter sale was paid: each part, and for cash what was given and the change. */
export function CounterPayments({ payments }: { payments: readonly CounterPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <div data-testid="counter-payments">
      <p className="font-semibold text-ink">Paid at the counter</p>
      <ul className="space-y-0.5">
        {payments.map((p) => (
          <li key={p.method}>
            {COUNTER_PAYMENT_LABELS[p.method]}{' '}
            <span className="font-medium tabular-nums">{formatPrice(p.amount)}</span>
            {p.tendered !== null && p.change !== null && toPaise(p.change) > 0 ? (
              <span className="text-muted">
                {' '}
                (given {formatPrice(p.tendered)}, change {formatPrice(p.change)})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
