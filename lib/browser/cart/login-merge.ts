// Joining the browser cart and the signed-in shopper's server cart (spec §4, issue 5 item 4).
//
// Once per login (per tab session): read GET /api/cart/, merge with mergeCarts (no line lost,
// none doubled), store the merged lines, `cartId` and `cartServerMap`, then tell the server
// what it lacks: products only in the browser are posted, and products whose browser quantity
// is now larger are sent through the debounced qty sync. Every server failure is only logged.

import { getCartStore, itemCount, type CartStore } from './store';
import {
  fetchServerCart,
  isSyncableCartId,
  mergeCarts,
  pushAdd,
  scheduleQtySync,
  serverMapFromCart,
  storeCartId,
  writeCartServerMap,
} from './server-sync';
import { getLocalStorage } from './storage';
import type { CartItem, StorageLike } from './types';

export type MergeOutcome = { ok: true; pushed: number[]; qtySynced: boolean } | { ok: false };

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
