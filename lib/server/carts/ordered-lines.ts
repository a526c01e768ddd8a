import 'server-only';
// An order takes its lines out of the shopper's server cart, so another device signed in to the
// same account does not keep them under a live "Order on WhatsApp" (a repeat order waiting to
// happen). Called inside the order's own transaction: the order and the cart change together.
import { and, eq, inArray, or } from 'drizzle-orm';
import { cartItems, carts } from '@/db/schema';
import type { Tx } from '@/lib/server/infra/db';
import { sizeColumn } from './line-rules';

/**
 * Deletes the user's server cart lines for these products in these sizes (a line is a product
 * in one size, or in none), whatever their quantity: the product in that size was ordered.
 * Lines of other sizes, other products, and other users' carts stay.
 */
export async function removeOrderedLines(
  tx: Tx,
  userId: number,
  lines: readonly { productId: number; size: string | null }[],
): Promise<void> {
  if (lines.length === 0) return;
  const own = tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  await tx
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.cartId, own),
        or(
          ...lines.map((line) =>
            and(eq(cartItems.productId, line.productId), eq(cartItems.size, sizeColumn(line.size))),
          ),
        ),
      ),
    );
}
