import 'server-only';
// Placing an order from the cart: the server prices every line from the catalogue,
// refuses lines it cannot sell (409 naming each), takes a gap-free number and an unguessable
// token, and stores the order with its first event, all in one transaction. Stock moves only when
// the shop confirms (status.ts). Store credit the signed-in shopper chose is spent in the same
// transaction (lib/server/store-credit), so a balance pays for one order only.
import { randomBytes } from 'node:crypto';
import { orderEvents, orderLines, orders } from '@/db/schema';
import { sizeColumn } from '@/db/schema/columns';
import { formatPrice, paiseToString, toPaise } from '@/lib/shared/money';
import type { CheckoutDetails } from '@/lib/shared/orders/checkout';
import { deliveryChargePaise } from '@/lib/shared/orders/delivery';
import { paymentFor } from '@/lib/shared/orders/payment';
import { ORDER_LIMITS, type Order } from '@/lib/shared/orders/types';
import type { ProductLine } from '@/lib/shared/cart/product-line';
import type { Product } from '@/lib/shared/product';
import { currentPrice } from '@/lib/shared/sale';
import type { MessageLine } from '@/lib/shared/whatsapp';
import type { Caller } from '@/lib/server/auth/roles';
import { countOrder } from '@/lib/server/auth/throttle';
import { database, isUniqueViolation } from '@/lib/server/infra/db';
import { LinesUnavailableError, ValidationError } from '@/lib/server/infra/errors';
import { removeOrderedLines } from '@/lib/server/carts/ordered-lines';
import { queryProductsByIds } from '@/lib/server/products/catalogue-pages';
import { getShopSettings } from '@/lib/server/settings';
import { spendOnWebOrderInTx, webCreditToSpend } from '@/lib/server/store-credit';
import { toOrder } from './mapping';
import { messageLines } from './message-lines';
import { takeOrderNumber } from '@/lib/server/order-numbers';
import { orderForRepeat } from './repeat';
import { orderedLines, unavailableLine } from './requested-lines';

export interface OrderRequest {
  lines: ProductLine[];
  details: CheckoutDetails;
  /** The checkout's key (repeat.ts), or null from a client that sends none. */
  idempotencyKey: string | null;
}

/** The order, and whether it was saved by an earlier request with the same checkout key. */
export interface PlacedOrder {
  order: Order;
  repeated: boolean;
  /** Its lines as the WhatsApp message shows them, from the products read to place it. */
  messageLines: MessageLine[];
}

/** 32 random bytes, base64url: 256 bits, far past guessing or enumerating. */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Saves an order from the cart, or finds the one this checkout (its key) saved already. Guests and
 * customers alike; a signed-in caller's order is linked to them.
 */
export async function placeOrder(
  caller: Caller | null,
  request: OrderRequest,
  clientAddress: string | null,
): Promise<PlacedOrder> {
  const lines = orderedLines(request.lines);
  const key = request.idempotencyKey;
  const earlier = key === null ? null : await orderForRepeat(caller, key, lines);
  if (earlier) return repeatOf(earlier);
  await countOrder(clientAddress);
  try {
    const { order, products } = await saveOrder(caller, request.details, lines, key);
    return { order, repeated: false, messageLines: messageLines(order, products) };
  } catch (err) {
    // The same checkout won the race on another request (or server) a moment ago.
    const winner =
      key !== null && isUniqueViolation(err) && (await orderForRepeat(caller, key, lines));
    if (winner) return repeatOf(winner);
    throw err;
  }
}

/**
 * An order this checkout saved before, with its products read for the message's photos. The
 * order is saved, so a failed read must not become an error answer (the shopper would order
 * again): the message then goes without photos and colours.
 */
async function repeatOf(order: Order): Promise<PlacedOrder> {
  const ids = order.lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const products = await queryProductsByIds(ids).catch((error: unknown) => {
    console.error(`[orders] ${order.number} repeated; its message goes without photos`, error);
    return [];
  });
  return { order, repeated: true, messageLines: messageLines(order, products) };
}

async function saveOrder(
  caller: Caller | null,
  details: CheckoutDetails,
  lines: ProductLine[],
  idempotencyKey: string | null,
): Promise<{ order: Order; products: Product[] }> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const items = await queryProductsByIds(ids);
  const byId = new Map(items.map((p) => [p.id, p]));
  const refused = lines.flatMap((line) => unavailableLine(byId.get(line.productId), line) ?? []);
  if (refused.length) {
    throw new LinesUnavailableError(
      'Some items in your cart are no longer available as asked.',
      refused,
    );
  }
  const priced = lines.map((line, position) => {
    const product = byId.get(line.productId)!;
    // On sale, the sale price: the invoice's taxable value and slab follow from it.
    return { line, product, position, paise: toPaise(currentPrice(product)) * line.qty };
  });
  const subtotalPaise = priced.reduce((sum, p) => sum + p.paise, 0);
  if (subtotalPaise > ORDER_LIMITS.maxSubtotalPaise) {
    throw new ValidationError({
      lines: [
        `An order may total at most ${formatPrice(ORDER_LIMITS.maxSubtotalPaise / 100)}; this one totals ${formatPrice(subtotalPaise / 100)}. Split it into smaller orders, or talk to the shop.`,
      ],
    });
  }
  const subtotal = paiseToString(subtotalPaise);
  const settings = await getShopSettings();
  if (details.payment_method === 'upi' && settings.upiId === '') {
    throw new ValidationError({
      payment_method: [
        'This shop takes no UPI payments on the site: choose to pay on delivery or at the shop.',
      ],
    });
  }
  const deliveryCharge = deliveryChargePaise(
    { feePaise: settings.deliveryFeePaise, freeAbovePaise: settings.freeDeliveryAbovePaise },
    details.fulfilment,
    subtotalPaise,
  );
  const creditPaise = await webCreditToSpend(caller, {
    phone: details.phone,
    askedPaise: details.store_credit,
    totalPaise: subtotalPaise + deliveryCharge,
  });
  const db = await database();
  const order = await db.transaction(async (tx) => {
    const number = await takeOrderNumber(tx);
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        token: newToken(),
        customerName: details.name,
        phone: details.phone,
        fulfilment: details.fulfilment,
        address: details.address,
        pincode: details.pincode,
        note: details.note,
        subtotal,
        deliveryCharge: paiseToString(deliveryCharge),
        creditPaid: paiseToString(creditPaise),
        paymentMethod: paymentFor(details.payment_method || null, details.fulfilment),
        buyerState: details.fulfilment === 'delivery' ? details.state || settings.stateCode : '',
        userId: caller?.id ?? null,
        idempotencyKey,
      })
      .returning();
    if (!order) throw new Error('order insert returned no row');
    await spendOnWebOrderInTx(tx, {
      phone: order.phone,
      amountPaise: creditPaise,
      orderId: order.id,
    });
    const lineRows = await tx
      .insert(orderLines)
      .values(
        priced.map(({ line, product, position }) => ({
          orderId: order.id,
          productId: product.id,
          name: product.name,
          size: sizeColumn(line.size),
          unitPrice: currentPrice(product),
          qty: line.qty,
          position,
        })),
      )
      .returning();
    const eventRows = await tx
      .insert(orderEvents)
      .values({ orderId: order.id, status: 'new' })
      .returning();
    // A signed-in shopper's ordered lines leave their server cart with the order, so another
    // device of theirs does not offer to order them again.
    if (caller) await removeOrderedLines(tx, caller.id, lines);
    return toOrder(order, lineRows, eventRows);
  });
  return { order, products: items };
}
