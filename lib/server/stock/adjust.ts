import 'server-only';
// One count's ±n with its ledger row, in the caller's transaction: the size's count for a product
// kept per size, the product's total otherwise. Every stock move of the shop floor and the web
// (a confirmed order, a counter sale, a receipt, a stocktake's correction, a return) comes
// through here; each is one conditional UPDATE, so two sales of the last piece cannot both win
// and no count goes below zero.
import { and, eq, sql } from 'drizzle-orm';
import { products, productSizes } from '@/db/schema';
import type { Tx } from '@/lib/server/infra/db';
import { addToSizeStock, tracksSizes } from '@/lib/server/products/size-stock-writes';
import { writeLedger, type StockMoveContext } from './ledger';

export type StockAdjustment =
  /** Changed; the count after it. */
  | { kind: 'changed'; balance: number }
  /** Refused: fewer than that are left (`available`). */
  | { kind: 'too-few'; available: number }
  /** Refused: the product keeps its stock per size and this size is not one of them (or none). */
  | { kind: 'size-not-kept' }
  /** The product is gone. */
  | { kind: 'no-product' };

async function addToTotal(tx: Tx, productId: number, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), sql`${products.stock} + ${delta} >= 0`))
    .returning({ stock: products.stock });
  return row ? row.stock : null;
}

async function countNow(tx: Tx, productId: number, size: string | null): Promise<number | null> {
  if (size !== null) {
    const [row] = await tx
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
    if (row) return row.stock;
  }
  const [row] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row ? row.stock : null;
}

/** Adds `delta` to the count `size` names (or the total) and writes the ledger row. */
export async function adjustStock(
  tx: Tx,
  productId: number,
  size: string | null,
  delta: number,
  context: StockMoveContext,
): Promise<StockAdjustment> {
  // The product row first, as every stock write of a product locks it: whether it keeps its
  // stock per size is then read with no write replacing its sizes halfway.
  const [locked] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!locked) return { kind: 'no-product' };
  if (await tracksSizes(tx, productId)) {
    if (size === null) return { kind: 'size-not-kept' };
    const result = await addToSizeStock(tx, productId, size, delta);
    if (result.kind === 'size-not-kept') return result;
    if (result.kind === 'too-few') {
      return { kind: 'too-few', available: (await countNow(tx, productId, size)) ?? 0 };
    }
    await writeLedger(tx, [{ productId, size, change: delta, balance: result.stock }], context);
    return { kind: 'changed', balance: result.stock };
  }
  const balance = await addToTotal(tx, productId, delta);
  if (balance === null) {
    const available = await countNow(tx, productId, null);
    return available === null ? { kind: 'no-product' } : { kind: 'too-few', available };
  }
  await writeLedger(tx, [{ productId, size: null, change: delta, balance }], context);
  return { kind: 'changed', balance };
}
