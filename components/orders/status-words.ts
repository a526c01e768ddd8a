// The words for an order's status where the fulfilment matters: "ready" is ready for pickup at
// the shop, or ready for delivery. Every label of a status starts with the inbox tab's word for
// it ("Ready"), so the owner never meets two words for one state. The status keys and their short
// labels (the inbox filter) stay in lib/shared/orders/status.ts. What each status means for the
// customer is one table below, in both places the customer reads it.
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

interface MessageFacts {
  /** "Hello Asha," */
  hello: string;
  number: string;
  /** "₹2,398.00" */
  total: string;
  shopName: string;
  paid: boolean;
  pickup: boolean;
}

interface CustomerWords {
  /** The status page's sentence (the shop spoken of as "the shop"). */
  page(pickup: boolean): string;
  /** The shop's WhatsApp message from the inbox (the shop speaking as "we"). */
  message(facts: MessageFacts): string;
}

/** What each status means for the customer: one entry per status, both voices side by side. */
export const CUSTOMER_WORDS: Record<OrderStatus, CustomerWords> = {
  new: {
    page: () => 'The shop has your order and will confirm it soon, usually on WhatsApp.',
    message: (o) =>
      `${o.hello} we have received your order ${o.number} (${o.total}). We will confirm it shortly.`,
  },
  confirmed: {
    page: (pickup) =>
      pickup
        ? 'Your order is confirmed. The shop will tell you when it is ready to pick up.'
        : 'Your order is confirmed. The shop will tell you when it is ready for delivery.',
    message: (o) =>
      `${o.hello} your order ${o.number} is confirmed. Total: ${o.total}. We will message you when it is ${o.pickup ? 'ready for pickup' : 'ready for delivery'}.`,
  },
  ready: {
    page: (pickup) =>
      pickup
        ? 'Your order is ready. Pick it up at the shop during opening hours.'
        : 'Your order is ready for delivery and will be on its way soon.',
    message: (o) =>
      o.pickup
        ? `${o.hello} your order ${o.number} is ready for pickup at ${o.shopName}.${o.paid ? '' : ` Please pay ${o.total} at the shop (cash or UPI).`}`
        : `${o.hello} your order ${o.number} is ready for delivery and will be on its way soon.${o.paid ? '' : ` Please keep ${o.total} ready (cash or UPI).`}`,
  },
  completed: {
    page: () => 'This order is complete. Thank you for shopping with us!',
    message: (o) =>
      `${o.hello} thank you for shopping at ${o.shopName}! Your order ${o.number} is complete.`,
  },
  cancelled: {
    page: () => 'This order was cancelled. Message the shop if you have any questions.',
    message: (o) =>
      `${o.hello} sorry, your order ${o.number} has been cancelled. Reply here if you have any questions.`,
  },
};
