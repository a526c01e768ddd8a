// The one browser cart store (spec §4 "Cart"), read by components through useSyncExternalStore:
//
//   const items = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
//
// localStorage (`cart` and `cartItems`) is the source of truth shared by every tab and by the
// older single-page app. The store keeps an immutable snapshot that only changes identity when
// the cart really changes. Every change writes both keys, dispatches `cart:updated` on window and
// posts on BroadcastChannel('cart'); the store follows `storage` events (other tabs), channel
// messages (other tabs) and `cart:updated` dispatched by other code in this tab (legacy code that
// writes the keys itself).
//
// `createCartStore(env)` makes independent stores (tests make two "tabs" over one storage);
// the module-level functions use a singleton that is created lazily, in the browser only. On the
// server they see an empty, inert cart.

import type { Product } from '@/lib/product';
import { toPaise } from '@/lib/money';
import {
  clampQty,
  getLocalStorage,
  normalizeCartItem,
  normalizeCartItems,
  paiseToString,
  readCart,
  serializeCart,
  stockCap,
  writeCart,
} from './storage';
import {
  BADGE_CAP,
  CART_CHANNEL,
  CART_ITEMS_KEY,
  CART_KEY,
  CART_LIMITS,
  CART_UPDATED_EVENT,
  type CartItem,
  type CartItemInput,
  type StorageLike,
} from './types';

export type CartSnapshot = readonly CartItem[];

/** The parts of BroadcastChannel the store uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The parts of window the store uses. */
export interface EventTargetLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

export interface CartEnv {
  /** Defaults to localStorage; null keeps the cart in memory only. */
  storage?: StorageLike | null;
  /** Defaults to window; receives `cart:updated` and `storage` events. */
  target?: EventTargetLike | null;
  /** Defaults to `new BroadcastChannel('cart')` where available. */
  channel?: ChannelLike | null;
}

export type AddResult =
  | {
      ok: true;
      item: CartItem;
      /** True when the requested qty was cut down to the known stock (or maxQty). */
      capped: boolean;
    }
  | { ok: false; reason: 'out-of-stock' | 'too-many-lines' | 'invalid' };

export interface ProductPatch {
  name?: string;
  price?: string;
  image?: string;
  available?: boolean;
  stock?: number;
}

export interface CartStore {
  subscribe(listener: () => void): () => void;
  /** The current lines; the same array until the cart changes. */
  getSnapshot(): CartSnapshot;
  /** Always the same empty array (the server never knows the browser cart). */
  getServerSnapshot(): CartSnapshot;
  /** Adds a line, or raises the qty of the line with the same key (capped by the known stock). */
  addItem(input: CartItemInput, options?: { qty?: number }): AddResult;
  removeItem(key: string): void;
  /** Removes every line of a product (all colours and sizes). */
  removeProduct(productId: number): void;
  /** Sets a line's qty, clamped to 1..stock (1..999 when the stock is unknown). Returns the qty set, or null. */
  setQty(key: string, qty: number): number | null;
  clearCart(): void;
  /** Replaces all lines (e.g. after merging with the server cart); invalid lines are dropped. */
  replaceItems(items: readonly unknown[]): void;
  /** Updates every line of a product (availability, stock, price, ...); qty re-clamped. */
  patchProduct(productId: number, patch: ProductPatch): void;
  /** Re-reads storage (normally done by the event listeners). */
  refresh(): void;
  /** Removes the listeners and closes the channel. */
  destroy(): void;
}

const EMPTY: CartSnapshot = Object.freeze([]) as CartSnapshot;

interface ChannelMessage {
  type: typeof CART_UPDATED_EVENT;
  items: unknown;
}

function defaultTarget(): EventTargetLike | null {
  const w = (globalThis as { window?: EventTargetLike }).window;
  return w && typeof w.addEventListener === 'function' ? w : null;
}

function defaultChannel(): ChannelLike | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null;
  } catch {
    return null;
  }
}

function freeze(items: CartItem[]): CartSnapshot {
  for (const item of items) Object.freeze(item);
  return Object.freeze(items);
}

/** The line key: `String(id)` for product-page and card adds, `id|color|size` for category adds. */
export function keyFor(
  product: { id: number | string },
  variant?: { color?: string | null; size?: string | null },
): string {
  if (!variant) return String(product.id);
  return `${product.id}|${variant.color ?? ''}|${variant.size ?? ''}`;
}

/**
 * A cart line for a product. Without `variant` it is a product-page line (key `String(id)`);
 * with one it is a category-page line: key `id|color|size` (colour defaults to the product's)
 * and the extra fields of spec §3.
 * `available` defaults to the product's in-stock flag; pass the effective availability
 * (lib/cart/availability) when an admin override applies.
 */
export function cartItemFromProduct(
  product: Product,
  options: { variant?: { color?: string; size?: string }; available?: boolean } = {},
): CartItemInput {
  const variant = options.variant
    ? { color: options.variant.color ?? product.color, size: options.variant.size ?? '' }
    : undefined;
  const input: CartItemInput = {
    id: product.id,
    key: keyFor(product, variant),
    name: product.name,
    price: product.price,
    image: product.images[0]?.url ?? '',
    available: options.available ?? product.inStock,
    main_category: product.mainCategory,
    sub_category: product.subCategory,
    stock: product.stock,
  };
  if (variant) {
    if (variant.color) input.color = variant.color;
    if (variant.size) input.size = variant.size;
    if (product.weight) input.weight = product.weight;
    if (product.brand) input.brand = product.brand;
    if (product.modelName) input.model_name = product.modelName;
    if (product.cottonPercentage !== null) input.cotton_percentage = product.cottonPercentage;
  }
  return input;
}

export function createCartStore(env: CartEnv = {}): CartStore {
  const storage = env.storage !== undefined ? env.storage : getLocalStorage();
  const target = env.target !== undefined ? env.target : defaultTarget();
  const channel = env.channel !== undefined ? env.channel : defaultChannel();
  const listeners = new Set<() => void>();

  let snapshot: CartSnapshot = EMPTY;
  let json = '[]';
  let dispatching = false;
  let destroyed = false;

  function emit(): void {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (err) {
        console.warn('[cart] listener failed', err);
      }
    }
  }

  /** Takes a new state without writing it (it came from storage or another tab). */
  function adopt(items: CartItem[]): void {
    const next = serializeCart(items);
    if (next === json) return;
    json = next;
    snapshot = items.length === 0 ? EMPTY : freeze(items);
    emit();
  }

  /** Takes a new state made here: writes it, tells this tab and the other tabs. */
  function commit(items: CartItem[]): void {
    if (destroyed) return;
    const next = serializeCart(items);
    if (next === json) return;
    json = next;
    snapshot = items.length === 0 ? EMPTY : freeze(items);
    writeCart(items, storage);
    emit();
    if (target) {
      dispatching = true;
      try {
        target.dispatchEvent(new Event(CART_UPDATED_EVENT));
      } catch (err) {
        console.warn('[cart] cart:updated listener failed', err);
      } finally {
        dispatching = false;
      }
    }
    try {
      channel?.postMessage({ type: CART_UPDATED_EVENT, items } satisfies ChannelMessage);
    } catch {
      // A closed channel or an uncloneable value: the storage event still reaches other tabs.
    }
  }

  function refresh(): void {
    if (destroyed) return;
    const read = readCart(storage);
    // When storage is unusable the in-memory cart is all there is: keep it.
    if (read.ok) adopt(read.items);
  }

  const onStorage = (event: Event): void => {
    const e = event as StorageEvent;
    if (e.storageArea && storage && e.storageArea !== (storage as unknown)) return;
    if (e.key === null || e.key === undefined || e.key === CART_KEY || e.key === CART_ITEMS_KEY) {
      refresh();
    }
  };
  const onCartUpdated = (): void => {
    if (!dispatching) refresh();
  };
  const onMessage = (event: MessageEvent): void => {
    const data = event.data as Partial<ChannelMessage> | null;
    if (!data || data.type !== CART_UPDATED_EVENT) return;
    const read = readCart(storage);
    if (read.ok) adopt(read.items);
    else adopt(normalizeCartItems(data.items) ?? []); // no shared storage: trust the message
  };

  target?.addEventListener('storage', onStorage);
  target?.addEventListener(CART_UPDATED_EVENT, onCartUpdated);
  channel?.addEventListener('message', onMessage);

  {
    const read = readCart(storage);
    if (read.ok) adopt(read.items);
  }

  const current = (): CartItem[] => [...snapshot];

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY,

    addItem(input, options = {}) {
      const requested = options.qty ?? input.qty ?? 1;
      const clean = normalizeCartItem({ ...input, qty: 1 });
      if (!clean || !Number.isFinite(requested)) return { ok: false, reason: 'invalid' };
      if (!clean.available) return { ok: false, reason: 'out-of-stock' };
      const add = Math.max(1, Math.floor(requested));
      const items = current();
      const index = items.findIndex((line) => line.key === clean.key);
      const existing = index >= 0 ? items[index] : undefined;
      if (!existing && items.length >= CART_LIMITS.maxLines) {
        return { ok: false, reason: 'too-many-lines' };
      }
      const stock = clean.stock ?? existing?.stock;
      const wanted = (existing?.qty ?? 0) + add;
      const qty = Math.min(wanted, stockCap(stock));
      // Newer product facts (price, availability, stock) win over the stored line's.
      const line: CartItem = { ...existing, ...clean, qty };
      if (stock !== undefined) line.stock = stock;
      if (existing) items[index] = line;
      else items.push(line);
      commit(items);
      return { ok: true, item: line, capped: qty < wanted };
    },

    removeItem(key) {
      const items = current();
      const next = items.filter((line) => line.key !== key);
      if (next.length !== items.length) commit(next);
    },

    removeProduct(productId) {
      const items = current();
      const next = items.filter((line) => line.id !== productId);
      if (next.length !== items.length) commit(next);
    },

    setQty(key, qty) {
      const items = current();
      const index = items.findIndex((line) => line.key === key);
      const line = items[index];
      if (!line || !Number.isFinite(qty)) return null;
      const clamped = clampQty(qty, line.stock);
      if (clamped !== line.qty) {
        items[index] = { ...line, qty: clamped };
        commit(items);
      }
      return clamped;
    },

    clearCart() {
      commit([]);
    },

    replaceItems(items) {
      commit(normalizeCartItems([...items]) ?? []);
    },

    patchProduct(productId, patch) {
      let changed = false;
      const items = current().map((line) => {
        if (line.id !== productId) return line;
        const next = normalizeCartItem({ ...line, ...patch });
        if (!next) return line;
        next.qty = clampQty(line.qty, next.stock);
        changed = true;
        return next;
      });
      if (changed) commit(items);
    },

    refresh,

    destroy() {
      destroyed = true;
      listeners.clear();
      target?.removeEventListener('storage', onStorage);
      target?.removeEventListener(CART_UPDATED_EVENT, onCartUpdated);
      channel?.removeEventListener('message', onMessage);
      try {
        channel?.close();
      } catch {
        // already closed
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Derived values

/** Units in the cart (the nav badge count). */
export function itemCount(items: readonly Pick<CartItem, 'qty'>[]): number {
  let n = 0;
  for (const line of items) n += Math.max(1, line.qty);
  return n;
}

/** Unit price × qty as a two-decimal string, in integer paise. */
export function lineTotal(item: Pick<CartItem, 'price' | 'qty'>): string {
  return paiseToString(toPaise(item.price) * Math.max(1, item.qty));
}

/** Sum of price × qty as a two-decimal string ("4497.00"); no tax, shipping or fees (spec §9). */
export function subtotal(items: readonly Pick<CartItem, 'price' | 'qty'>[]): string {
  let paise = 0;
  for (const line of items) paise += toPaise(line.price) * Math.max(1, line.qty);
  return paiseToString(paise);
}

/** The nav badge text: '' for an empty cart, '99+' above 99 (spec §9). */
export function badgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** True when any line is out of stock (checkout is then disabled, spec §9). */
export function hasUnavailable(items: readonly CartItem[]): boolean {
  return items.some((line) => !line.available);
}

/** True when the cart holds the product in any variant. */
export function hasProduct(items: readonly CartItem[], productId: number): boolean {
  return items.some((line) => line.id === productId);
}

// ---------------------------------------------------------------------------------------------
// The singleton used by components

const inertStore: CartStore = {
  subscribe: () => () => {},
  getSnapshot: () => EMPTY,
  getServerSnapshot: () => EMPTY,
  addItem: () => ({ ok: false, reason: 'invalid' }),
  removeItem: () => {},
  removeProduct: () => {},
  setQty: () => null,
  clearCart: () => {},
  replaceItems: () => {},
  patchProduct: () => {},
  refresh: () => {},
  destroy: () => {},
};

let singleton: CartStore | null = null;

/** The browser's cart store (created on first use); an empty inert store on the server. */
export function getCartStore(): CartStore {
  if (typeof window === 'undefined') return inertStore;
  singleton ??= createCartStore();
  return singleton;
}

/** Drops the singleton (tests; or after storage was swapped). */
export function resetCartStore(): void {
  singleton?.destroy();
  singleton = null;
}

// Stable functions for useSyncExternalStore and event handlers.
export const subscribe = (listener: () => void): (() => void) => getCartStore().subscribe(listener);
export const getSnapshot = (): CartSnapshot => getCartStore().getSnapshot();
export const getServerSnapshot = (): CartSnapshot => EMPTY;
export const addItem = (input: CartItemInput, options?: { qty?: number }): AddResult =>
  getCartStore().addItem(input, options);
export const removeItem = (key: string): void => getCartStore().removeItem(key);
export const removeProduct = (productId: number): void => getCartStore().removeProduct(productId);
export const setQty = (key: string, qty: number): number | null => getCartStore().setQty(key, qty);
export const clearCart = (): void => getCartStore().clearCart();
export const replaceItems = (items: readonly unknown[]): void => getCartStore().replaceItems(items);
export const patchProduct = (productId: number, patch: ProductPatch): void =>
  getCartStore().patchProduct(productId, patch);
