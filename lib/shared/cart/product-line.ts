// A product in a size, and how many: the one line shape of the server cart's writes (an add, the
// sync PUT), of an order request and of the browser's server lines, and the one way lines of the
// same product and size become one, keyed by productSizeKey (line-size.ts).
import { productSizeKey } from './line-size';

/** A product in a size (null: none) and how many. The same product in two sizes is two lines. */
export interface ProductLine {
  productId: number;
  size: string | null;
  qty: number;
}

/**
 * The lines with the same product and size added up into one (the first one's place and fields
 * kept), by productSizeKey. `maxQty` caps each sum (the cart's per-line limit); without it the
 * sums stay as added, for a caller that refuses a sum past its own limit.
 */
export function mergeLines<Line extends ProductLine>(
  lines: Iterable<Line>,
  maxQty = Number.POSITIVE_INFINITY,
): Map<string, Line> {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = productSizeKey(line.productId, line.size);
    const qty = Math.min(maxQty, (merged.get(key)?.qty ?? 0) + line.qty);
    merged.set(key, { ...(merged.get(key) ?? line), qty });
  }
  return merged;
}
