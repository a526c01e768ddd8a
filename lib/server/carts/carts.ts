import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts } from '@/db/schema';
import { toPaise } from '@/lib/shared/money';
import type { Product } from '@/lib/shared/product';
import { offeredSizes, sizeInStock } from '@/lib/shared/sizes';
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
  /** The chosen size, or null for a line without one. */
  size: string | null;
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
  /** The chosen size (null: none). The same product in two sizes is two lines. */
  size: string | null;
}

/** cart_items.size stores '' for "no size". */
const sizeColumn = (size: string | null) => size ?? '';
const sizeOf = (stored: string) => (stored === '' ? null : stored);
const lineKey = (productId: number, size: string | null) => `${productId}|${size ?? ''}`;

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
    return product ? [{ id: r.id, product, qty: r.qty, size: sizeOf(r.size) }] : [];
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
 * The one stock rule of both cart writes (the add POST and the sync PUT): a line may be added,
 * or raised, only while its size (or, without a size, the product) is in stock: available and a
 * count above 0 (lib/shared/sizes.ts). A line already in the cart may keep or lower its quantity
 * whatever happens to the product: lines that go out of stock stay. Quantities are otherwise 1 to
 * CART_LIMITS.maxQty, not capped at the stock (which changes by the hour; the cart page lowers
 * them, and the shop confirms on WhatsApp).
 */
export function mayRaise(
  product: Parameters<typeof sizeInStock>[0],
  size: string | null,
  current: number,
  next: number,
) {
  return next <= current || sizeInStock(product, size);
}

const outOfStock = ({
  product,
  size,
}: {
  product: Pick<Product, 'id' | 'name'>;
  size: string | null;
}) =>
  size === null
    ? `Sorry — "${product.name}" (product ${product.id}) is currently out of stock.`
    : `Sorry — "${product.name}" (product ${product.id}) in size ${size} is currently out of stock.`;

/**
 * A line's size checked against its product: a size must be one the product offers, and a
 * product without sizes takes none. A line without a size stays allowed for a product with sizes
 * (the shop's earlier app adds that way); the shop's own pages always send one.
 */
function checkSize(product: Product, size: string | null, field: string): void {
  if (size === null) return;
  const offered = offeredSizes(product);
  if (offered.includes(size)) return;
  throw new ValidationError({
    [field]: [
      offered.length
        ? `"${product.name}" comes in ${offered.join(', ')}, not ${size}.`
        : `"${product.name}" has no sizes; send no size.`,
    ],
  });
}

/** Adds a product (or more of it); answers the line and whether it is new. */
export async function addCartItem(
  caller: Caller | null,
  line: CartLine,
): Promise<{ item: ServerCartItem; created: boolean }> {
  const user = requireUser(caller);
  const product = await queryProduct(line.productId);
  if (!product)
    throw new ValidationError({ product_id: [`There is no product with id ${line.productId}.`] });
  checkSize(product, line.size, 'size');
  if (!mayRaise(product, line.size, 0, line.qty)) {
    const what = line.size === null ? 'this item is' : `size ${line.size} is`;
    throw new ValidationError({
      [line.size === null ? 'product_id' : 'size']: [`Sorry — ${what} currently out of stock.`],
    });
  }
  const db = await database();
  const cartId = await cartIdOf(db, user.id, true);
  if (cartId === null) throw new Error('cart was not created');
  const [row] = await productStillThere(
    db
      .insert(cartItems)
      .values({ cartId, productId: product.id, size: sizeColumn(line.size), qty: line.qty })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.size],
        set: { qty: sql`least(${cartItems.qty} + excluded.qty, ${CART_LIMITS.maxQty})` },
      })
      // xmax is 0 for a freshly inserted row and set for an updated one (PostgreSQL and PGlite).
      .returning({ id: cartItems.id, qty: cartItems.qty, created: sql<boolean>`(xmax = 0)` }),
  );
  if (!row) throw new Error('cart line was not written');
  await touch(db, cartId);
  return {
    item: { id: row.id, product, qty: row.qty, size: line.size },
    created: Boolean(row.created),
  };
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
 * The sync PUT: the caller's cart becomes exactly `lines` (a product listed twice in one size adds
 * up; two sizes stay two lines). Unknown products or sizes refuse the whole change, and so does a
 * new line or a raised quantity of a size out of stock (mayRaise), naming the products.
 */
export async function replaceCartItems(
  caller: Caller | null,
  cartId: string,
  lines: CartLine[],
): Promise<ServerCart> {
  const user = requireUser(caller);
  const db = await database();
  const id = await ownCartId(db, user, cartId);
  const merged = new Map<string, CartLine>();
  for (const l of lines) {
    const key = lineKey(l.productId, l.size);
    const qty = Math.min(CART_LIMITS.maxQty, (merged.get(key)?.qty ?? 0) + l.qty);
    merged.set(key, { ...l, qty });
  }
  const ids = [...new Set(lines.map((l) => l.productId))];
  const { items: found } = ids.length ? await queryProducts({ ids }) : { items: [] };
  const byId = new Map(found.map((p) => [p.id, p]));
  const missing = ids.filter((pid) => !byId.has(pid));
  if (missing.length)
    throw new ValidationError({ items: [`Unknown product id(s): ${missing.join(', ')}.`] });
  for (const line of merged.values()) checkSize(byId.get(line.productId)!, line.size, 'items');
  await productStillThere(
    db.transaction(async (tx) => {
      const refused = await refusedRaises(tx as unknown as Db, id, merged, byId);
      if (refused.length) throw new ValidationError({ items: refused.map(outOfStock) });
      const kept = await tx
        .select({ id: cartItems.id, productId: cartItems.productId, size: cartItems.size })
        .from(cartItems)
        .where(eq(cartItems.cartId, id));
      const gone = kept
        .filter((r) => !merged.has(lineKey(r.productId, sizeOf(r.size))))
        .map((r) => r.id);
      if (gone.length) await tx.delete(cartItems).where(inArray(cartItems.id, gone));
      for (const line of merged.values()) {
        await tx
          .insert(cartItems)
          .values({
            cartId: id,
            productId: line.productId,
            size: sizeColumn(line.size),
            qty: line.qty,
          })
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.productId, cartItems.size],
            set: { qty: line.qty },
          });
      }
      await touch(tx as unknown as Db, id);
    }),
  );
  return loadCart(db, id);
}

/** The lines whose wanted quantity `mayRaise` refuses, given the cart's current lines. */
async function refusedRaises(
  db: Db,
  cartId: number,
  wanted: Map<string, CartLine>,
  byId: Map<number, Product>,
): Promise<{ product: Product; size: string | null }[]> {
  const rows = await db
    .select({ productId: cartItems.productId, size: cartItems.size, qty: cartItems.qty })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const current = new Map(rows.map((r) => [lineKey(r.productId, sizeOf(r.size)), r.qty]));
  return [...wanted].flatMap(([key, line]) => {
    const product = byId.get(line.productId);
    return product && !mayRaise(product, line.size, current.get(key) ?? 0, line.qty)
      ? [{ product, size: line.size }]
      : [];
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
