import 'server-only';
// Placing an order from the cart (issue 13): the server prices every line from the catalogue,
// refuses lines it cannot sell (409 naming each), takes a gap-free number and an unguessable
// token, and stores the order with its first event, all in one transaction. Stock moves only when
// the shop confirms (status.ts).
import { randomBytes } from 'node:crypto';
import { orderEvents, orderLines, orders } from '@/db/schema';
import { formatPrice, paiseToString, toPaise } from '@/lib/shared/money';
import type { CheckoutDetails } from '@/lib/shared/orders/checkout';
import { deliveryChargePaise } from '@/lib/shared/orders/delivery';
import { paymentFor } from '@/lib/shared/orders/payment';
import { ORDER_LIMITS, type Order } from '@/lib/shared/orders/types';
import {
  lineLabel,
  shortStockMessage,
  type UnavailableLine,
} from '@/lib/shared/orders/unavailable-line';
import type { Product } from '@/lib/shared/product';
import { currentPrice } from '@/lib/shared/sale';
import { offeredSizes, stockOfSize } from '@/lib/shared/sizes';
import type { Caller } from '@/lib/server/auth/roles';
import { countOrder } from '@/lib/server/auth/throttle';
import { database, isUniqueViolation } from '@/lib/server/infra/db';
import { LinesUnavailableError, ValidationError } from '@/lib/server/infra/errors';
import { queryProducts } from '@/lib/server/products/queries';
import { getShopSettings } from '@/lib/server/settings';
import { toOrder } from './mapping';
import { takeOrderNumber } from './order-number';
import { orderForRepeat } from './repeat';

export interface RequestedLine {
  productId: number;
  size: string | null;
  qty: number;
}

export interface OrderRequest {
  lines: RequestedLine[];
  details: CheckoutDetails;
  /** The checkout's key (repeat.ts), or null from a client that sends none. */
  idempotencyKey: string | null;
}

/** The order, and whether it was saved by an earlier request with the same checkout key. */
export interface PlacedOrder {
  order: Order;
  repeated: boolean;
}

/** 32 random bytes, base64url: 256 bits, far past guessing or enumerating. */
const newToken = () => randomBytes(32).toString('base64url');

/** The same product and size asked twice is one line; more than the per-line limit is a 400. */
function mergeLines(lines: RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const key = `${line.productId}|${line.size ?? ''}`;
    const qty = (merged.get(key)?.qty ?? 0) + line.qty;
    merged.set(key, { ...line, qty });
  }
  const tooMany = [...merged.values()].find((l) => l.qty > ORDER_LIMITS.maxQty);
  if (tooMany) {
    throw new ValidationError({
      lines: [
        `At most ${ORDER_LIMITS.maxQty} of one item (product ${tooMany.productId}) per order.`,
      ],
    });
  }
  return [...merged.values()];
}

/** Why a line cannot be sold as asked, or null when it can (the order is not yet confirmed). */
export function unavailableLine(
  product: Product | undefined,
  line: RequestedLine,
): UnavailableLine | null {
  const base = { product_id: line.productId, size: line.size };
  if (!product) {
    return {
      ...base,
      reason: 'not_found',
      available: 0,
      message: `Product ${line.productId} is no longer in the shop.`,
    };
  }
  const label = lineLabel(product.name, line.size);
  if (!product.available) {
    return {
      ...base,
      reason: 'unavailable',
      available: 0,
      message: `${label} is currently unavailable.`,
    };
  }
  if (line.size !== null && !offeredSizes(product).includes(line.size)) {
    return {
      ...base,
      reason: 'size_not_offered',
      available: 0,
      message: `"${product.name}" no longer comes in size ${line.size}.`,
    };
  }
  const left = Math.max(0, stockOfSize(product, line.size));
  if (left >= line.qty) return null;
  const reason = left > 0 ? 'too_few' : 'sold_out';
  return { ...base, reason, available: left, message: shortStockMessage(label, left) };
}

/**
 * Saves an order from the cart, or finds the one this checkout (its key) saved already. Guests and
 * customers alike; a signed-in caller's order is linked to them.
 */
export async function placeOrder(
  caller: Caller | null,
  request: OrderRequest,
  clientAddress: string | null,
): Promise<PlacedOrder> {
  const lines = mergeLines(request.lines);
  const key = request.idempotencyKey;
  const earlier = key === null ? null : await orderForRepeat(caller, key, lines);
  if (earlier) return { order: earlier, repeated: true };
  await countOrder(clientAddress);
  try {
    return { order: await saveOrder(caller, request.details, lines, key), repeated: false };
  } catch (err) {
    // The same checkout won the race on another request (or server) a moment ago.
    const winner =
      key !== null && isUniqueViolation(err) && (await orderForRepeat(caller, key, lines));
    if (winner) return { order: winner, repeated: true };
    throw err;
  }
}

async function saveOrder(
  caller: Caller | null,
  details: CheckoutDetails,
  lines: RequestedLine[],
  idempotencyKey: string | null,
): Promise<Order> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const { items } = await queryProducts({ ids });
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
  if (details.payment === 'upi' && settings.upiId === '') {
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
  const db = await database();
  return db.transaction(async (tx) => {
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
        paymentMethod: paymentFor(details.payment || null, details.fulfilment),
        buyerState: details.fulfilment === 'delivery' ? details.state || settings.stateCode : '',
        userId: caller?.id ?? null,
        idempotencyKey,
      })
      .returning();
    if (!order) throw new Error('order insert returned no row');
    const lineRows = await tx
      .insert(orderLines)
      .values(
        priced.map(({ line, product, position }) => ({
          orderId: order.id,
          productId: product.id,
          name: product.name,
          size: line.size ?? '',
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
    return toOrder(order, lineRows, eventRows);
  });
}
