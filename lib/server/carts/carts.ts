import 'server-only';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { cartItems, carts } from '@/db/schema';
import { toPaise } from '@/lib/shared/money';
import type { Product } from '@/lib/shared/product';
import { CART_LIMITS, LOCAL_CART_PREFIX } from '@/lib/shared/cart/types';
import { parseId } from '@/lib/shared/ids';
import { requireUser, type Caller } from '@/lib/server/auth/roles';
import { database, type Db } from '@/lib/server/infra/db';
import { DomainError, NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { queryProduct, queryProducts } from '@/lib/server/products/queries';

// One server cart per user (DESIGN.md §4). Every function takes the Caller and only ever reads
// or changes that caller's cart: another user's cart or line answers 404, as if it did not exist.

export interface ServerCartItem {
  id: number;
  product: Product;
  qty: number;
}

export interface ServerCart {
  id: number;
  items: ServerCartItem[];
  /** Sum of price x qty as a decimal string ("2998.00"). */
  subtotal: string;
}

export interface CartLine {
  productId: number;
  qty: number;
}

async function cartIdOf(db: Db, userId: number, create: boolean): Promise<number | null> {
  if (create)
    await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

async function loadCart(db: Db, cartId: number): Promise<ServerCart> {
  const rows = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const { items: found } = await queryProducts({ ids: rows.map((r) => r.productId) });
  const byId = new Map(found.map((p) => [p.id, p]));
  const items = rows.flatMap((r) => {
    const product = byId.get(r.productId);
    return product ? [{ id: r.id, product, qty: r.qty }] : [];
  });
  const paise = items.reduce((sum, i) => sum + toPaise(i.product.price) * i.qty, 0);
  return { id: cartId, items, subtotal: (paise / 100).toFixed(2) };
}

/** The caller's cart id from a path segment: their own cart, else 404 (local ids: 400). */
async function ownCartId(db: Db, caller: Caller, cartId: string): Promise<number> {
  const text = cartId.trim();
  if (text.startsWith(LOCAL_CART_PREFIX)) {
    throw new DomainError(
      'A local cart (local-cart-…) is kept in the browser only and cannot be synced.',
      400,
    );
  }
  const own = await cartIdOf(db, caller.id, false);
  if (own === null || parseId(text) !== own) throw new NotFoundError();
  return own;
}

/** The caller's cart, created empty on first use so it always has an id. */
export async function getCart(caller: Caller | null): Promise<ServerCart> {
  const user = requireUser(caller);
  const db = await database();
  const id = await cartIdOf(db, user.id, true);
  if (id === null) throw new Error('cart was not created');
  return loadCart(db, id);
}

/** GET on a sync path: the cart, when `cartId` is the caller's own. */
export async function getCartById(caller: Caller | null, cartId: string): Promise<ServerCart> {
  const user = requireUser(caller);
  const db = await database();
  return loadCart(db, await ownCartId(db, user, cartId));
}

/**
 * The one stock rule of both cart writes (the add POST and the sync PUT): a product may gain a
 * line, or more of it, only while it is in stock (available and stock above 0). A line already
 * in the cart may keep or lower its quantity whatever happens to the product: lines that go out
 * of stock stay. Quantities are otherwise 1 to CART_LIMITS.maxQty, not capped at the stock (which
 * changes by the hour; the cart page lowers them, and the shop confirms on WhatsApp).
 */
export function mayRaise(product: Pick<Product, 'inStock'>, current: number, next: number) {
  return next <= current || product.inStock;
}

const outOfStock = (product: Pick<Product, 'id' | 'name'>) =>
  `Sorry — "${product.name}" (product ${product.id}) is currently out of stock.`;

/** Adds a product (or more of it); answers the line and whether it is new. */
export async function addCartItem(
  caller: Caller | null,
  line: CartLine,
): Promise<{ item: ServerCartItem; created: boolean }> {
  const user = requireUser(caller);
  const product = await queryProduct(line.productId);
  if (!product)
    throw new ValidationError({ product_id: [`There is no product with id ${line.productId}.`] });
  if (!mayRaise(product, 0, line.qty))
    throw new ValidationError({ product_id: ['Sorry — this item is currently out of stock.'] });
  const db = await database();
  const cartId = await cartIdOf(db, user.id, true);
  if (cartId === null) throw new Error('cart was not created');
  const [row] = await productStillThere(
    db
      .insert(cartItems)
      .values({ cartId, productId: product.id, qty: line.qty })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: { qty: sql`least(${cartItems.qty} + excluded.qty, ${CART_LIMITS.maxQty})` },
      })
      // xmax is 0 for a freshly inserted row and set for an updated one (PostgreSQL and PGlite).
      .returning({ id: cartItems.id, qty: cartItems.qty, created: sql<boolean>`(xmax = 0)` }),
  );
  if (!row) throw new Error('cart line was not written');
  await touch(db, cartId);
  return { item: { id: row.id, product, qty: row.qty }, created: Boolean(row.created) };
}

/** Removes one of the caller's lines; any other id (another user's too) is 404. */
export async function removeCartItem(caller: Caller | null, itemId: number): Promise<void> {
  const user = requireUser(caller);
  const db = await database();
  const own = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, user.id));
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), inArray(cartItems.cartId, own)))
    .returning({ cartId: cartItems.cartId });
  if (!removed[0]) throw new NotFoundError();
  await touch(db, removed[0].cartId);
}

/**
 * The sync PUT: the caller's cart becomes exactly `lines` (a product listed twice, say in two
 * sizes, adds up). Unknown products refuse the whole change, and so does a new line or a raised
 * quantity of a product out of stock (mayRaise), naming the products.
 */
export async function replaceCartItems(
  caller: Caller | null,
  cartId: string,
  lines: CartLine[],
): Promise<ServerCart> {
  const user = requireUser(caller);
  const db = await database();
  const id = await ownCartId(db, user, cartId);
  const merged = new Map<number, number>();
  for (const l of lines)
    merged.set(l.productId, Math.min(CART_LIMITS.maxQty, (merged.get(l.productId) ?? 0) + l.qty));
  const ids = [...merged.keys()];
  const { items: found } = ids.length ? await queryProducts({ ids }) : { items: [] };
  const byId = new Map(found.map((p) => [p.id, p]));
  const missing = ids.filter((pid) => !byId.has(pid));
  if (missing.length)
    throw new ValidationError({ items: [`Unknown product id(s): ${missing.join(', ')}.`] });
  await productStillThere(
    db.transaction(async (tx) => {
      const refused = await refusedRaises(tx as unknown as Db, id, merged, byId);
      if (refused.length) throw new ValidationError({ items: refused.map(outOfStock) });
      await tx
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.cartId, id),
            ...(ids.length ? [notInArray(cartItems.productId, ids)] : []),
          ),
        );
      for (const [productId, qty] of merged) {
        await tx
          .insert(cartItems)
          .values({ cartId: id, productId, qty })
          .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { qty } });
      }
      await touch(tx as unknown as Db, id);
    }),
  );
  return loadCart(db, id);
}

/** The products whose wanted quantity `mayRaise` refuses, given the cart's current lines. */
async function refusedRaises(
  db: Db,
  cartId: number,
  wanted: Map<number, number>,
  byId: Map<number, Product>,
): Promise<Product[]> {
  const rows = await db
    .select({ productId: cartItems.productId, qty: cartItems.qty })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const current = new Map(rows.map((r) => [r.productId, r.qty]));
  return [...wanted].flatMap(([productId, qty]) => {
    const product = byId.get(productId);
    return product && !mayRaise(product, current.get(productId) ?? 0, qty) ? [product] : [];
  });
}

/** A product deleted while its line was being written: the same answer as an unknown id. */
async function productStillThere<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '23503' || e.cause?.code === '23503') {
      throw new ValidationError({ product_id: ['That product no longer exists.'] });
    }
    throw error;
  }
}

async function touch(db: Db, cartId: number): Promise<void> {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
