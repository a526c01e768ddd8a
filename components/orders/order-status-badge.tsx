import type { OrderStatus } from '@/lib/shared/orders/status';

// Colours with at least 4.5:1 contrast for their text; the word carries the meaning, the colour
// only helps the eye find "new" in a long inbox.
const TONES: Record<OrderStatus, string> = {
  new: 'bg-accent-soft text-amber-900 ring-accent/40',
  confirmed: 'bg-brand/10 text-brand ring-brand/20',
  ready: 'bg-sky-50 text-sky-900 ring-sky-300',
  completed: 'bg-success/10 text-success ring-success/30',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** An order's status as a small pill ("New", "Ready for pickup", …). */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}
    >
      {label}
    </span>
  );
}
