// The browser cart's calls to the signed-in shopper's server cart (docs/product.md §4, §7; docs/api.md "Cart"):
// add a product (in a size), remove a line, read the cart. Logic only, no React; failures are logged by
// cartRequest and answered as null or false, never thrown.

import type { CartAddRequestBody } from '@/lib/shared/cart/cart-requests';
import { readJson } from '@/lib/browser/site-fetch';
import { cartRequest } from './http';
import { clampQty } from './quantity';
import { getLocalStorage } from '@/lib/browser/storage';
import { idFrom } from '@/lib/shared/ids';
import { parseServerCart, type ServerCart } from './server-cart';
import { serverItemIdFor, serverLinesOf, setServerItemId } from './server-cart-keys';
import { productSizeKey } from '@/lib/shared/cart/line-size';
import type { StorageLike } from '@/lib/shared/cart/types';

/**
 * POST /api/cart/items/ {product_id, qty, size?}; answer {id, product:{id}, qty, size}. The size
 * is sent only when there is one (older servers know no `size`). Records the server line id in
 * `cartServerMap` under the line's key ("12", "12|M") and returns it; null when the call failed.
 */
export async function pushAdd(
  productId: number,
  qty: number,
  size: string | null = null,
  storage: StorageLike | null = getLocalStorage(),
): Promise<number | null> {
  const request: CartAddRequestBody = { product_id: productId, qty: clampQty(qty) };
  if (size) request.size = size;
  const res = await cartRequest('POST', '/api/cart/items/', request);
  if (!res) return null;
  const body = (await readJson(res)) as { id?: unknown } | null;
  const itemId = idFrom(body?.id);
  if (itemId === null) {
    console.warn('[cart] POST /api/cart/items/ answered without an item id');
    return null;
  }
  setServerItemId(productSizeKey(productId, size), itemId, storage);
  return itemId;
}

/** DELETE /api/cart/items/{id}/remove/; true when the server accepted it. */
export async function pushRemove(serverItemId: number): Promise<boolean> {
  if (!Number.isSafeInteger(serverItemId) || serverItemId < 1) return false;
  return (await cartRequest('DELETE', `/api/cart/items/${serverItemId}/remove/`)) !== null;
}

/** pushRemove for a line key of `cartServerMap`; forgets the mapping when the server agreed. */
async function removeMapped(line: string, storage: StorageLike | null): Promise<boolean> {
  const serverItemId = serverItemIdFor(line, storage);
  if (serverItemId === null) return false;
  const ok = await pushRemove(serverItemId);
  if (ok) setServerItemId(line, null, storage);
  return ok;
}

/** removeMapped for each of these keys of `cartServerMap`; true when the server accepted every one. */
export async function pushRemoveMapped(
  lines: readonly string[],
  storage: StorageLike | null = getLocalStorage(),
): Promise<boolean> {
  const results = await Promise.all(lines.map((line) => removeMapped(line, storage)));
  return results.every(Boolean);
}

/**
 * pushRemove for one server line (a product in a size, or without one) through `cartServerMap`.
 * False when the line is not mapped or the server refused.
 */
export async function pushRemoveLine(
  productId: number,
  size: string | null,
  storage: StorageLike | null = getLocalStorage(),
): Promise<boolean> {
  return removeMapped(productSizeKey(productId, size), storage);
}

/**
 * Removes every mapped server line of a product (its sizes too); true when there was at least
 * one and the server accepted every delete.
 */
export async function pushRemoveProduct(
  productId: number,
  storage: StorageLike | null = getLocalStorage(),
): Promise<boolean> {
  const lines = serverLinesOf(productId, storage);
  return lines.length > 0 && pushRemoveMapped(lines, storage);
}

/** GET /api/cart/; null when signed out, on any error, or when the answer is not a cart. */
export async function fetchServerCart(): Promise<ServerCart | null> {
  const res = await cartRequest('GET', '/api/cart/');
  if (!res) return null;
  const cart = parseServerCart(await readJson(res));
  if (!cart) console.warn('[cart] GET /api/cart/ answered an unexpected shape');
  return cart;
}
