// The WhatsApp text of an order from the cart: "Order SP-1042" first when it was saved, then the
// cart's order message in the spec's format (lib/shared/whatsapp.ts, lines with their chosen
// size), then what the shopper typed at checkout (./order-customer-text.ts: name, phone, pickup
// or delivery with address, PIN code and state, note), then the status link when saved:
//
//   Order SP-1042
//   Hello {shop}, I would like to order:
//   …lines, Subtotal, Items…
//   Delivery: ₹99.00 / Total: ₹2,398.00 / Payment: UPI (…)   (when saved: the order's charges)
//   Paid by store credit: ₹500.00 / Left to pay: ₹1,898.00   (when store credit paid part)
//
//   Name: Asha
//   Phone: +91 98765 43210                 (when given)
//   Delivery to: 12 MG Road, Kochi
//   PIN code: 682001
//   State: Kerala                          (the place of supply)
//   Note: Gift wrap, please
//
//   Track your order: https://…/orders/{token}
//
// Everything must fit WhatsApp's link length. The lines keep their own ways to shrink (whatsapp.ts:
// links dropped, then the compact forms; never a line); the shopper's details are cut only when
// the lines could not fit beside them, the note first, then the address, then the name, by
// grapheme (lib/shared/graphemes.ts).
import {
  DEFAULT_MESSAGE_BUDGET,
  orderMessage,
  whatsappLink,
  WHATSAPP_LINK_LIMIT,
  type MessageContext,
  type MessageLine,
} from '@/lib/shared/whatsapp';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import type { Fulfilment } from './fulfilment';
import { customerText, type OrderCustomer } from './order-customer-text';
import type { PaymentMethod } from './payment';

export type { OrderCustomer } from './order-customer-text';

export interface SavedOrderRef {
  /** "SP-1042". */
  number: string;
  /** Absolute URL of the public status page. */
  statusUrl: string;
  /** The delivery charge, the total and the payment choice, told after the items. */
  charges?: OrderCharges;
}

export interface OrderCharges {
  fulfilment: Fulfilment;
  deliveryPaise: number;
  totalPaise: number;
  /** Store credit paid towards the total (0 or absent: none). */
  creditPaise?: number;
  payment: PaymentMethod | null;
}

const PAYMENT_WORDS: Record<PaymentMethod, string> = {
  upi: 'UPI (pay on the order page)',
  on_delivery: 'on delivery',
  at_shop: 'at the shop',
};

/** "\nDelivery: ₹99.00\nTotal: ₹2,398.00\nPayment: UPI (…)" after the items, or "". */
function chargeLines(charges: OrderCharges | undefined): string {
  if (!charges) return '';
  const money = (paise: number) => formatPrice(paiseToString(paise));
  const lines = [
    ...(charges.fulfilment === 'delivery'
      ? [`Delivery: ${charges.deliveryPaise === 0 ? 'free' : money(charges.deliveryPaise)}`]
      : []),
    `Total: ${money(charges.totalPaise)}`,
    ...creditLines(charges, money),
    ...(charges.payment ? [`Payment: ${PAYMENT_WORDS[charges.payment]}`] : []),
  ];
  return `\n${lines.join('\n')}`;
}

/** "Paid by store credit: ₹500.00" and "Left to pay: ₹1,898.00" when credit paid part, or none. */
function creditLines(charges: OrderCharges, money: (paise: number) => string): string[] {
  const credit = charges.creditPaise ?? 0;
  if (credit <= 0) return [];
  const left = Math.max(0, charges.totalPaise - credit);
  return [`Paid by store credit: ${money(credit)}`, `Left to pay: ${money(left)}`];
}

/** How much of the encoded budget the shopper's details may take, tried in order. */
const CUSTOMER_BUDGETS = [Infinity, 1500, 1000, 600, 300] as const;

const encoded = (text: string) => encodeURIComponent(text).length;

/**
 * The order's text (format at the top of this file). `customer` null leaves the details out
 * (an order the shop types in itself); `order` null is an order that could not be saved: no
 * number, no status link, the same lines and details.
 */
export function checkoutMessage(
  items: readonly MessageLine[],
  ctx: MessageContext,
  customer: OrderCustomer | null,
  order: SavedOrderRef | null,
  budget = DEFAULT_MESSAGE_BUDGET,
): string {
  const header = order ? `Order ${order.number}\n` : '';
  const footer = order ? `\n\nTrack your order: ${order.statusUrl}` : '';
  let text = '';
  for (const customerBudget of CUSTOMER_BUDGETS) {
    const details = customer ? customerText(customer, customerBudget) : '';
    const tail = `${chargeLines(order?.charges)}${details ? `\n\n${details}` : ''}${footer}`;
    const linesBudget = budget - encoded(header) - encoded(tail);
    const body = orderMessage(items, { ...ctx, maxEncodedLength: linesBudget });
    text = `${header}${body}${tail}`;
    if (encoded(text) <= budget) return text;
  }
  // Hundreds of lines: even the tightest form is too long. Never drop a line (whatsapp.ts).
  return text;
}

/** The wa.me link for the order, its message fitted to this number's link length. */
export function checkoutLink(
  shopNumber: string,
  items: readonly MessageLine[],
  ctx: MessageContext,
  customer: OrderCustomer | null,
  order: SavedOrderRef | null,
): string {
  const prefix = whatsappLink(shopNumber, '').length;
  return whatsappLink(
    shopNumber,
    checkoutMessage(items, ctx, customer, order, WHATSAPP_LINK_LIMIT - 1 - prefix),
  );
}
