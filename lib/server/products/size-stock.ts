import 'server-only';
// How a product write decides its per-size stock (docs/architecture.md "The design's rules", docs/decisions.md "Sizes"):
// the one rule for create, update, old clients that send only `size` and `stock`, and the admin's
// ±1 from the list. Pure planning only: size-stock-writes.ts stores a plan in the caller's
// transaction.
import { plural } from '@/lib/shared/counts';
import type { Product } from '@/lib/shared/product';
import { offeredSizes, type SizeStock } from '@/lib/shared/sizes';
import type { ProductUpdateInput } from '@/lib/shared/validation/product';
import { ValidationError } from '@/lib/server/infra/errors';

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
          `${unknown.join(', ')} ${plural(unknown.length, 'is not an offered size', 'are not offered sizes')}. ${offer}`,
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
