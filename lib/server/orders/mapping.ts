import 'server-only';
import type { OrderEventRow, OrderLineRow, OrderRow, PaymentEventRow } from '@/db/schema';
import { paiseToString, rupeesText, toPaise } from '@/lib/shared/money';
import type { Fulfilment } from '@/lib/shared/orders/checkout';
import { isPaymentMethod, paymentStatus, type PaymentEventKind } from '@/lib/shared/orders/payment';
import type { OrderStatus } from '@/lib/shared/orders/status';
import type { Order, OrderLine } from '@/lib/shared/orders/types';
import { displayNumber } from './order-number';

export function toOrderLine(row: OrderLineRow): OrderLine {
  const unitPrice = rupeesText(row.unitPrice);
  return {
    productId: row.productId,
    name: row.name,
    size: row.size === '' ? null : row.size,
    qty: row.qty,
    unitPrice,
    lineTotal: paiseToString(toPaise(unitPrice) * row.qty),
  };
}

export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  events: OrderEventRow[],
  payments: PaymentEventRow[] = [],
  documents: { invoice: string | null; creditNote: string | null } = {
    invoice: null,
    creditNote: null,
  },
): Order {
  const method = isPaymentMethod(row.paymentMethod) ? row.paymentMethod : null;
  return {
    number: displayNumber(row.number),
    token: row.token,
    status: row.status as OrderStatus,
    paid: row.paid,
    customerName: row.customerName,
    phone: row.phone,
    fulfilment: row.fulfilment as Fulfilment,
    address: row.address,
    pincode: row.pincode,
    note: row.note,
    subtotal: rupeesText(row.subtotal),
    deliveryCharge: rupeesText(row.deliveryCharge),
    total: orderTotal(row),
    paymentMethod: method,
    buyerState: row.buyerState,
    payment: paymentStatus(
      method,
      row.paid,
      payments.map((p) => ({
        kind: p.kind as PaymentEventKind,
        utr: p.utr,
        at: p.createdAt.toISOString(),
      })),
    ),
    invoiceNumber: documents.invoice,
    creditNoteNumber: documents.creditNote,
    lines: [...lines].sort((a, b) => a.position - b.position).map(toOrderLine),
    events: events.map((e) => ({
      status: e.status as OrderStatus,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the shopper pays: the subtotal and the delivery charge ("2398.00"). */
export function orderTotal(row: Pick<OrderRow, 'subtotal' | 'deliveryCharge'>): string {
  return paiseToString(toPaise(row.subtotal) + toPaise(row.deliveryCharge));
}
