import 'server-only';
// How a product write decides its per-size stock (DESIGN.md §4, docs/decisions.md "Sizes"):
// the one rule for create, update, old clients that send only `size` and `stock`, and the admin's
// ±1 from the list. Pure planning here; the writes run in the caller's transaction.
import { and, eq, sql } from 'drizzle-orm';
import { products, productSizes } from '@/db/schema';
import type { Product } from '@/lib/shared/product';
import { offeredSizes, type SizeStock } from '@/lib/shared/sizes';
import type { ProductUpdateInput } from '@/lib/shared/validation/product';
import { ValidationError } from '@/lib/server/infra/errors';
import type { Tx } from '@/lib/server/infra/db';

/** What a write stores: the per-size rows (null: not tracked per size) and the total stock. */
export interface StockPlan {
  sizeStock: SizeStock[] | null;
  stock: number;
}

type Stored = Pick<Product, 'sizes' | 'footwearSizes' | 'stock' | 'sizeStock'>;

const EMPTY: Stored = { sizes: [], footwearSizes: [], stock: 0, sizeStock: null };

const sum = (rows: readonly SizeStock[]) => rows.reduce((n, r) => n + r.stock, 0);

/**
 * The stock a write leaves, from the stored product (null on create) and the validated input:
 * - `size_stock` sent: every key must be an offered size (after this write), sizes left out count
 *   0, and a `stock` sent with it must equal the sum; `null` (or `{}` without sizes) stops
 *   tracking per size.
 * - not sent, product tracked: the counts follow the offered sizes (new sizes 0, dropped sizes
 *   go); a `stock` that differs from that sum is an old client setting the total, so tracking per
 *   size ends and the total is what it sent.
 * - not sent, not tracked: `stock` as sent, or kept (exactly as before sizes had stock).
 */
export function planStock(stored: Stored | null, input: ProductUpdateInput): StockPlan {
  const current = stored ?? EMPTY;
  const offered = offeredSizes({
    sizes: input.size ?? current.sizes,
    footwearSizes: input.footwear_size ?? current.footwearSizes,
  });
  if (input.size_stock !== undefined) {
    const counts = input.size_stock;
    if (counts === null || (offered.length === 0 && Object.keys(counts).length === 0)) {
      return { sizeStock: null, stock: input.stock ?? current.stock };
    }
    const unknown = Object.keys(counts).filter((size) => !offered.includes(size));
    if (unknown.length) {
      const offer = offered.length
        ? `This product offers ${offered.join(', ')}.`
        : 'This product offers no sizes.';
      throw new ValidationError({
        size_stock: [
          `${unknown.join(', ')} ${unknown.length > 1 ? 'are not offered sizes' : 'is not an offered size'}. ${offer}`,
        ],
      });
    }
    const rows = offered.map((size) => ({ size, stock: counts[size] ?? 0 }));
    const total = sum(rows);
    if (input.stock !== undefined && input.stock !== total) {
      throw new ValidationError({
        stock: [`Stock must equal the sum of the size stock (${total}), or be left out.`],
      });
    }
    return { sizeStock: rows, stock: total };
  }
  if (current.sizeStock && offered.length) {
    const rows = offered.map((size) => ({
      size,
      stock: current.sizeStock!.find((r) => r.size === size)?.stock ?? 0,
    }));
    const total = sum(rows);
    if (input.stock === undefined || input.stock === total)
      return { sizeStock: rows, stock: total };
    return { sizeStock: null, stock: input.stock };
  }
  return { sizeStock: null, stock: input.stock ?? current.stock };
}

/** Replaces a product's per-size rows with `plan`'s and sets its total, in the caller's tx. */
export async function writeStockPlan(tx: Tx, productId: number, plan: StockPlan): Promise<void> {
  await tx.delete(productSizes).where(eq(productSizes.productId, productId));
  if (plan.sizeStock?.length) {
    await tx
      .insert(productSizes)
      .values(plan.sizeStock.map((r, position) => ({ productId, ...r, position })));
  }
  await tx.update(products).set({ stock: plan.stock }).where(eq(products.id, productId));
}

/**
 * Adds `delta` to one size's count and the product's total in one statement pair, refusing to go
 * below 0. Answers the new count, or null when the product does not track that size.
 */
export async function addToSizeStock(
  tx: Tx,
  productId: number,
  size: string,
  delta: number,
): Promise<{ stock: number } | null | 'below-zero'> {
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
    return exists ? 'below-zero' : null;
  }
  await tx
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(ps.stock), 0) from product_sizes ps where ps.product_id = ${productId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
  return row;
}
