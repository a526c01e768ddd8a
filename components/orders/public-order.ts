// What the public status page may show of an order, as a shape that has no field
// for a full phone or address, so the page's components cannot show one by mistake. The customer's name and the
// admins' notes (a cancel's reason) stay in the inbox; the payment's state is the shopper's to see.
import { maskAddress, maskPhone } from '@/lib/shared/orders/contact';
import { maskUtr, type PaymentMethod, type PaymentState } from '@/lib/shared/orders/payment';
import type { Fulfilment } from '@/lib/shared/orders/checkout';
import type { OrderStatus } from '@/lib/shared/orders/status';
import type { Order, OrderLine } from '@/lib/shared/orders/types';

export interface PublicOrder {
  number: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** "+91 ••••••3210", or "" when none was given. */
  maskedPhone: string;
  /** "12 ••• (PIN 560•••)" for a delivery, "" for a pickup. */
  maskedAddress: string;
  subtotal: string;
  deliveryCharge: string;
  total: string;
  /** Store credit paid towards the total ("0.00": none). */
  creditPaid: string;
  /** Where the payment stands; the claim's reference masked to its last four digits. */
  payment: { method: PaymentMethod | null; state: PaymentState; maskedUtr: string | null };
  lines: OrderLine[];
  events: { status: OrderStatus; at: string }[];
  createdAt: string;
}

export function toPublicOrder(order: Order): PublicOrder {
  return {
    number: order.number,
    status: order.status,
    fulfilment: order.fulfilment,
    maskedPhone: maskPhone(order.phone),
    maskedAddress: maskAddress(order.address, order.pincode),
    subtotal: order.subtotal,
    deliveryCharge: order.deliveryCharge,
    total: order.total,
    creditPaid: order.creditPaid ?? '0.00',
    payment: {
      method: order.payment.method,
      state: order.payment.state,
      maskedUtr: order.payment.utr === null ? null : maskUtr(order.payment.utr),
    },
    lines: order.lines.map((l) => ({ ...l })),
    events: order.events.map((e) => ({ status: e.status, at: e.at })),
    createdAt: order.createdAt,
  };
}
