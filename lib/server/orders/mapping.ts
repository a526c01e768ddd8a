import 'server-only';
import type {
  CounterPaymentRow,
  OrderEventRow,
  OrderLineRow,
  OrderRow,
  PaymentEventRow,
} from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import { paiseToString, rupeesText, toPaise } from '@/lib/shared/money';
import { isPaymentMethod, paymentStatus } from '@/lib/shared/orders/payment';
import type { CounterPayment, Order, OrderLine } from '@/lib/shared/orders/types';
import { displayNumber } from '@/lib/server/order-numbers';

export function toOrderLine(row: OrderLineRow): OrderLine {
  const unitPrice = rupeesText(row.unitPrice);
  return {
    productId: row.productId,
    name: row.name,
    size: sizeOf(row.size),
    qty: row.qty,
    unitPrice,
    lineTotal: paiseToString(toPaise(unitPrice) * row.qty - toPaise(row.discount)),
    discount: rupeesText(row.discount),
    discountReason: row.discountReason,
  };
}

export function toCounterPayment(row: CounterPaymentRow): CounterPayment {
  const amount = rupeesText(row.amount);
  const tendered = row.tendered === null ? null : rupeesText(row.tendered);
  return {
    method: row.method,
    amount,
    tendered,
    change: tendered === null ? null : paiseToString(toPaise(tendered) - toPaise(amount)),
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
  counterPayments: CounterPaymentRow[] = [],
): Order {
  const method = isPaymentMethod(row.paymentMethod) ? row.paymentMethod : null;
  return {
    number: displayNumber(row.number),
    token: row.token,
    status: row.status,
    paid: row.paid,
    customerName: row.customerName,
    phone: row.phone,
    fulfilment: row.fulfilment,
    address: row.address,
    pincode: row.pincode,
    note: row.note,
    subtotal: rupeesText(row.subtotal),
    deliveryCharge: rupeesText(row.deliveryCharge),
    total: orderTotal(row),
    creditPaid: rupeesText(row.creditPaid),
    paymentMethod: method,
    buyerState: row.buyerState,
    payment: paymentStatus(
      method,
      row.paid,
      payments.map((p) => ({
        kind: p.kind,
        utr: p.utr,
        at: p.createdAt.toISOString(),
      })),
    ),
    invoiceNumber: documents.invoice,
    creditNoteNumber: documents.creditNote,
    lines: [...lines].sort((a, b) => a.position - b.position).map(toOrderLine),
    events: events.map((e) => ({
      status: e.status,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    channel: row.channel,
    buyerGstin: row.buyerGstin,
    billDiscount: rupeesText(row.billDiscount),
    billDiscountReason: row.billDiscountReason,
    counterPayments: [...counterPayments].sort((a, b) => a.id - b.id).map(toCounterPayment),
  };
}

/** What the shopper pays: the subtotal and the delivery charge ("2398.00"). */
export function orderTotal(row: Pick<OrderRow, 'subtotal' | 'deliveryCharge'>): string {
  return paiseToString(toPaise(row.subtotal) + toPaise(row.deliveryCharge));
}

/** What the shop receives for the order: the total less the store credit that paid part of it. */
export function amountDue(
  row: Pick<OrderRow, 'subtotal' | 'deliveryCharge' | 'creditPaid'>,
): string {
  return paiseToString(toPaise(orderTotal(row)) - toPaise(row.creditPaid));
}
