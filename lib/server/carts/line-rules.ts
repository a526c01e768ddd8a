import 'server-only';
// The rules every cart write applies to a line (docs/architecture.md "The design's rules"): what
// may be added or raised and which sizes a product takes. A line is a ProductLine
// (lib/shared/cart/product-line.ts), told apart by its product and size.
import type { Product } from '@/lib/shared/product';
import { offeredSizes, sizeInStock } from '@/lib/shared/sizes';
import { ValidationError } from '@/lib/server/infra/errors';

export { sizeColumn, sizeOf } from '@/db/schema/columns';

/**
 * The one stock rule of both cart writes (the add POST and the sync PUT): a line may be added,
 * or raised, only while its size (or, without a size, the product) is in stock: available and a
 * count above 0 (lib/shared/sizes.ts). A line already in the cart may keep or lower its quantity
 * whatever happens to the product: lines that go out of stock stay. Quantities are otherwise 1 to
 * CART_LIMITS.maxQty, not capped at the stock (which changes by the hour; the cart page lowers
 * them, and the shop confirms on WhatsApp).
 */
export function mayRaise(
  product: Parameters<typeof sizeInStock>[0],
  size: string | null,
  current: number,
  next: number,
) {
  return next <= current || sizeInStock(product, size);
}

export const outOfStock = ({
  product,
  size,
}: {
  product: Pick<Product, 'id' | 'name'>;
  size: string | null;
}) =>
  size === null
    ? `Sorry — "${product.name}" (product ${product.id}) is currently out of stock.`
    : `Sorry — "${product.name}" (product ${product.id}) in size ${size} is currently out of stock.`;

/**
 * A line's size checked against its product: a size must be one the product offers, and a
 * product without sizes takes none. A line without a size stays allowed for a product with sizes
 * (the shop's earlier app adds that way); the shop's own pages always send one.
 */
export function checkSize(product: Product, size: string | null, field: string): void {
  if (size === null) return;
  const offered = offeredSizes(product);
  if (offered.includes(size)) return;
  throw new ValidationError({
    [field]: [
      offered.length
        ? `"${product.name}" comes in ${offered.join(', ')}, not ${size}.`
        : `"${product.name}" has no sizes; send no size.`,
    ],
  });
}
