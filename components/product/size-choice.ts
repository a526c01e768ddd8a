// What the size picker shows (pure, no React): which sizes can be chosen, the "Only 2 left in M"
// hint, a size asked for in the URL, and which sizes of a product the cart already holds. The
// stock rules themselves are lib/shared/sizes.ts.

import { FEW_LEFT, offeredSizes, sizeInStock, stockOfSize } from '@/lib/shared/sizes';
import type { Product } from '@/lib/shared/product';

type Stocked = Pick<Product, 'sizes' | 'footwearSizes' | 'available' | 'stock' | 'sizeStock'>;

/** One chip of the picker. */
export interface SizeOption {
  size: string;
  /** Shown but not choosable. */
  soldOut: boolean;
}

/**
 * The offered sizes in size order. `available` is the product's effective availability (the
 * admin's local override can take a product off sale before the page reloads): when it is false
 * every size is sold out.
 */
export function sizeOptions(product: Stocked, available: boolean): SizeOption[] {
  return offeredSizes(product).map((size) => ({
    size,
    soldOut: !(available && sizeInStock(product, size)),
  }));
}

/**
 * "Only 2 left in M" when the chosen size has FEW_LEFT or fewer left. Only products counted per
 * size say it: an untracked product's total is shared by all its sizes, so it would mislead.
 */
export function fewLeftText(product: Stocked, size: string | null): string | null {
  if (size === null || product.sizeStock === null) return null;
  const left = stockOfSize(product, size);
  return left > 0 && left <= FEW_LEFT ? `Only ${left} left in ${size}` : null;
}

/**
 * The size a `?size=` query asks for (the JSON-LD variant links carry one), when the product
 * offers it; letters in any case ("m" is M). Anything else is no choice.
 */
export function sizeFromQuery(
  product: Pick<Product, 'sizes' | 'footwearSizes'>,
  value: string | string[] | undefined,
): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const wanted = raw.trim().toUpperCase();
  return offeredSizes(product).find((size) => size === wanted) ?? null;
}

interface Line {
  id: number;
  key: string;
  size?: string;
}

/** The cart line of `productId` in `size`, if the cart holds one. */
export function lineOfSize<L extends Line>(
  lines: readonly L[],
  productId: number,
  size: string,
): L | undefined {
  return lines.find((line) => line.id === productId && line.size === size);
}

/**
 * "In your cart: M, L" for the product's lines, in size order; a line without one offered size
 * (added before sizes were chosen) reads "size not chosen". Null when no line is of the product.
 */
export function inCartText(
  lines: readonly Line[],
  product: Pick<Product, 'id' | 'sizes' | 'footwearSizes'>,
): string | null {
  const own = lines.filter((line) => line.id === product.id);
  if (own.length === 0) return null;
  const labels: string[] = offeredSizes(product).filter((size) =>
    own.some((line) => line.size === size),
  );
  if (own.some((line) => !offeredSizes(product).includes(line.size ?? ''))) {
    labels.push('size not chosen');
  }
  return `In your cart: ${labels.join(', ')}`;
}
