import 'server-only';
// What POST /api/counter-sales/ answers for a completed sale (`CounterSaleAnswer`): its number,
// total and change, the invoice, and the links the till opens next (the 80 mm receipt, the
// invoice's PDF, the WhatsApp receipt for the customer's phone). Links are absolute.
import { absoluteUrl } from '@/lib/shared/absolute-url';
import { counterReceiptLink } from '@/lib/shared/counter/receipt-message';
import type { CounterSaleAnswer } from '@/lib/shared/counter/sale-request';
import { paiseToString } from '@/lib/shared/money';
import type { ShopInfo } from '@/lib/shared/shop';
import type { CounterSale } from './complete';

export function counterSaleAnswer(
  sale: CounterSale,
  shop: Pick<ShopInfo, 'name'>,
  base: string,
): CounterSaleAnswer {
  const { order } = sale;
  // The shopper's own link (by the order's unguessable token), not the admin's.
  const invoiceUrl = order.invoiceNumber
    ? absoluteUrl(base, `/orders/${order.token}/invoice.pdf`)
    : null;
  return {
    number: order.number,
    total: order.total,
    change: paiseToString(sale.changePaise),
    invoice_number: order.invoiceNumber,
    receipt_url: absoluteUrl(base, `/admin/orders/${encodeURIComponent(order.number)}/receipt`),
    invoice_url: invoiceUrl,
    whatsapp_url: counterReceiptLink(order, { shopName: shop.name, invoiceUrl }, order.phone),
    repeated: sale.repeated,
  };
}
