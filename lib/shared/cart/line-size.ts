// The size a cart line was chosen in, and the line's identity on the server (pure).
//
// A line's `size` field is kept as stored (the shop's older app and the category page before
// issue 12 wrote the product's whole list there, e.g. "S, M, L"); only a single size the
// catalogue knows counts as a chosen size. Every other value reads as "no size chosen", so it is
// never shown as the line's size, never put in the WhatsApp order and never sent to the server
// (which refuses sizes it does not know).

import { isKnownSize } from '@/lib/shared/sizes';
import type { CartItem } from '@/lib/shared/cart/types';

/** The line's chosen size ("M", "9"), or null for a line without one (or a legacy list). */
export function chosenSize(line: Pick<CartItem, 'size'>): string | null {
  const size = line.size?.trim() ?? '';
  return size !== '' && isKnownSize(size) ? size : null;
}

/**
 * A server cart line's identity in the browser: "12" for a line without a size, "12|M" for one
 * in size M (the server keeps one line per product and size).
 */
export function serverLineKey(productId: number, size: string | null | undefined): string {
  return size ? `${productId}|${size}` : String(productId);
}

/** The server line a browser line stands for: its product in its chosen size (or none). */
export function lineServerKey(line: Pick<CartItem, 'id' | 'size'>): string {
  return serverLineKey(line.id, chosenSize(line));
}
