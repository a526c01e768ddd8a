import 'server-only';
// The lines a shopper asks for, before anything is saved: the same product and size asked twice
// is one line, and each is checked against the catalogue (is it there, switched on, offered in
// that size, with enough left). Placing an order refuses the unsellable ones with a 409 naming
// each; stock itself moves only when the shop confirms (stock-moves.ts).
import { mergeLines, type ProductLine } from '@/lib/shared/cart/product-line';
import { ORDER_LIMITS } from '@/lib/shared/orders/types';
import {
  lineLabel,
  shortStockMessage,
  type UnavailableLine,
} from '@/lib/shared/orders/unavailable-line';
import type { Product } from '@/lib/shared/product';
import { offeredSizes, stockOfSize } from '@/lib/shared/sizes';
import { ValidationError } from '@/lib/server/infra/errors';

/** The same product and size asked twice is one line; more than the per-line limit is a 400. */
export function orderedLines(lines: readonly ProductLine[]): ProductLine[] {
  const merged = [...mergeLines(lines).values()];
  const tooMany = merged.find((l) => l.qty > ORDER_LIMITS.maxQty);
  if (tooMany) {
    throw new ValidationError({
      lines: [
        `At most ${ORDER_LIMITS.maxQty} of one item (product ${tooMany.productId}) per order.`,
      ],
    });
  }
  return merged;
}

/** Why a line cannot be sold as asked, or null when it can (the order is not yet confirmed). */
export function unavailableLine(
  product: Product | undefined,
  line: ProductLine,
): UnavailableLine | null {
  const base = { product_id: line.productId, size: line.size };
  if (!product) {
    return {
      ...base,
      reason: 'not_found',
      available: 0,
      message: `Product ${line.productId} is no longer in the shop.`,
    };
  }
  const label = lineLabel(product.name, line.size);
  if (!product.available) {
    return {
      ...base,
      reason: 'unavailable',
      available: 0,
      message: `${label} is currently unavailable.`,
    };
  }
  if (line.size !== null && !offeredSizes(product).includes(line.size)) {
    return {
      ...base,
      reason: 'size_not_offered',
      available: 0,
      message: `"${product.name}" no longer comes in size ${line.size}.`,
    };
  }
  const left = Math.max(0, stockOfSize(product, line.size));
  if (left >= line.qty) return null;
  const reason = left > 0 ? 'too_few' : 'sold_out';
  return { ...base, reason, available: left, message: shortStockMessage(label, left) };
}
