// The cart page's changes to the whole cart, with the server cart's bookkeeping they need for a
// signed-in shopper (docs/product.md §4, §7): the local store first (it always works), then the
// server in the background, through the debounced sync PUT when the server cart's id is known,
// else a DELETE per line `cartServerMap` knows. Failures are only logged (http.ts); the page
// only renders and calls these.
import { isSyncableCartId, scheduleQtySync } from './qty-sync';
import { readCartServerMap, storedCartId, writeCartServerMap } from './server-cart-keys';
import { pushRemoveMapped } from './server-requests';
import { clearCart, getSnapshot } from './store';
import { lineServerKey } from '@/lib/shared/cart/line-size';

/** Empties the cart here and, when `signedIn`, the whole server cart. */
export function emptyCart(signedIn: boolean): void {
  const mapped = Object.keys(readCartServerMap());
  const cartId = storedCartId();
  clearCart();
  if (!signedIn) return;
  if (isSyncableCartId(cartId)) {
    scheduleQtySync(cartId, []);
    writeCartServerMap({});
  } else {
    void pushRemoveMapped(mapped);
  }
}

/**
 * Empties the cart for a new order (the sent order stays with the shop). On the server only
 * this cart's lines go, if still there (an order placed signed in took them already): lines
 * another device added since the order are not this order's.
 */
export function emptyCartForNewOrder(signedIn: boolean): void {
  const ordered = new Set(getSnapshot().map(lineServerKey));
  const mapped = Object.keys(readCartServerMap()).filter((line) => ordered.has(line));
  clearCart();
  if (signedIn) void pushRemoveMapped(mapped);
}
