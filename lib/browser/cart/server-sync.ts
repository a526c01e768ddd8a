// Keeping the browser cart and the signed-in user's server cart in step (spec §4, §7; DESIGN §5).
//
// Logic only, no React. Every call uses `fetch` with credentials 'same-origin': the site's own
// next-auth session cookie authenticates; our pages send no bearer token. Server errors are only
// logged (console.warn) and never thrown to the caller: the local cart always carries on.

import { digitsLike, isRecord, within } from './lenient';
import {
  clampQty,
  getLocalStorage,
  normalizeCartItem,
  parseStoredJson,
  safeGet,
  safeRemove,
  safeSet,
} from './storage';
import { subtotal } from './store';
import { CART_ID_KEY, CART_SERVER_MAP_KEY, type CartItem, type StorageLike } from './types';

export const QTY_SYNC_DEBOUNCE_MS = 500;
export const LOCAL_CART_PREFIX = 'local-cart-';

// ---------------------------------------------------------------------------------------------
// Wire shapes (lenient: a missing optional field never loses the line)

export interface ServerCartProduct {
  id: number;
  name: string;
  price: string | number;
  images: { url: string }[];
  available: boolean;
  in_stock?: boolean | undefined;
  stock?: number | undefined;
  main_category: string;
  sub_category: string;
}

export interface ServerCartItem {
  id: number;
  product: ServerCartProduct;
  qty: number;
}

export interface ServerCart {
  id: number | string;
  items: ServerCartItem[];
  subtotal: string;
}

/** A database id: a whole number from 1, as a number or a digit string. */
export function serverId(value: unknown): number | undefined {
  return within(digitsLike(value), 1, Number.MAX_SAFE_INTEGER, true);
}

const stringOr = (value: unknown, fallback: string) =>
  typeof value === 'string' ? value : fallback;
const booleanOr = <T>(value: unknown, fallback: T) =>
  typeof value === 'boolean' ? value : fallback;
const amount = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? value
    : undefined;

function readProduct(value: unknown): ServerCartProduct | null {
  if (!isRecord(value)) return null;
  const id = serverId(value.id);
  if (id === undefined) return null;
  return {
    id,
    name: stringOr(value.name, ''),
    price: amount(value.price) ?? '0',
    images: Array.isArray(value.images)
      ? value.images.map((image) => ({ url: isRecord(image) ? stringOr(image.url, '') : '' }))
      : [],
    available: booleanOr(value.available, true),
    in_stock: booleanOr(value.in_stock, undefined),
    stock: within(digitsLike(value.stock), 0, Number.MAX_SAFE_INTEGER, true),
    main_category: stringOr(value.main_category, ''),
    sub_category: stringOr(value.sub_category, ''),
  };
}

function readItem(value: unknown): ServerCartItem | null {
  if (!isRecord(value)) return null;
  const id = serverId(value.id);
  const product = readProduct(value.product);
  if (id === undefined || !product) return null;
  return { id, product, qty: digitsLike(value.qty) ?? 1 };
}

/** A ServerCart from an API answer, or null when it is not one. */
export function parseServerCart(value: unknown): ServerCart | null {
  if (!isRecord(value)) return null;
  const { id, items, subtotal } = value;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isFinite(id))) return null;
  return {
    id,
    items: Array.isArray(items) ? items.flatMap((raw) => readItem(raw) ?? []) : [],
    subtotal: String(amount(subtotal) ?? '0.00'),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP

async function request(method: string, path: string, body?: unknown): Promise<Response | null> {
  try {
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : {
              accept: 'application/json',
              'content-type': 'application/json',
            },
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    const res = await fetch(path, init);
    if (!res.ok) {
      console.warn(`[cart] ${method} ${path} answered ${res.status}`);
      return null;
    }
    return res;
  } catch (err) {
    console.warn(`[cart] ${method} ${path} failed`, err);
    return null;
  }
}

async function json(res: Response): Promise<unknown> {
  try {
    return (await res.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/cart/items/ {product_id, qty}; answer {id, product:{id}, qty}. Records the server
 * line id in `cartServerMap` and returns it; null when the call failed.
 */
export async function pushAdd(
  productId: number,
  qty: number,
  storage: StorageLike | null = getLocalStorage(),
): Promise<number | null> {
  const res = await request('POST', '/api/cart/items/', {
    product_id: productId,
    qty: clampQty(qty),
  });
  if (!res) return null;
  const body = (await json(res)) as { id?: unknown } | undefined;
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
  return (await request('DELETE', `/api/cart/items/${serverItemId}/remove/`)) !== null;
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
  const res = await request('GET', '/api/cart/');
  if (!res) return null;
  const cart = parseServerCart(await json(res));
  if (!cart) console.warn('[cart] GET /api/cart/ answered an unexpected shape');
  return cart;
}

// ---------------------------------------------------------------------------------------------
// Debounced quantity sync (spec §7 "Cart sync PUT")

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

/** The PUT body: items (id, qty, price, name, image, available) and the subtotal. */
export function qtySyncBody(items: readonly CartItem[]): {
  items: {
    id: number;
    qty: number;
    price: string;
    name: string;
    image: string;
    available: boolean;
  }[];
  subtotal: string;
} {
  return {
    items: items.map((line) => ({
      id: line.id,
      qty: line.qty,
      price: line.price,
      name: line.name,
      image: line.image,
      available: line.available,
    })),
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
  return (await request('PUT', path, qtySyncBody(job.items))) !== null;
}

export function cancelQtySync(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  pending = null;
}

// ---------------------------------------------------------------------------------------------
// Browser keys: cartId and cartServerMap (product id -> server cart item id)

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

// ---------------------------------------------------------------------------------------------
// Merge

/** A server cart line as a browser cart line (key `String(product id)`), or null if unusable. */
export function cartItemFromServer(item: ServerCartItem): CartItem | null {
  const p = item.product;
  return normalizeCartItem({
    id: p.id,
    key: String(p.id),
    name: p.name,
    price: p.price,
    qty: item.qty,
    image: p.images[0]?.url ?? '',
    available: p.available && (p.in_stock ?? true),
    main_category: p.main_category,
    sub_category: p.sub_category,
    stock: p.stock,
  });
}

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
