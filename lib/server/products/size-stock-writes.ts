import 'server-only';
// The stock writes of a product, in the caller's transaction: replacing the per-size rows a
// product write planned (size-stock.ts plans them) with a ledger row per count it changed, one
// size's ±n (adjustStock, lib/server/stock/adjust.ts, writes its ledger row), and whether the
// stored product keeps its stock per size at all.
import { and, eq, sql } from 'drizzle-orm';
import { products, productSizes } from '@/db/schema';
import { offeredSizes } from '@/lib/shared/sizes';
import type { Tx } from '@/lib/server/infra/db';
import { plannedCounts } from '@/lib/shared/stock/counts-diff';
import { lockCounts } from '@/lib/server/stock/stored-counts';
import { writeCountChanges } from '@/lib/server/stock/replaced-counts';
import type { StockMoveContext } from '@/lib/server/stock/ledger';
import { sizeList, sizeStockOf } from './mapping';
import type { StockPlan } from './size-stock';

/**
 * Replaces a product's per-size rows with `plan`'s and sets its total, in the caller's tx, and
 * writes a ledger row per count that changed (`context` says why). The counts before are read
 * locked, so an order confirmed meanwhile waits and the ledger's changes are exact.
 */
export async function writeStockPlan(
  tx: Tx,
  productId: number,
  plan: StockPlan,
  context: StockMoveContext,
): Promise<void> {
  const before = await lockCounts(tx, [productId]);
  await tx.delete(productSizes).where(eq(productSizes.productId, productId));
  if (plan.sizeStock?.length) {
    await tx
      .insert(productSizes)
      .values(plan.sizeStock.map((r, position) => ({ productId, ...r, position })));
  }
  await tx.update(products).set({ stock: plan.stock }).where(eq(products.id, productId));
  await writeCountChanges(tx, before, new Map([[productId, plannedCounts(plan)]]), context);
}

/**
 * Whether the stored product keeps its stock per size: the rule of `sizeStockOf` (the one a read
 * product's `sizeStock` comes from), asked inside the caller's transaction.
 */
export async function tracksSizes(tx: Tx, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ size: products.size, footwearSize: products.footwearSize })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return false;
  const rows = await tx
    .select({ size: productSizes.size, stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  const offered = offeredSizes({
    sizes: sizeList(row.size),
    footwearSizes: sizeList(row.footwearSize),
  });
  return sizeStockOf(offered, rows) !== null;
}

/** What adding to one size's count did. */
export type SizeStockChange =
  /** Changed; the size's new count. */
  | { kind: 'changed'; stock: number }
  /** Refused: fewer than that are left to take. */
  | { kind: 'too-few' }
  /** Refused: the product keeps no count for this size. */
  | { kind: 'size-not-kept' };

/**
 * Adds `delta` to one size's count and sets the product's total to the sizes' sum, refusing to
 * go below 0. The product row is locked first, as every stock write of a product does
 * (lib/server/stock/stored-counts.ts): a write replacing the sizes and this move then queue
 * instead of deadlocking, and this move sees the sizes that write left.
 */
export async function addToSizeStock(
  tx: Tx,
  productId: number,
  size: string,
  delta: number,
): Promise<SizeStockChange> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  const [row] = await tx
    .update(productSizes)
    .set({ stock: sql`${productSizes.stock} + ${delta}` })
    .where(
      and(
        eq(productSizes.productId, productId),
        eq(productSizes.size, size),
        sql`${productSizes.stock} + ${delta} >= 0`,
      ),
    )
    .returning({ stock: productSizes.stock });
  if (!row) {
    const [exists] = await tx
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
    return exists ? { kind: 'too-few' } : { kind: 'size-not-kept' };
  }
  await tx
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(ps.stock), 0) from product_sizes ps where ps.product_id = ${productId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
  return { kind: 'changed', stock: row.stock };
}
