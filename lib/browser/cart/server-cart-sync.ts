// The cart's lines sent to the signed-in shopper's server cart (the debounced sync PUT). Its own
// module because every cart button may need it, while the cart page's whole-cart commands
// (server-cart-commands.ts) load with that page only.
import { scheduleQtySync } from './qty-sync';
import { storedCartId } from './server-cart-keys';
import { getSnapshot } from './store';

/**
 * Sends the cart's lines to the server cart (the debounced sync PUT). Products `gone` from the
 * shop stay out: the server would refuse the whole sync for one of them.
 */
export function syncServerCart(gone: ReadonlySet<number> = new Set()): void {
  scheduleQtySync(
    storedCartId(),
    getSnapshot().filter((line) => !gone.has(line.id)),
  );
}
