// The WhatsApp text of a saved order (issue 13): "Order SP-1042" first, then the cart's order
// message in the spec's format (lib/shared/whatsapp.ts, lines with their chosen size), then the
// status link. The order message is fitted into what the two extra lines leave of the budget.
import {
  DEFAULT_MESSAGE_BUDGET,
  orderMessage,
  whatsappLink,
  WHATSAPP_LINK_LIMIT,
  type MessageContext,
  type OrderLine,
} from '@/lib/shared/whatsapp';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import type { Fulfilment } from './fulfilment';
import type { PaymentMethod } from './payment';

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
    ...(charges.payment ? [`Payment: ${PAYMENT_WORDS[charges.payment]}`] : []),
  ];
  return `\n${lines.join('\n')}`;
}

const header = (order: SavedOrderRef) => `Order ${order.number}\n`;
const footer = (order: SavedOrderRef) =>
  `${chargeLines(order.charges)}\n\nTrack your order: ${order.statusUrl}`;

export function savedOrderMessage(
  items: readonly OrderLine[],
  ctx: MessageContext,
  order: SavedOrderRef,
  budget = DEFAULT_MESSAGE_BUDGET,
): string {
  const extra = encodeURIComponent(header(order) + footer(order)).length;
  const body = orderMessage(items, { ...ctx, maxEncodedLength: budget - extra });
  return `${header(order)}${body}${footer(order)}`;
}

/** The wa.me link for a saved order, fitted to this number's link length. */
export function savedOrderLink(
  shopNumber: string,
  items: readonly OrderLine[],
  ctx: MessageContext,
  order: SavedOrderRef,
): string {
  const prefix = whatsappLink(shopNumber, '').length;
  return whatsappLink(
    shopNumber,
    savedOrderMessage(items, ctx, order, WHATSAPP_LINK_LIMIT - 1 - prefix),
  );
}
