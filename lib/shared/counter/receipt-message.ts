// The receipt of a counter sale as a WhatsApp message, for the customer's phone: the shop, the
// sale's number, each line (size, quantity, amount, its discount and why), the bill's discount,
// the total, how it was paid and the invoice's link. Pure, so the till and the server word it
// the same. The whole wa.me link stays under WhatsApp's practical 4,000 characters: longer
// receipts cut names, then leave out discount reasons, then list the first lines and say how
// many more (the invoice's link always stays: it holds every line).
import { cutGraphemes } from '@/lib/shared/graphemes';
import { formatPrice, toPaise } from '@/lib/shared/money';
import { whatsappDigits } from '@/lib/shared/orders/contact';
import type { Order } from '@/lib/shared/orders/types';
import { oneLine, whatsappLink } from '@/lib/shared/whatsapp';
import { COUNTER_PAYMENT_LABELS } from './payment-methods';

export type ReceiptSale = Pick<
  Order,
  'number' | 'lines' | 'billDiscount' | 'billDiscountReason' | 'total' | 'counterPayments'
>;

export interface ReceiptContext {
  shopName: string;
  /** The invoice's public link (its PDF), or null when none was issued. */
  invoiceUrl: string | null;
}

const MAX_LINK = 4000;

interface Form {
  nameMax: number | null;
  reasons: boolean;
  /** Lines listed; the rest are counted. */
  maxLines: number;
}

const FORMS: Form[] = [
  { nameMax: null, reasons: true, maxLines: Infinity },
  { nameMax: 32, reasons: true, maxLines: Infinity },
  { nameMax: 24, reasons: false, maxLines: Infinity },
  ...[30, 15, 5].map((maxLines) => ({ nameMax: 16, reasons: false, maxLines })),
];

const off = (amount: string) => `−${formatPrice(amount)}`;
const because = (reason: string, form: Form) =>
  form.reasons && oneLine(reason) ? ` (${oneLine(reason)})` : '';

function build(sale: ReceiptSale, ctx: ReceiptContext, form: Form): string {
  const out = [`Thank you for shopping at ${oneLine(ctx.shopName)}!`, `Bill ${sale.number}`, ''];
  sale.lines.slice(0, form.maxLines).forEach((line, i) => {
    const name = oneLine(line.name);
    const shown = form.nameMax === null ? name : cutGraphemes(name, form.nameMax, '.');
    const size = line.size ? ` (${line.size})` : '';
    out.push(`${i + 1}. ${shown}${size} × ${line.qty} = ${formatPrice(line.lineTotal)}`);
    if (toPaise(line.discount) > 0) {
      out.push(`   Discount ${off(line.discount)}${because(line.discountReason, form)}`);
    }
  });
  const more = sale.lines.length - form.maxLines;
  if (more > 0) out.push(`…and ${more} more (see the invoice)`);
  out.push('');
  if (toPaise(sale.billDiscount) > 0) {
    out.push(`Bill discount: ${off(sale.billDiscount)}${because(sale.billDiscountReason, form)}`);
  }
  out.push(`Total: ${formatPrice(sale.total)}`);
  if (sale.counterPayments.length) {
    const parts = sale.counterPayments.map(
      (p) => `${COUNTER_PAYMENT_LABELS[p.method]} ${formatPrice(p.amount)}`,
    );
    out.push(`Paid by: ${parts.join(', ')}`);
  }
  if (ctx.invoiceUrl) out.push(`Invoice: ${ctx.invoiceUrl}`);
  return out.join('\n');
}

/** The receipt's text; the shortest form that keeps the link to `phone` under the limit. */
export function counterReceiptMessage(
  sale: ReceiptSale,
  ctx: ReceiptContext,
  phone = '919999999999',
): string {
  let text = '';
  for (const form of FORMS) {
    text = build(sale, ctx, form);
    if (whatsappLink(whatsappDigits(phone), text).length <= MAX_LINK) return text;
  }
  return text;
}

/** The wa.me link that opens the receipt in a chat with the customer, or null without a phone. */
export function counterReceiptLink(
  sale: ReceiptSale,
  ctx: ReceiptContext,
  phone: string,
): string | null {
  if (!phone) return null;
  return whatsappLink(whatsappDigits(phone), counterReceiptMessage(sale, ctx, phone));
}
