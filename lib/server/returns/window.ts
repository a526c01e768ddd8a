import 'server-only';
// Where an order stands for a shopper's exchange or return: the shop's window (settings, and
// when the order was completed), each line's pieces still the customer's to bring back, the
// sizes an exchange may have now (in stock, read from the catalogue), and whether a request is
// already being worked on. The status page shows it; the ask checks against it.
import { and, asc, eq } from 'drizzle-orm';
import { orderEvents, orders, returnRequests, type OrderRow } from '@/db/schema';
import type { Product } from '@/lib/shared/product';
import type { ShopperReturns } from '@/lib/shared/returns/view';
import {
  LINE_REFUSAL_TEXT,
  lineOffers,
  returnWindow,
  windowText,
  type LineOffer,
  type ReturnWindow,
} from '@/lib/shared/returns/window';
import { hasSizes, offeredSizes, sizeInStock } from '@/lib/shared/sizes';
import { database, type Db, type Tx } from '@/lib/server/infra/db';
import { getShopSettings } from '@/lib/server/settings';
import { productsFor } from './exchange-piece';
import { openReturnWhere, returnsForOrder } from './read';
import { returnableLines, type ReturnableLine } from './returnable';

export interface ShopperLine extends ReturnableLine, LineOffer {
  /** Other sizes of the same product in stock now ([] when it has no sizes or is gone). */
  exchangeSizes: string[];
}

export interface ReturnState {
  window: ReturnWindow;
  lines: ShopperLine[];
  /** A request of this order is being worked on (asked, accepted or received). */
  openRequest: boolean;
}

/**
 * When the pieces reached the customer: the first "completed" event (delivered, picked up, or
 * the counter's sale; later events in that status are notes, such as a return's steps); a
 * completed order without one (written before events were kept) counts from when it was placed.
 * Null when the order is not completed.
 */
export async function completedAt(db: Db | Tx, order: OrderRow): Promise<Date | null> {
  if (order.status !== 'completed') return null;
  const [event] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'completed')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
    .limit(1);
  return event?.at ?? order.createdAt;
}

/** Sizes of `product` other than `size` a shopper may swap to now. */
function otherSizesInStock(product: Product | undefined, size: string | null): string[] {
  if (!product || !hasSizes(product)) return [];
  return offeredSizes(product).filter((s) => s !== size && sizeInStock(product, s));
}

/** The order's lines with what each offers; `products` read once for the kinds and sizes. */
export async function returnState(
  db: Db | Tx,
  order: OrderRow,
  now = new Date(),
): Promise<ReturnState & { products: Map<number, Product> }> {
  const [settings, at, lines, [open]] = await Promise.all([
    getShopSettings(),
    completedAt(db, order),
    returnableLines(db, order),
    db
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, order.id), openReturnWhere))
      .limit(1),
  ]);
  const products = await productsFor(lines.map((l) => l.productId));
  const offers = lineOffers(
    settings,
    lines.map((l) => ({
      orderLineId: l.orderLineId,
      productId: l.productId !== null && products.has(l.productId) ? l.productId : null,
      kind: l.productId === null ? null : (products.get(l.productId)?.subCategory ?? null),
      qty: l.qty,
      left: l.left,
    })),
  );
  return {
    window: returnWindow(settings, { status: order.status, completedAt: at }, now),
    lines: lines.map((l, i) => {
      const product = l.productId === null ? undefined : products.get(l.productId);
      return { ...l, ...offers[i]!, exchangeSizes: otherSizesInStock(product, l.size) };
    }),
    openRequest: open !== undefined,
    products,
  };
}

/**
 * The status page's exchanges and returns, by the page's token (the only key): the window, the
 * lines with what each offers, and the order's requests. Null for an unknown token.
 */
export async function shopperReturns(token: string): Promise<ShopperReturns | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const db = await database();
  const [order] = await db.select().from(orders).where(eq(orders.token, token)).limit(1);
  if (!order) return null;
  const [state, requests, settings] = await Promise.all([
    returnState(db, order),
    returnsForOrder(order.id),
    getShopSettings(),
  ]);
  const someLeft = state.lines.some((l) => l.left > 0);
  const canAsk = state.window.open && !state.openRequest && someLeft;
  return {
    returnsOpen: settings.returnsOpen,
    canAsk,
    windowText:
      !state.window.open || canAsk
        ? windowText(state.window)
        : state.lines.every((l) => l.refused === 'kind')
          ? 'The items of this order cannot be exchanged or returned.'
          : 'Every piece of this order is already in an exchange or return.',
    lines: state.lines.map((l) => ({
      orderLineId: l.orderLineId,
      name: l.name,
      size: l.size,
      qty: l.qty,
      left: l.left,
      refusal: l.refused ? LINE_REFUSAL_TEXT[l.refused] : null,
      exchangeSizes: l.canExchange ? l.exchangeSizes : [],
    })),
    requests,
  };
}
