import 'server-only';
// The cart sync PUT (docs/product.md §7): the caller's cart becomes exactly the lines sent.
import { eq, inArray } from 'drizzle-orm';
import { cartItems } from '@/db/schema';
import type { Product } from '@/lib/shared/product';
import { productSizeKey } from '@/lib/shared/cart/line-size';
import { mergeLines, type ProductLine } from '@/lib/shared/cart/product-line';
import { CART_LIMITS } from '@/lib/shared/cart/types';
import { requireUser, type Caller } from '@/lib/server/auth/roles';
import { database, type Db } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';
import { queryProductsByIds } from '@/lib/server/products/catalogue-pages';
import { loadCart, ownCartId, productStillThere, touch, type ServerCart } from './cart-store';
import { checkSize, mayRaise, outOfStock, sizeColumn, sizeOf } from './line-rules';

/**
 * The sync PUT: the caller's cart becomes exactly `lines` (a product listed twice in one size adds
 * up; two sizes stay two lines). Unknown products or sizes refuse the whole change, and so does a
 * new line or a raised quantity of a size out of stock (mayRaise), naming the products.
 */
export async function replaceCartItems(
  caller: Caller | null,
  cartId: string,
  lines: ProductLine[],
): Promise<ServerCart> {
  const user = requireUser(caller);
  const db = await database();
  const id = await ownCartId(db, user, cartId);
  const merged = mergeLines(lines, CART_LIMITS.maxQty);
  const ids = [...new Set(lines.map((l) => l.productId))];
  const found = await queryProductsByIds(ids);
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
        .filter((r) => !merged.has(productSizeKey(r.productId, sizeOf(r.size))))
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
  wanted: Map<string, ProductLine>,
  byId: Map<number, Product>,
): Promise<{ product: Product; size: string | null }[]> {
  const rows = await db
    .select({ productId: cartItems.productId, size: cartItems.size, qty: cartItems.qty })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const current = new Map(rows.map((r) => [productSizeKey(r.productId, sizeOf(r.size)), r.qty]));
  return [...wanted].flatMap(([key, line]) => {
    const product = byId.get(line.productId);
    return product && !mayRaise(product, line.size, current.get(key) ?? 0, line.qty)
      ? [{ product, size: line.size }]
      : [];
  });
}
