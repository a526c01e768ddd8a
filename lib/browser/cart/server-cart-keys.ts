// What the browser remembers about the signed-in shopper's server cart (docs/product.md §3):
// `cartId` (the qty sync target) and `cartServerMap` (server line -> server cart item id, what
// a remove needs). A server line is a product in one size (or none), so the map's keys are
// productSizeKey: "12" for a line without a size, "12|M" for size M; maps stored before sizes
// hold digit-only keys, which read as the size-less lines they were. Both are dropped at
// logout; the cart's lines stay.

import { cancelQtySync } from './qty-sync';
import {
  getLocalStorage,
  readStoredJson,
  safeGet,
  safeRemove,
  safeSet,
} from '@/lib/browser/storage';
import { idFrom } from '@/lib/shared/ids';
import { isRecord } from '@/lib/shared/is-record';
import type { ServerCart } from './server-cart';
import { productSizeKey, readProductSizeKey } from '@/lib/shared/cart/line-size';
import { CART_ID_KEY, CART_SERVER_MAP_KEY, type StorageLike } from '@/lib/shared/cart/types';

export function storedCartId(storage: StorageLike | null = getLocalStorage()): string | null {
  const raw = safeGet(CART_ID_KEY, storage);
  if (raw === null) return null;
  const id = raw.trim().replace(/^"(.*)"$/, '$1');
  return id.length > 0 && id.length <= 100 ? id : null;
}

/** Remembers the signed-in shopper's server cart id (the qty sync target). */
export function storeCartId(
  cartId: string | number,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  const id = String(cartId).trim();
  if (id.length === 0 || id.length > 100) return false;
  return safeSet(CART_ID_KEY, id, storage);
}

/** Forgets the server cart (after logout): `cartId` and `cartServerMap` go; the lines stay. */
export function forgetServerCart(storage: StorageLike | null = getLocalStorage()): void {
  cancelQtySync();
  safeRemove(CART_ID_KEY, storage);
  safeRemove(CART_SERVER_MAP_KEY, storage);
}

/** A stored map key as a server line key ("12", "12|M"), or undefined when it is not one. */
function readLineKey(key: string): string | undefined {
  const read = readProductSizeKey(key);
  return read ? productSizeKey(read.productId, read.size) : undefined;
}

export function readCartServerMap(
  storage: StorageLike | null = getLocalStorage(),
): Record<string, number> {
  const value = readStoredJson(CART_SERVER_MAP_KEY, storage, 64 * 1024);
  const map: Record<string, number> = {};
  if (!isRecord(value)) return map;
  for (const [key, itemId] of Object.entries(value)) {
    const line = readLineKey(key);
    const i = idFrom(itemId);
    if (line !== undefined && i !== null) map[line] = i;
  }
  return map;
}

export function writeCartServerMap(
  map: Readonly<Record<string, number>>,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  return safeSet(CART_SERVER_MAP_KEY, JSON.stringify(map), storage);
}

/**
 * The server item id of a line: `line` is a product id (its size-less line) or a server line
 * key from productSizeKey ("12|M").
 */
export function serverItemIdFor(
  line: number | string,
  storage: StorageLike | null = getLocalStorage(),
): number | null {
  return readCartServerMap(storage)[String(line)] ?? null;
}

/** Records (or with null forgets) the server item id of a line (as in serverItemIdFor). */
export function setServerItemId(
  line: number | string,
  serverItemId: number | null,
  storage: StorageLike | null = getLocalStorage(),
): void {
  const map = readCartServerMap(storage);
  if (serverItemId === null) delete map[String(line)];
  else map[String(line)] = serverItemId;
  writeCartServerMap(map, storage);
}

/** The server line keys of a product that the map knows (its size-less line and its sizes). */
export function serverLinesOf(
  productId: number,
  storage: StorageLike | null = getLocalStorage(),
): string[] {
  const own = String(productId);
  return Object.keys(readCartServerMap(storage)).filter(
    (key) => key === own || key.startsWith(`${own}|`),
  );
}

/** cartServerMap as the server cart has it (server line key -> server item id). */
export function serverMapFromCart(server: ServerCart): Record<string, number> {
  const map: Record<string, number> = {};
  for (const item of server.items) map[productSizeKey(item.product.id, item.size)] = item.id;
  return map;
}
