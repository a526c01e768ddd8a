import 'server-only';
// Orders on the wire (docs/api.md): snake_case, money as decimal strings, the number as
// people say it ("SP-1042"). Admins, and the customer for their own orders, get the whole order;
// the public status page (components/orders/public-order.ts) is a page, not an endpoint.
import { absoluteUrl } from '@/lib/shared/absolute-url';
import { toPaise } from '@/lib/shared/money';
import { checkoutLink } from '@/lib/shared/orders/order-message';
import { whatsappLink } from '@/lib/shared/whatsapp';
import type { PaymentStatus } from '@/lib/shared/orders/payment';
import type { Order, OrderLine } from '@/lib/shared/orders/types';
import type { ReturnView } from '@/lib/shared/returns/view';
import type { ShopInfo } from '@/lib/shared/shop';
import type { PlacedOrder } from '@/lib/server/orders';
import { returnsByOrderNumber } from '@/lib/server/returns/owner-read';

export const statusUrl = (order: Pick<Order, 'token'>, base: string) =>
  absoluteUrl(base, `/orders/${order.token}`);

function lineWire(line: OrderLine) {
  return {
    product_id: line.productId,
    name: line.name,
    size: line.size,
    qty: line.qty,
    unit_price: line.unitPrice,
    line_total: line.lineTotal,
  };
}

/**
 * What only a counter sale carries: its lines' own discounts with their reasons, the bill's
 * discount, a business buyer's GSTIN and how it was paid. A web order's wire stays as it was.
 */
function counterWire(order: Order) {
  return {
    buyer_gstin: order.buyerGstin,
    bill_discount: order.billDiscount,
    bill_discount_reason: order.billDiscountReason,
    counter_payments: order.counterPayments.map((p) => ({
      method: p.method,
      amount: p.amount,
      tendered: p.tendered,
      change: p.change,
    })),
    lines: order.lines.map((line) => ({
      ...lineWire(line),
      discount: line.discount,
      discount_reason: line.discountReason,
    })),
  };
}

/** Where the payment stands: {method, state, utr, claimed_at}. */
export function paymentWire(payment: PaymentStatus) {
  return {
    method: payment.method,
    state: payment.state,
    utr: payment.utr,
    claimed_at: payment.claimedAt,
  };
}

/** One exchange or return request of an order (docs/api.md "Returns and exchanges"). */
export function returnWire(view: ReturnView) {
  return {
    id: view.id,
    status: view.status,
    source: view.source,
    note: view.note,
    decline_reason: view.declineReason,
    lines: view.lines.map((l) => ({
      order_line_id: l.orderLineId,
      name: l.name,
      size: l.size,
      qty: l.qty,
      action: l.action,
      reason: l.reason,
      unit_paid: l.unitPaid,
      new_product_id: l.newProductId,
      new_name: l.newName,
      new_size: l.newSize,
      new_unit_price: l.newUnitPrice,
      condition: l.condition,
    })),
    refund_method: view.refundMethod,
    refund_reference: view.refundReference,
    refunded: view.refunded,
    collected: view.collected,
    documents: (view.documents ?? []).map((d) => ({ kind: d.kind, number: d.number })),
    created_at: view.createdAt,
    received_at: view.receivedAt,
    done_at: view.doneAt,
  };
}

/** The return requests of these orders, by order number, for `orderWire`'s `returns`. */
export function returnsOfOrders(list: readonly Pick<Order, 'number'>[]) {
  return returnsByOrderNumber(list.map((o) => o.number));
}

/**
 * The whole order: for admins, and for the customer who placed it (customerOrderWire). The
 * payment adds `also_claimed_for`: other orders claimed with one of this order's references.
 * `returns` are its exchange and return requests, newest first (read by `returnsOfOrders`).
 */
export function orderWire(order: Order, base: string, returns: readonly ReturnView[] = []) {
  return {
    number: order.number,
    status: order.status,
    paid: order.paid,
    name: order.customerName,
    phone: order.phone,
    fulfilment: order.fulfilment,
    address: order.address,
    pincode: order.pincode,
    note: order.note,
    subtotal: order.subtotal,
    delivery_charge: order.deliveryCharge,
    total: order.total,
    /** Store credit paid towards the total ("0.00" when none); total − credit_paid is left to pay. */
    credit_paid: order.creditPaid ?? '0.00',
    payment_method: order.paymentMethod,
    state: order.buyerState,
    payment: { ...paymentWire(order.payment), also_claimed_for: order.payment.alsoClaimedFor },
    invoice_number: order.invoiceNumber,
    credit_note_number: order.creditNoteNumber,
    lines: order.lines.map(lineWire),
    events: order.events.map((e) => ({ status: e.status, note: e.note, at: e.at })),
    created_at: order.createdAt,
    status_url: statusUrl(order, base),
    /** 'web' or 'counter': where the sale happened. */
    channel: order.channel,
    ...(order.channel === 'counter' ? counterWire(order) : {}),
    returns: returns.map(returnWire),
  };
}

/**
 * Every answer to POST /api/orders/ (a saved order): the order as its customer reads it (the
 * details they sent, the charges, the payment, the paperwork's numbers), with its token and
 * WhatsApp link.
 */
function placedOrderWire(order: Order, base: string, whatsapp_url: string) {
  return { ...customerOrderWire(order, base), token: order.token, whatsapp_url };
}

/**
 * The answer to POST /api/orders/: the saved lines as priced by the server, the status link and
 * the WhatsApp link whose message starts with the number, carries the charges and the shopper's
 * details and ends with that link; its lines come from placing the order (photos and colours).
 */
export function createdOrderWire(
  { order, messageLines }: Pick<PlacedOrder, 'order' | 'messageLines'>,
  shop: ShopInfo,
  base: string,
) {
  const status_url = statusUrl(order, base);
  return placedOrderWire(
    order,
    base,
    checkoutLink(
      shop.whatsapp,
      messageLines,
      { shopName: shop.name, siteUrl: base },
      {
        name: order.customerName,
        phone: order.phone,
        fulfilment: order.fulfilment,
        address: order.address,
        pincode: order.pincode,
        state: order.buyerState,
        note: order.note,
      },
      {
        number: order.number,
        statusUrl: status_url,
        charges: {
          fulfilment: order.fulfilment,
          deliveryPaise: toPaise(order.deliveryCharge),
          totalPaise: toPaise(order.total),
          creditPaise: toPaise(order.creditPaid ?? '0'),
          payment: order.paymentMethod,
        },
      },
    ),
  );
}

/**
 * An order as its customer reads it (GET /api/orders/mine/): what the status page shows, with
 * their own phone and address in full and the paid mark. The shop's notes (a cancel's reason,
 * "Marked paid") are the shop's own words to itself and stay in the inbox: every event keeps
 * its `note` field, empty, so older clients still find it, and only status changes are listed.
 */
export function customerOrderWire(order: Order, base: string, returns: readonly ReturnView[] = []) {
  const wire = orderWire(order, base, returns);
  const changes = order.events.filter(
    (e, i) => i === 0 || e.status !== order.events[i - 1]!.status,
  );
  // Other shoppers' order numbers are the shop's to see, not this customer's.
  const { also_claimed_for: _others, ...payment } = wire.payment;
  return {
    ...wire,
    payment,
    events: changes.map((e) => ({ status: e.status, note: '', at: e.at })),
  };
}

/**
 * The answer to POST /api/orders/ when the full one could not be made after the order was saved:
 * the same fields, with a WhatsApp message holding only the number and the status link. The
 * order is saved, so the shopper must get a 201, never an error that makes them order again.
 */
export function savedOrderFallbackWire(order: Order, shop: ShopInfo, base: string) {
  const status_url = statusUrl(order, base);
  return placedOrderWire(
    order,
    base,
    whatsappLink(
      shop.whatsapp,
      `Hello ${shop.name}, I have placed order ${order.number}.\n\nTrack your order: ${status_url}`,
    ),
  );
}
