import 'server-only';
// Reading and keeping the caller's cart row and lines: shared by the cart's reads and writes.
import { asc, eq, sql } from 'drizzle-orm';
import { cartItems, carts } from '@/db/schema';
import { paiseToString, toPaise } from '@/lib/shared/money';
import type { Product } from '@/lib/shared/product';
import { LOCAL_CART_PREFIX } from '@/lib/shared/cart/types';
import { parseId } from '@/lib/shared/ids';
import type { Caller } from '@/lib/server/auth/roles';
import type { Db } from '@/lib/server/infra/db';
import { DomainError, NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { queryProductsByIds } from '@/lib/server/products/catalogue-pages';
import { sizeOf } from './line-rules';

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

export async function cartIdOf(db: Db, userId: number, create: boolean): Promise<number | null> {
  if (create)
    await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export async function loadCart(db: Db, cartId: number): Promise<ServerCart> {
  const rows = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const found = await queryProductsByIds(rows.map((r) => r.productId));
  const byId = new Map(found.map((p) => [p.id, p]));
  const items = rows.flatMap((r) => {
    const product = byId.get(r.productId);
    return product ? [{ id: r.id, product, qty: r.qty, size: sizeOf(r.size) }] : [];
  });
  const paise = items.reduce((sum, i) => sum + toPaise(i.product.price) * i.qty, 0);
  return { id: cartId, items, subtotal: paiseToString(paise) };
}

/** The caller's cart id from a path segment: their own cart, else 404 (local ids: 400). */
export async function ownCartId(db: Db, caller: Caller, cartId: string): Promise<number> {
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

/** A product deleted while its line was being written: the same answer as an unknown id. */
export async function productStillThere<T>(write: Promise<T>): Promise<T> {
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

export async function touch(db: Db, cartId: number): Promise<void> {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
