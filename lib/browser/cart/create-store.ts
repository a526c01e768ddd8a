// The browser cart store (docs/product.md §4 "Cart"), read by components through useSyncExternalStore:
//
//   const items = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
//
// localStorage (`cart` and `cartItems`) is the source of truth shared by every tab and by the
// older single-page app. The store keeps an immutable snapshot that only changes identity when
// the cart really changes. Every change is a pure line operation (line-operations.ts) whose
// result is written to both keys (stored-cart.ts) and announced to this tab and the other tabs
// (cart-broadcast.ts); changes made elsewhere are re-read from storage.
//
// `createCartStore(env)` makes independent stores (tests make two "tabs" over one storage); the
// page uses the singleton of store.ts.

import {
  connectCartBroadcast,
  defaultChannel,
  defaultTarget,
  type ChannelLike,
  type EventTargetLike,
} from './cart-broadcast';
import {
  addLine,
  changeLineSize,
  patchProductLines,
  removeLine,
  removeProductLines,
  setLineQty,
  type AddResult,
  type ProductPatch,
  type SizeChange,
} from './line-operations';
import { normalizeCartItems } from './normalize-lines';
import { getLocalStorage } from '@/lib/browser/storage';
import { readCart, serializeCart, writeCart } from './stored-cart';
import type { CartItem, CartItemInput, StorageLike } from '@/lib/shared/cart/types';

export type CartSnapshot = readonly CartItem[];

export interface CartEnv {
  /** Defaults to localStorage; null keeps the cart in memory only. */
  storage?: StorageLike | null;
  /** Defaults to window; receives `cart:updated` and `storage` events. */
  target?: EventTargetLike | null;
  /** Defaults to `new BroadcastChannel('cart')` where available. */
  channel?: ChannelLike | null;
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
  /**
   * Sets a line's qty, clamped to 1..stock (1..999 when the stock is unknown).
   * Returns the qty set, or null.
   */
  setQty(key: string, qty: number): number | null;
  clearCart(): void;
  /** Replaces all lines (e.g. after merging with the server cart); invalid lines are dropped. */
  replaceItems(items: readonly unknown[]): void;
  /** Updates every line of a product (availability, stock, price, sizes...); qty re-clamped. */
  patchProduct(productId: number, patch: ProductPatch): void;
  /**
   * Moves a line to another size (key id|color|size), joining the product's line in that size
   * when there is one; false when nothing changed (see changeLineSize).
   */
  changeSize(key: string, change: SizeChange): boolean;
  /** Re-reads storage (normally done by the event listeners). */
  refresh(): void;
  /** Removes the listeners and closes the channel. */
  destroy(): void;
}

export const EMPTY_SNAPSHOT: CartSnapshot = Object.freeze([]) as CartSnapshot;

function freeze(items: CartItem[]): CartSnapshot {
  for (const item of items) Object.freeze(item);
  return Object.freeze(items);
}

/** The store's subscribers; one that throws is logged and does not stop the others. */
function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(): void {
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (err) {
          console.warn('[cart] listener failed', err);
        }
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}

export function createCartStore(env: CartEnv = {}): CartStore {
  const storage = env.storage !== undefined ? env.storage : getLocalStorage();
  const target = env.target !== undefined ? env.target : defaultTarget();
  const channel = env.channel !== undefined ? env.channel : defaultChannel();
  const listeners = createListeners();

  let snapshot: CartSnapshot = EMPTY_SNAPSHOT;
  let json = '[]';
  let destroyed = false;

  /** Makes `items` the snapshot; false when they are the cart already held (no change). */
  function take(items: CartItem[]): boolean {
    const next = serializeCart(items);
    if (next === json) return false;
    json = next;
    snapshot = items.length === 0 ? EMPTY_SNAPSHOT : freeze(items);
    return true;
  }

  /** Takes a new state without writing it (it came from storage or another tab). */
  function adopt(items: CartItem[]): void {
    if (take(items)) listeners.emit();
  }

  function refresh(): void {
    if (destroyed) return;
    const read = readCart(storage);
    // When storage is unusable the in-memory cart is all there is: keep it.
    if (read.ok) adopt(read.items);
  }

  const broadcast = connectCartBroadcast(
    { storage, target, channel },
    {
      onStorageChanged: refresh,
      onMessage(items) {
        const read = readCart(storage);
        if (read.ok) adopt(read.items);
        else adopt(normalizeCartItems(items) ?? []); // no shared storage: trust the message
      },
    },
  );

  /** Takes a new state made here (null: none): writes it, tells this tab and the other tabs. */
  function commit(items: CartItem[] | null): void {
    if (destroyed || !items || !take(items)) return;
    writeCart(items, storage);
    listeners.emit();
    broadcast.announce(items);
  }

  refresh();

  return {
    subscribe: (listener) => listeners.add(listener),
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY_SNAPSHOT,
    addItem(input, options = {}) {
      const { next, result } = addLine(snapshot, input, options.qty ?? input.qty ?? 1);
      commit(next);
      return result;
    },
    removeItem: (key) => commit(removeLine(snapshot, key)),
    removeProduct: (productId) => commit(removeProductLines(snapshot, productId)),
    setQty(key, qty) {
      const { next, qty: set } = setLineQty(snapshot, key, qty);
      commit(next);
      return set;
    },
    clearCart: () => commit([]),
    replaceItems: (items) => commit(normalizeCartItems([...items]) ?? []),
    patchProduct: (productId, patch) => commit(patchProductLines(snapshot, productId, patch)),
    changeSize(key, change) {
      const next = changeLineSize(snapshot, key, change);
      commit(next);
      return next !== null;
    },
    refresh,
    destroy() {
      destroyed = true;
      listeners.clear();
      broadcast.close();
    },
  };
}
