// The texts the shop sends a customer on WhatsApp from the inbox and the wanted list:
// one per status, and "back in stock" for a notify request. The admin sees the text in
// WhatsApp and may change it before sending. A cancel reason is an admin note and stays out.
import { formatPrice } from '@/lib/shared/money';
import type { Fulfilment } from '@/lib/shared/orders/checkout';
import { whatsappDigits } from '@/lib/shared/orders/contact';
import type { OrderStatus } from '@/lib/shared/orders/status';
import { whatsappLink } from '@/lib/shared/whatsapp';
import { CUSTOMER_WORDS } from './status-words';

export interface StatusMessageOrder {
  number: string;
  customerName: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** What the customer pays: the subtotal and any delivery charge. */
  total: string;
  paid: boolean;
}

export interface MessageShop {
  shopName: string;
  /** Absolute URL of the order's public status page. */
  statusUrl: string;
  /** The amount to pay by UPI on the status page ("₹2,398.00"), when it is offered now. */
  upiAmount?: string | null;
}

/**
 * Letters (any script, with their marks), joined by at most single apostrophes, hyphens or dots
 * and ending in at most one dot ("Asha", "D'Souza", "Anne-Marie", "Dr."), at most 40 long. A
 * link ("https://evil.example/refund"), a domain ("evil.example"), digits or @ never pass.
 */
const NAME_WORD = /^(?=.{1,40}$)[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*\.?$/u;

/**
 * The first word of the name, for a friendly greeting ("Asha Verma" -> "Asha"), when it reads
 * as a name: the shopper types the name, and this text goes out from the shop's own number.
 */
function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return NAME_WORD.test(first) ? first : '';
}

function greeting(name: string): string {
  const first = firstName(name);
  return first ? `Hello ${first},` : 'Hello,';
}

/** What the customer is told about `order` in its current status. */
export function statusMessage(order: StatusMessageOrder, shop: MessageShop): string {
  const track = `Track your order: ${shop.statusUrl}`;
  const body = CUSTOMER_WORDS[order.status].message({
    hello: greeting(order.customerName),
    number: order.number,
    total: formatPrice(order.total),
    shopName: shop.shopName,
    paid: order.paid,
    pickup: order.fulfilment === 'pickup',
  });
  const pay =
    shop.upiAmount && order.status !== 'cancelled' && order.status !== 'completed'
      ? `\n\nTo pay ${shop.upiAmount} by UPI, open your order page below and tap “Pay by UPI” (or scan its QR code).`
      : '';
  return `${body}${pay}\n\n${track}`;
}

/** https://wa.me/{their digits}?text=…, or null when the order has no phone. */
export function customerWhatsappLink(phone: string, text: string): string | null {
  const digits = whatsappDigits(phone);
  return digits === '' ? null : whatsappLink(digits, text);
}

/** "Good news: Linen Shirt in M is back in stock at Style Point: https://…" */
export function backInStockMessage(
  item: { name: string; size: string | null },
  shop: { shopName: string; productUrl: string },
): string {
  const what = item.size === null ? item.name : `${item.name} in ${item.size}`;
  return `Good news: ${what} is back in stock at ${shop.shopName}: ${shop.productUrl}`;
}

export { displayPhone } from '@/lib/shared/orders/contact';
