// What the browser remembers about the signed-in shopper's server cart (spec §3):
// `cartId` (the qty sync target) and `cartServerMap` (product id -> server cart item id, what
// a remove needs). Both are dropped at logout; the cart's lines stay.

import { cancelQtySync } from './qty-sync';
import { getLocalStorage, parseStoredJson, safeGet, safeRemove, safeSet } from './safe-storage';
import { serverId, type ServerCart } from './server-cart';
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

export function readCartServerMap(
  storage: StorageLike | null = getLocalStorage(),
): Record<string, number> {
  const value = parseStoredJson(safeGet(CART_SERVER_MAP_KEY, storage), 64 * 1024);
  const map: Record<string, number> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return map;
  for (const [productId, itemId] of Object.entries(value as Record<string, unknown>)) {
    const p = serverId(productId);
    const i = serverId(itemId);
    if (p !== undefined && i !== undefined) map[String(p)] = i;
  }
  return map;
}

export function writeCartServerMap(
  map: Readonly<Record<string, number>>,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  return safeSet(CART_SERVER_MAP_KEY, JSON.stringify(map), storage);
}

export function serverItemIdFor(
  productId: number,
  storage: StorageLike | null = getLocalStorage(),
): number | null {
  return readCartServerMap(storage)[String(productId)] ?? null;
}

/** Records (or with null forgets) the server line id of a product. */
export function setServerItemId(
  productId: number,
  serverItemId: number | null,
  storage: StorageLike | null = getLocalStorage(),
): void {
  const map = readCartServerMap(storage);
  if (serverItemId === null) delete map[String(productId)];
  else map[String(productId)] = serverItemId;
  writeCartServerMap(map, storage);
}

/** cartServerMap as the server cart has it (product id -> server item id). */
export function serverMapFromCart(server: ServerCart): Record<string, number> {
  const map: Record<string, number> = {};
  for (const item of server.items) map[String(item.product.id)] = item.id;
  return map;
}
