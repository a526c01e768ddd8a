import 'server-only';
// What confirming and cancelling an order do to the stock, inside the status change's
// transaction: a line's size count (tracked per size) or the product's total (not tracked) goes
// down on confirm and back up on cancel, never below zero. Each change is one conditional
// UPDATE, so two admins confirming the last item at once cannot both take it.
import { and, eq, sql } from 'drizzle-orm';
import { products, productSizes } from '@/db/schema';
import type { OrderLine } from '@/lib/shared/orders/types';
import type { Tx } from '@/lib/server/infra/db';
import {
  lineLabel,
  shortStockMessage,
  type UnavailableLine,
} from '@/lib/shared/orders/unavailable-line';
import { LinesUnavailableError } from '@/lib/server/infra/errors';
import { addToSizeStock, tracksSizes } from '@/lib/server/products/size-stock-writes';

/** Adds `delta` to the untracked total, never below zero; false when too few are left. */
async function addToTotal(tx: Tx, productId: number, delta: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), sql`${products.stock} + ${delta} >= 0`))
    .returning({ id: products.id });
  return rows.length > 0;
}

async function currentCount(tx: Tx, line: OrderLine & { productId: number }): Promise<number> {
  if (line.size !== null) {
    const [row] = await tx
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
    if (row) return row.stock;
  }
  const [row] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, line.productId));
  return row?.stock ?? 0;
}

/**
 * Moves every line's quantity off (`direction` -1) or back onto (+1) the stock. Lines of deleted
 * products are skipped (nothing to count). Taking more than is left refuses the whole change
 * with a 409 naming the short lines; the caller's transaction then rolls back.
 */
export async function moveStock(tx: Tx, lines: OrderLine[], direction: 1 | -1): Promise<number[]> {
  const short: UnavailableLine[] = [];
  const touched: number[] = [];
  for (const line of lines) {
    if (line.productId === null) continue;
    const productId = line.productId;
    const delta = direction * line.qty;
    const sized = await tracksSizes(tx, productId);
    let moved: boolean;
    if (sized) {
      // A line without a size, or in a size no longer kept, cannot come off one size's count;
      // on return, it goes nowhere.
      const result =
        line.size === null ? null : await addToSizeStock(tx, productId, line.size, delta);
      moved = result?.kind === 'changed' || (direction === 1 && result?.kind !== 'too-few');
    } else {
      moved = await addToTotal(tx, productId, delta);
    }
    if (moved) {
      touched.push(productId);
      continue;
    }
    const left = await currentCount(tx, { ...line, productId });
    const label = lineLabel(line.name, line.size);
    short.push({
      product_id: productId,
      size: line.size,
      reason: left > 0 ? 'too_few' : 'sold_out',
      available: left,
      message:
        sized && line.size === null
          ? `${label} has no size chosen; its stock is kept per size.`
          : shortStockMessage(label, left),
    });
  }
  if (short.length) {
    throw new LinesUnavailableError('Not enough stock to confirm this order.', short);
  }
  return [...new Set(touched)];
}
