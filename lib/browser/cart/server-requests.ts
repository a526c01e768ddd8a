// The browser cart's calls to the signed-in shopper's server cart (spec §4, §7; DESIGN §5):
// add a product, remove a line, read the cart. Logic only, no React; failures are logged by
// cartRequest and answered as null or false, never thrown.

import type { CartAddRequestWire } from '@/lib/shared/cart/wire';
import { cartRequest, readJson } from './http';
import { clampQty } from './quantity';
import { getLocalStorage } from './safe-storage';
import { parseServerCart, serverId, type ServerCart } from './server-cart';
import { serverItemIdFor, setServerItemId } from './server-cart-keys';
import type { StorageLike } from '@/lib/shared/cart/types';

/**
 * POST /api/cart/items/ {product_id, qty}; answer {id, product:{id}, qty}. Records the server
 * line id in `cartServerMap` and returns it; null when the call failed.
 */
export async function pushAdd(
  productId: number,
  qty: number,
  storage: StorageLike | null = getLocalStorage(),
): Promise<number | null> {
  const res = await cartRequest('POST', '/api/cart/items/', {
    product_id: productId,
    qty: clampQty(qty),
  } satisfies CartAddRequestWire);
  if (!res) return null;
  const body = (await readJson(res)) as { id?: unknown } | undefined;
  const itemId = serverId(body?.id);
  if (itemId === undefined) {
    console.warn('[cart] POST /api/cart/items/ answered without an item id');
    return null;
  }
  setServerItemId(productId, itemId, storage);
  return itemId;
}

/** DELETE /api/cart/items/{id}/remove/; true when the server accepted it. */
export async function pushRemove(serverItemId: number): Promise<boolean> {
  if (!Number.isSafeInteger(serverItemId) || serverItemId < 1) return false;
  return (await cartRequest('DELETE', `/api/cart/items/${serverItemId}/remove/`)) !== null;
}

/** pushRemove for a product through `cartServerMap` (forgets the mapping when done). */
export async function pushRemoveProduct(
  productId: number,
  storage: StorageLike | null = getLocalStorage(),
): Promise<boolean> {
  const serverItemId = serverItemIdFor(productId, storage);
  if (serverItemId === null) return false;
  const ok = await pushRemove(serverItemId);
  if (ok) setServerItemId(productId, null, storage);
  return ok;
}

/** GET /api/cart/; null when signed out, on any error, or when the answer is not a cart. */
export async function fetchServerCart(): Promise<ServerCart | null> {
  const res = await cartRequest('GET', '/api/cart/');
  if (!res) return null;
  const cart = parseServerCart(await readJson(res));
  if (!cart) console.warn('[cart] GET /api/cart/ answered an unexpected shape');
  return cart;
}
