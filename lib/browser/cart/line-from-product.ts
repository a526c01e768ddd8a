// A cart line for a catalogue product (pure), and the line key that tells its variants apart.

import { currentPrice } from '@/lib/shared/sale';
import type { CartProduct } from '@/lib/shared/product';
import type { CartItemInput } from '@/lib/shared/cart/types';
import { offeredSizes, stockOfSize } from '@/lib/shared/sizes';

/**
 * The line key: `String(id)` for size-less product-page and card adds, `id|color|size` for
 * category adds and for every add in a chosen size (docs/product.md §3).
 */
export function keyFor(
  product: { id: number | string },
  variant?: { color?: string | null; size?: string | null },
): string {
  if (!variant) return String(product.id);
  return `${product.id}|${variant.color ?? ''}|${variant.size ?? ''}`;
}

/**
 * A cart line for a product. Without `variant` it is a product-page line (key `String(id)`);
 * with one it is a category-page or sized line: key `id|color|size` (colour defaults to the
 * product's) and the extra fields of docs/product.md §3. A size the product offers makes the line's `stock`
 * that size's count (so the qty caps at it); otherwise the product's total.
 * `available` defaults to the product's in-stock flag; pass the effective availability
 * (lib/browser/cart/availability) when an admin override applies.
 */
export function cartItemFromProduct(
  product: CartProduct,
  options: { variant?: { color?: string; size?: string }; available?: boolean } = {},
): CartItemInput {
  const variant = options.variant
    ? { color: options.variant.color ?? product.color, size: options.variant.size ?? '' }
    : undefined;
  const sized = variant !== undefined && offeredSizes(product).includes(variant.size);
  const input: CartItemInput = {
    id: product.id,
    key: keyFor(product, variant),
    name: product.name,
    // On sale, the sale price: what the order will charge (lib/shared/sale.ts).
    price: currentPrice(product),
    image: product.images[0]?.url ?? '',
    available: options.available ?? product.inStock,
    main_category: product.mainCategory,
    sub_category: product.subCategory,
    stock: sized ? stockOfSize(product, variant.size) : product.stock,
  };
  // Every line names its colour, however it was added (the cart and the WhatsApp text show it).
  const color = variant?.color ?? product.color;
  if (color) input.color = color;
  if (variant) {
    if (variant.size) input.size = variant.size;
    if (product.weight) input.weight = product.weight;
    if (product.brand) input.brand = product.brand;
    if (product.modelName) input.model_name = product.modelName;
    if (product.cottonPercentage !== null) input.cotton_percentage = product.cottonPercentage;
  }
  return input;
}
