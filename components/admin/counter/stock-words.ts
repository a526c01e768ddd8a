// How the counter says what is on the shelf: "S 2 · M 0 · L 5", or "7 in stock".
import type { CounterProduct } from '@/lib/shared/counter/lookup';
import { sizeStockSummary } from '@/lib/shared/sizes';

export function stockWords(product: CounterProduct): string {
  if (product.perSize && product.sizes.length > 0) return sizeStockSummary(product.sizes);
  return `${product.stock} in stock`;
}
