// The debounced quantity sync (docs/product.md §7 "Cart sync PUT"): after the shopper changes the cart,
// its whole lines are sent to PUT /api/carts/{cartId}/ once they have stopped changing for
// QTY_SYNC_DEBOUNCE_MS. One sync is pending per page; a later change replaces its lines.

import type { CartSyncRequestBody } from '@/lib/shared/cart/cart-requests';
import { cartRequest } from './http';
import { chosenSize } from '@/lib/shared/cart/line-size';
import { subtotal } from '@/lib/shared/cart/totals';
import { LOCAL_CART_PREFIX, type CartItem } from '@/lib/shared/cart/types';

export const QTY_SYNC_DEBOUNCE_MS = 500;

let pending: { cartId: string; items: readonly CartItem[] } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/** True for a cart id worth syncing: present and not a browser-made `local-cart-…` id. */
export function isSyncableCartId(
  cartId: string | number | null | undefined,
): cartId is string | number {
  if (cartId === null || cartId === undefined) return false;
  const id = String(cartId).trim();
  return id.length > 0 && !id.startsWith(LOCAL_CART_PREFIX);
}

/**
 * The PUT body: items (id, qty, size, price, name, image, available) and the subtotal. `size` is
 * the line's chosen size and is left out for a line without one (the wire's "absent: none", the
 * body older servers know). A legacy line whose size field holds the product's list ("S, M, L")
 * is sent without a size, since the server refuses sizes it does not know.
 */
export function qtySyncBody(items: readonly CartItem[]): CartSyncRequestBody {
  return {
    items: items.map((line) => {
      const size = chosenSize(line);
      return {
        id: line.id,
        qty: line.qty,
        ...(size === null ? {} : { size }),
        price: line.price,
        name: line.name,
        image: line.image,
        available: line.available,
      };
    }),
    subtotal: subtotal(items),
  };
}

/**
 * Schedules PUT /api/carts/{cartId}/ 500 ms after the last call (later calls replace the items).
 * Never for a missing id or an id starting 'local-cart-'.
 */
export function scheduleQtySync(
  cartId: string | number | null | undefined,
  items: readonly CartItem[],
): void {
  if (!isSyncableCartId(cartId)) return;
  pending = { cartId: String(cartId).trim(), items: [...items] };
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    void flushQtySync();
  }, QTY_SYNC_DEBOUNCE_MS);
}

/** Sends a scheduled sync now (e.g. on pagehide); resolves true when it was accepted. */
export async function flushQtySync(): Promise<boolean> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const job = pending;
  pending = null;
  if (!job) return false;
  const path = `/api/carts/${encodeURIComponent(job.cartId)}/`;
  return (await cartRequest('PUT', path, qtySyncBody(job.items))) !== null;
}

export function cancelQtySync(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  pending = null;
}
