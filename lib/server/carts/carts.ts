import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts } from '@/db/schema';
import { CART_LIMITS } from '@/lib/shared/cart/types';
import { requireUser, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { queryProduct } from '@/lib/server/products/catalogue-pages';
import {
  cartIdOf,
  loadCart,
  ownCartId,
  productStillThere,
  touch,
  type ServerCart,
  type ServerCartItem,
} from './cart-store';
import type { ProductLine } from '@/lib/shared/cart/product-line';
import { checkSize, mayRaise, sizeColumn } from './line-rules';

// One server cart per user (docs/architecture.md "The design's rules"). Every function takes the Caller and only ever reads
// or changes that caller's cart: another user's cart or line answers 404, as if it did not exist.
// The rules for a line are in line-rules.ts; the sync PUT is replace-cart.ts.

export type { ServerCart, ServerCartItem } from './cart-store';
export { replaceCartItems } from './replace-cart';

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

/** Adds a product (or more of it); answers the line and whether it is new. */
export async function addCartItem(
  caller: Caller | null,
  line: ProductLine,
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
