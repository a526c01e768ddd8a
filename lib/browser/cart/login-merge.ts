// Joining the browser cart and the signed-in shopper's server cart (spec §4, issue 5 item 4).
//
// Once per login (per tab session): read GET /api/cart/, merge with mergeCarts (no line lost,
// none doubled), store the merged lines, `cartId` and `cartServerMap`, then tell the server
// what it lacks: products only in the browser are posted, and products whose browser quantity
// is now larger are sent through the debounced qty sync. Every server failure is only logged.

import type { CartStore } from './create-store';
import { isSyncableCartId, scheduleQtySync } from './qty-sync';
import { clampQty } from './quantity';
import { getLocalStorage } from './safe-storage';
import { cartItemFromServer, type ServerCart } from './server-cart';
import { serverMapFromCart, storeCartId, writeCartServerMap } from './server-cart-keys';
import { fetchServerCart, pushAdd } from './server-requests';
import { getCartStore } from './store';
import { itemCount } from '@/lib/shared/cart/totals';
import type { CartItem, StorageLike } from '@/lib/shared/cart/types';

export type MergeOutcome = { ok: true; pushed: number[]; qtySynced: boolean } | { ok: false };

/**
 * The browser cart after signing in (pure). No line is lost and none doubled:
 * - lines only in the browser stay as they are, in their order;
 * - products only on the server are appended (key `String(id)`), in the server's order;
 * - a product on both sides keeps the larger quantity, not the sum: the browser's lines stay
 *   (colour and size variants included) and, when the server's qty is larger than the browser's
 *   total for that product, the first browser line of it is raised by the difference (capped by
 *   stock). The server's fresher price, availability and stock are copied onto those lines.
 */
export function mergeCarts(local: readonly CartItem[], server: ServerCart | null): CartItem[] {
  const result = local.map((line) => ({ ...line }));
  if (!server) return result;

  const serverByProduct = new Map<number, CartItem>();
  for (const raw of server.items) {
    const line = cartItemFromServer(raw);
    if (!line) continue;
    const seen = serverByProduct.get(line.id);
    // A product listed twice by the server counts once, with its larger qty.
    if (!seen || line.qty > seen.qty) serverByProduct.set(line.id, line);
  }

  for (const [productId, fromServer] of serverByProduct) {
    const indexes = result.flatMap((line, i) => (line.id === productId ? [i] : []));
    if (indexes.length === 0) {
      if (!result.some((line) => line.key === fromServer.key)) result.push(fromServer);
      continue;
    }
    for (const i of indexes) {
      const line = result[i];
      if (!line) continue;
      const next: CartItem = {
        ...line,
        price: fromServer.price,
        available: fromServer.available,
      };
      if (fromServer.stock !== undefined) next.stock = fromServer.stock;
      next.qty = clampQty(line.qty, next.stock);
      result[i] = next;
    }
    const localTotal = indexes.reduce((sum, i) => sum + (result[i]?.qty ?? 0), 0);
    const first = indexes[0];
    const firstLine = first === undefined ? undefined : result[first];
    if (first !== undefined && firstLine && fromServer.qty > localTotal) {
      firstLine.qty = clampQty(firstLine.qty + (fromServer.qty - localTotal), firstLine.stock);
    }
  }
  return result;
}

/** Total quantity per product over all its lines (colour and size variants). */
export function quantitiesByProduct(items: readonly CartItem[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of items) totals.set(line.id, (totals.get(line.id) ?? 0) + itemCount([line]));
  return totals;
}

export async function mergeAtLogin(
  store: Pick<CartStore, 'getSnapshot' | 'replaceItems'> = getCartStore(),
  storage: StorageLike | null = getLocalStorage(),
): Promise<MergeOutcome> {
  const server = await fetchServerCart();
  if (!server) return { ok: false };

  store.replaceItems(mergeCarts(store.getSnapshot(), server));
  storeCartId(server.id, storage);
  writeCartServerMap(serverMapFromCart(server), storage);

  const onServer = new Map<number, number>();
  for (const item of server.items) {
    onServer.set(item.product.id, Math.max(item.qty, onServer.get(item.product.id) ?? 0));
  }
  const merged = store.getSnapshot();
  const pushed: number[] = [];
  let raised = false;
  const posts: Promise<unknown>[] = [];
  for (const [productId, qty] of quantitiesByProduct(merged)) {
    const serverQty = onServer.get(productId);
    if (serverQty === undefined) {
      pushed.push(productId);
      posts.push(pushAdd(productId, qty, storage));
    } else if (qty !== serverQty) {
      raised = true;
    }
  }
  await Promise.all(posts);
  const qtySynced = raised && isSyncableCartId(server.id);
  if (qtySynced) scheduleQtySync(server.id, merged);
  return { ok: true, pushed, qtySynced };
}
