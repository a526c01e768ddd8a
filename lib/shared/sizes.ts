// Sizes a shopper chooses and the stock kept per size (pure; server and browser).
//
// A product offers the clothing sizes it lists (S–XXL) and then the footwear sizes (6–11); in
// practice one list or none. Its stock is "tracked per size" when `sizeStock` holds a count for
// every offered size (then `stock` is their sum), else "not tracked per size": any offered size
// may be ordered while the product's total `stock` is above 0.
import { FOOTWEAR_SIZES, SIZES } from '@/lib/shared/categories';

/** One offered size and its count, in size order. */
export interface SizeStock {
  size: string;
  stock: number;
}

/** At or below this many left, the size picker says "Only N left". */
export const FEW_LEFT = 3;

const SIZE_ORDER: readonly string[] = [...SIZES, ...FOOTWEAR_SIZES];

/** Every size the catalogue knows, in size order (clothing, then footwear). */
export const ALL_SIZES: readonly string[] = SIZE_ORDER;

export function isKnownSize(size: string): boolean {
  return SIZE_ORDER.includes(size);
}

/** `sizes` put in size order, unknown and repeated ones dropped. */
export function inSizeOrder(sizes: readonly string[]): string[] {
  return SIZE_ORDER.filter((s) => sizes.includes(s));
}

interface Sized {
  sizes: readonly string[];
  footwearSizes: readonly string[];
}

interface Stocked extends Sized {
  available: boolean;
  stock: number;
  sizeStock: readonly SizeStock[] | null;
}

/** The sizes a shopper chooses from, in size order (clothing then footwear). */
export function offeredSizes(product: Sized): string[] {
  return [...product.sizes, ...product.footwearSizes];
}

export function hasSizes(product: Sized): boolean {
  return product.sizes.length + product.footwearSizes.length > 0;
}

/**
 * How many of `size` can be sold: its own count when tracked per size, else the product's total;
 * 0 for a size the product does not offer. `null` asks about the product as a whole.
 */
export function stockOfSize(product: Stocked, size: string | null): number {
  if (size === null) return product.stock;
  if (!offeredSizes(product).includes(size)) return 0;
  if (!product.sizeStock) return product.stock;
  return product.sizeStock.find((s) => s.size === size)?.stock ?? 0;
}

/** The admin's switch is on and `size` (or, for null, the product) has stock. */
export function sizeInStock(product: Stocked, size: string | null): boolean {
  return product.available && stockOfSize(product, size) > 0;
}

/** "S 2 · M 0 · L 5" for the admin list; "" when not tracked per size. */
export function sizeStockSummary(sizeStock: readonly SizeStock[] | null): string {
  return (sizeStock ?? []).map((s) => `${s.size} ${s.stock}`).join(' · ');
}

/** The wire object `{"S": 2, "M": 0}` (size order) from the domain list, or null. */
export function sizeStockObject(
  sizeStock: readonly SizeStock[] | null,
): Record<string, number> | null {
  if (!sizeStock) return null;
  return Object.fromEntries(sizeStock.map((s) => [s.size, s.stock]));
}

/** "S, M, L" for clothing, else footwear sizes; "" when the product has neither. */
export function sizesText(product: { sizes: string[]; footwearSizes: string[] }): string {
  return (product.sizes.length ? product.sizes : product.footwearSizes).join(', ');
}
