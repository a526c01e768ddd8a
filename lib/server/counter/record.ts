import 'server-only';
// Writing a priced counter sale, inside the caller's transaction: the order (channel counter,
// completed, paid, stock taken, picked up at the shop), its lines at today's price with their own
// discounts, its one event, its payments, the stock moved off the shelf with a ledger row per
// line, and its GST invoice. Any refusal (a line sold out meanwhile) rolls all of it back.
import { randomBytes } from 'node:crypto';
import { orderEvents, orderLines, orders, type OrderRow } from '@/db/schema';
import { sizeColumn } from '@/db/schema/columns';
import type { CounterPaymentPart } from '@/lib/shared/counter/bill';
import type { CounterSaleRequest } from '@/lib/shared/counter/sale-request';
import { paiseToString } from '@/lib/shared/money';
import type { Caller } from '@/lib/server/auth/roles';
import type { Tx } from '@/lib/server/infra/db';
import { LinesUnavailableError } from '@/lib/server/infra/errors';
import { issueInvoiceInTx, type InvoiceContext } from '@/lib/server/invoices/issue';
import { takeOrderNumber } from '@/lib/server/order-numbers';
import { moveStock } from '@/lib/server/orders/stock-moves';
import { recordPayments } from './payments';
import type { PricedSale } from './pricing';

/** The name a sale without one is recorded under (the receipt and invoice show it). */
export const WALK_IN_NAME = 'Walk-in customer';

export const SALE_EVENT_NOTE = 'Sold at the counter';

const newToken = () => randomBytes(32).toString('base64url');

export interface RecordedSale {
  row: OrderRow;
  invoiceNumber: string;
  /** The products whose stock changed. */
  touched: number[];
}

export async function recordSale(
  tx: Tx,
  admin: Caller,
  request: CounterSaleRequest,
  priced: PricedSale,
  parts: readonly CounterPaymentPart[],
  invoicing: InvoiceContext,
): Promise<RecordedSale> {
  const number = await takeOrderNumber(tx);
  const { customer } = request;
  const [row] = await tx
    .insert(orders)
    .values({
      number,
      token: newToken(),
      customerName: customer.name || WALK_IN_NAME,
      phone: customer.phone,
      fulfilment: 'pickup',
      subtotal: paiseToString(priced.bill.totalPaise),
      deliveryCharge: '0',
      paymentMethod: 'at_shop',
      buyerState: '',
      status: 'completed',
      paid: true,
      stockTaken: true,
      userId: null,
      idempotencyKey: request.idempotency_key,
      channel: 'counter',
      buyerGstin: customer.gstin,
      billDiscount: paiseToString(priced.bill.billDiscountPaise),
      billDiscountReason: priced.bill.billDiscountPaise > 0 ? request.bill_discount_reason : '',
    })
    .returning();
  if (!row) throw new Error('counter sale insert returned no row');
  // The stock before the lines: a line's insert takes a share lock on its product (its foreign
  // key), and asking for the product's write lock on top of that is what deadlocks with a web
  // order being confirmed. Locked first, the sale and the confirm simply queue.
  const touched = await takeStock(tx, priced, row.id, admin.id);
  await tx.insert(orderLines).values(
    priced.lines.map((line, position) => ({
      orderId: row.id,
      productId: line.productId,
      name: line.name,
      size: sizeColumn(line.size),
      unitPrice: paiseToString(line.unitPricePaise),
      qty: line.qty,
      discount: paiseToString(line.discountPaise),
      discountReason: line.discountReason,
      position,
    })),
  );
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, status: 'completed', note: SALE_EVENT_NOTE, adminId: admin.id });
  await recordPayments(tx, row.id, parts);
  const invoice = await issueInvoiceInTx(tx, row, invoicing);
  return { row, invoiceNumber: invoice.number, touched };
}

/** The lines off the shelf (`moveStock` takes them in product and size order). */
async function takeStock(
  tx: Tx,
  priced: PricedSale,
  orderId: number,
  adminId: number,
): Promise<number[]> {
  try {
    return await moveStock(tx, priced.lines, -1, { reason: 'counter_sale', orderId, adminId });
  } catch (error) {
    if (error instanceof LinesUnavailableError) {
      throw new LinesUnavailableError('Not enough stock for this sale.', error.lines);
    }
    throw error;
  }
}
