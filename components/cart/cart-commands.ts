'use client';

// What the cart buttons do, shared by every button: the local store first (it always works),
// then, for a signed-in shopper, the server cart in the background. Server failures are only
// logged by lib/browser/cart/http; the shopper sees the outcome of the local change.

import { toast } from 'sonner';
import { effectiveAvailability } from '@/lib/browser/cart/availability';
import { isSyncableCartId, scheduleQtySync } from '@/lib/browser/cart/qty-sync';
import { storedCartId } from '@/lib/browser/cart/server-cart-keys';
import { pushAdd, pushRemoveProduct } from '@/lib/browser/cart/server-requests';
import { cartItemFromProduct } from '@/lib/browser/cart/line-from-product';
import { addItem, getSnapshot, removeItem, removeProduct } from '@/lib/browser/cart/store';
import { hasProduct } from '@/lib/shared/cart/totals';
import type { Product } from '@/lib/shared/product';

export const CART_MESSAGES = {
  added: 'Added to cart ✔',
  removed: 'Removed from cart ✔',
  addFailed: 'Could not add to cart.',
  removeFailed: 'Could not remove from cart.',
  outOfStock: 'Sorry — this item is currently out of stock.',
} as const;

export interface AddOptions {
  /** Category-page adds carry colour and size (key id|color|size, spec §3). */
  variant?: { color?: string; size?: string };
  /** Also post to the server cart. */
  signedIn: boolean;
  /** Toast on success (default true). */
  announce?: boolean;
}

/** The size text a category card shows: clothing sizes, else footwear sizes. */
export function sizeText(product: Pick<Product, 'sizes' | 'footwearSizes'>): string {
  const sizes = product.sizes.length > 0 ? product.sizes : product.footwearSizes;
  return sizes.join(', ');
}

/** Adds one of the product; true when it is in the cart afterwards. */
export function addProductToCart(product: Product, options: AddOptions): boolean {
  const available = effectiveAvailability(product.id, product.inStock);
  if (!available) {
    window.alert(CART_MESSAGES.outOfStock);
    return false;
  }
  try {
    const input = cartItemFromProduct(product, { variant: options.variant, available });
    const result = addItem(input);
    if (!result.ok) {
      if (result.reason === 'out-of-stock') window.alert(CART_MESSAGES.outOfStock);
      else toast.error(CART_MESSAGES.addFailed);
      return false;
    }
    if (options.announce !== false) toast.success(CART_MESSAGES.added);
    if (options.signedIn) void pushAdd(product.id, 1);
    return true;
  } catch (err) {
    console.warn('[cart] add failed', err);
    toast.error(CART_MESSAGES.addFailed);
    return false;
  }
}

/** Sends the whole cart when no server line is known for a product (or its id went stale). */
function syncAllInstead(): void {
  const cartId = storedCartId();
  if (isSyncableCartId(cartId)) scheduleQtySync(cartId, getSnapshot());
}

/** Tells the server a product left the cart: DELETE its line, else the sync PUT. */
function forgetOnServer(productId: number): void {
  void pushRemoveProduct(productId).then((ok) => {
    if (!ok) syncAllInstead();
  });
}

/** Removes every line of the product (all colours and sizes). */
export function removeProductFromCart(productId: number, signedIn: boolean): boolean {
  try {
    removeProduct(productId);
    if (hasProduct(getSnapshot(), productId)) throw new Error('line still in the cart');
    toast.success(CART_MESSAGES.removed);
    if (signedIn) forgetOnServer(productId);
    return true;
  } catch (err) {
    console.warn('[cart] remove failed', err);
    toast.error(CART_MESSAGES.removeFailed);
    return false;
  }
}

/** Removes one cart line; the server forgets the product only when no line of it is left. */
export function removeCartLine(key: string, productId: number, signedIn: boolean): boolean {
  try {
    removeItem(key);
    const items = getSnapshot();
    if (items.some((line) => line.key === key)) throw new Error('line still in the cart');
    toast.success(CART_MESSAGES.removed);
    if (signedIn) {
      if (hasProduct(items, productId)) syncAllInstead();
      else forgetOnServer(productId);
    }
    return true;
  } catch (err) {
    console.warn('[cart] remove failed', err);
    toast.error(CART_MESSAGES.removeFailed);
    return false;
  }
}
