// The page's one cart store and the stable functions components call (docs/product.md §4 "Cart"):
//
//   const items = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
//
// The singleton is created lazily, in the browser only (create-store.ts makes it); on the server
// every function sees an empty, inert cart.

import { createCartStore, EMPTY_SNAPSHOT, type CartSnapshot, type CartStore } from './create-store';
import type { AddResult, ProductPatch, SizeChange } from './line-operations';
import type { CartItemInput } from '@/lib/shared/cart/types';

const inertStore: CartStore = {
  subscribe: () => () => {},
  getSnapshot: () => EMPTY_SNAPSHOT,
  getServerSnapshot: () => EMPTY_SNAPSHOT,
  addItem: () => ({ ok: false, reason: 'invalid' }),
  removeItem: () => {},
  removeProduct: () => {},
  setQty: () => null,
  clearCart: () => {},
  replaceItems: () => {},
  patchProduct: () => {},
  changeSize: () => false,
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
export const getServerSnapshot = (): CartSnapshot => EMPTY_SNAPSHOT;
export const addItem = (input: CartItemInput, options?: { qty?: number }): AddResult =>
  getCartStore().addItem(input, options);
export const removeItem = (key: string): void => getCartStore().removeItem(key);
export const removeProduct = (productId: number): void => getCartStore().removeProduct(productId);
export const setQty = (key: string, qty: number): number | null => getCartStore().setQty(key, qty);
export const clearCart = (): void => getCartStore().clearCart();
export const replaceItems = (items: readonly unknown[]): void => getCartStore().replaceItems(items);
export const patchProduct = (productId: number, patch: ProductPatch): void =>
  getCartStore().patchProduct(productId, patch);
export const changeSize = (key: string, change: SizeChange): boolean =>
  getCartStore().changeSize(key, change);
