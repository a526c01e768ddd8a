import { IntentLink } from '@/components/ui/intent-link';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonStyles } from '@/components/ui/button-styles';
import { countText } from '@/lib/shared/counts';
import { formatPrice } from '@/lib/shared/money';
import type { Order } from '@/lib/shared/orders/types';
import { OrderStatusBadge } from './order-status-badge';
import { formatOrderDate } from './order-time';
import { statusLabel } from './status-words';

const itemCount = (order: Order) => order.lines.reduce((n, l) => n + l.qty, 0);

/** A signed-in customer's orders, newest first, each linking to its status page. */
export function MyOrderList({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState
        title="No orders yet"
        actions={
          <IntentLink href="/all-products" className={buttonStyles.primary}>
            Browse products
          </IntentLink>
        }
      >
        Orders you send from your cart while signed in show up here.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Your orders" className="space-y-3">
      {orders.map((order) => {
        const items = itemCount(order);
        return (
          <li key={order.number} data-testid="my-order" data-order-number={order.number}>
            <IntentLink
              href={`/orders/${order.token}`}
              className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 transition hover:border-brand/40 hover:shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-ink">Order {order.number}</span>
                <span className="block text-sm text-muted">
                  <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> ·{' '}
                  {countText(items, 'item', 'items')}
                </span>
              </span>
              <span className="flex items-center justify-between gap-3 sm:justify-end">
                <OrderStatusBadge
                  status={order.status}
                  label={statusLabel(order.status, order.fulfilment)}
                />
                {/* What the shopper pays, delivery included: the status page's total. */}
                <span className="font-semibold tabular-nums" data-testid="my-order-total">
                  {formatPrice(order.total)}
                </span>
              </span>
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
