// The size a cart line was chosen in, and a product in a size as one text (pure): "12|M", the
// server cart line's identity in the browser and a notify request for one size. (A cart line's
// own `key` is docs/product.md §3's "id|color|size", made by keyFor in lib/browser/cart/line-from-product.ts
// and stored by the older app too, so it keeps its own shape.)
//
// A line's `size` field is kept as stored (the shop's older app and the category page before
// sizes were chosen wrote the product's whole list there, e.g. "S, M, L"); only a single size the
// catalogue knows counts as a chosen size. Every other value reads as "no size chosen", so it is
// never shown as the line's size, never put in the WhatsApp order and never sent to the server
// (which refuses sizes it does not know).

import { idFrom } from '@/lib/shared/ids';
import { isKnownSize } from '@/lib/shared/sizes';
import type { CartItem } from '@/lib/shared/cart/types';

/** The line's chosen size ("M", "9"), or null for a line without one (or a legacy list). */
export function chosenSize(line: Pick<CartItem, 'size'>): string | null {
  const size = line.size?.trim() ?? '';
  return size !== '' && isKnownSize(size) ? size : null;
}

/**
 * A product in a size as one text: "12" without a size, "12|M" in size M (the server keeps one
 * cart line per product and size; a notify request names one size).
 */
export function productSizeKey(productId: number, size: string | null | undefined): string {
  return size ? `${productId}|${size}` : String(productId);
}

/** A productSizeKey read back; null when it is not one (a bad id, a size nobody sells). */
export function readProductSizeKey(key: string): { productId: number; size: string | null } | null {
  const bar = key.indexOf('|');
  const productId = idFrom(bar < 0 ? key : key.slice(0, bar));
  if (productId === null) return null;
  if (bar < 0) return { productId, size: null };
  const size = key.slice(bar + 1);
  return isKnownSize(size) ? { productId, size } : null;
}

/** The server line a browser line stands for: its product in its chosen size (or none). */
export function lineServerKey(line: Pick<CartItem, 'id' | 'size'>): string {
  return productSizeKey(line.id, chosenSize(line));
}
