// The words for an order's status where the fulfilment matters: "ready" is ready for pickup at
// the shop, or ready for delivery. Every label of a status starts with the inbox tab's word for
// it ("Ready"), so the owner never meets two words for one state. The status keys and their short
// labels (the inbox filter) stay in lib/shared/orders/status.ts.
import type { Fulfilment } from '@/lib/shared/orders/checkout';
import { STATUS_LABELS, type OrderStatus } from '@/lib/shared/orders/status';

/** "Ready for pickup" / "Ready for delivery" for ready; the short label otherwise. */
export function statusLabel(status: OrderStatus, fulfilment: Fulfilment): string {
  if (status === 'ready')
    return fulfilment === 'pickup' ? 'Ready for pickup' : 'Ready for delivery';
  return STATUS_LABELS[status];
}

/** The inbox button that moves an order on to `to` (cancel has its own dialog). */
export function moveLabel(to: OrderStatus, fulfilment: Fulfilment): string {
  switch (to) {
    case 'confirmed':
      return 'Confirm order';
    case 'ready':
      return fulfilment === 'pickup' ? 'Mark ready for pickup' : 'Mark ready for delivery';
    case 'completed':
      return fulfilment === 'pickup' ? 'Mark picked up' : 'Mark delivered';
    case 'cancelled':
      return 'Cancel order';
    case 'new':
      return 'Mark new';
  }
}
