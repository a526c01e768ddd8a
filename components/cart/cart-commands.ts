'use client';

// What the cart buttons do, shared by every button: the local store first (it always works),
// then, for a signed-in shopper, the server cart in the background. Server failures are only
// logged by lib/browser/cart/http; the shopper sees the outcome of the local change.

import { toast } from '@/components/ui/toast';
import { effectiveAvailability } from '@/lib/browser/cart/availability';
import { syncServerCart } from '@/lib/browser/cart/server-cart-sync';
import { pushAdd, pushRemoveLine, pushRemoveProduct } from '@/lib/browser/cart/server-requests';
import { cartItemFromProduct } from '@/lib/browser/cart/line-from-product';
import { addItem, getSnapshot, removeItem, removeProduct } from '@/lib/browser/cart/store';
import { chosenSize, lineServerKey } from '@/lib/shared/cart/line-size';
import { hasProduct } from '@/lib/shared/cart/totals';
import type { CartProduct } from '@/lib/shared/product';
import { offeredSizes, sizeInStock } from '@/lib/shared/sizes';

export const CART_MESSAGES = {
  added: 'Added to cart ✔',
  removed: 'Removed from cart ✔',
  addFailed: 'Could not add to cart.',
  removeFailed: 'Could not remove from cart.',
  outOfStock: 'Sorry — this item is currently out of stock.',
  sizeSoldOut: (size: string) => `Sorry — size ${size} is sold out.`,
  sizeNotOffered: (size: string) => `Sorry — this product does not come in size ${size}.`,
} as const;

export interface AddOptions {
  /**
   * Category-page adds carry the colour (key id|color|size, docs/product.md §3). The size is never the
   * product's list: it is the one chosen size, given as `size`.
   */
  variant?: { color?: string };
  /**
   * The size the shopper chose. The line's key is then id|color|size (colour: the product's),
   * its `size` that one size and its stock that size's count. A size the product does not
   * offer, or one sold out, is refused with a toast. Absent or null: a line without a size.
   */
  size?: string | null;
  /** Also post to the server cart. */
  signedIn: boolean;
  /** Toast on success (default true). */
  announce?: boolean;
}

/**
 * Whether `size` of the product may be added now, with the admin's local availability override
 * (docs/product.md §4) standing in for the product's switch; the refusal to show when not.
 */
function refuseSize(product: CartProduct, size: string): string | null {
  if (!offeredSizes(product).includes(size)) return CART_MESSAGES.sizeNotOffered(size);
  const available = effectiveAvailability(product.id, product.available);
  if (!available) return CART_MESSAGES.outOfStock;
  return sizeInStock({ ...product, available }, size) ? null : CART_MESSAGES.sizeSoldOut(size);
}

/** Adds one of the product (in `options.size`, when given); true when it is in the cart afterwards. */
export function addProductToCart(product: CartProduct, options: AddOptions): boolean {
  const size = options.size ?? null;
  if (size !== null) {
    const refusal = refuseSize(product, size);
    if (refusal) {
      toast.error(refusal);
      return false;
    }
  } else if (!effectiveAvailability(product.id, product.inStock)) {
    window.alert(CART_MESSAGES.outOfStock);
    return false;
  }
  try {
    const variant =
      size !== null ? { color: options.variant?.color ?? product.color, size } : options.variant;
    const input = cartItemFromProduct(product, { variant, available: true });
    // One line per product and size: a line in this size from elsewhere (the server cart's
    // `id||M`) is raised rather than joined by a second line.
    const sameSize = size === null ? undefined : lineInSize(product.id, size);
    if (sameSize) input.key = sameSize.key;
    const result = addItem(input);
    if (!result.ok) {
      if (result.reason === 'out-of-stock') window.alert(CART_MESSAGES.outOfStock);
      else toast.error(CART_MESSAGES.addFailed);
      return false;
    }
    if (options.announce !== false) toast.success(CART_MESSAGES.added);
    if (options.signedIn) void pushAdd(product.id, 1, size);
    return true;
  } catch (err) {
    console.warn('[cart] add failed', err);
    toast.error(CART_MESSAGES.addFailed);
    return false;
  }
}

/** The cart's line of the product in `size`, whatever its key. */
function lineInSize(productId: number, size: string) {
  return getSnapshot().find((line) => line.id === productId && chosenSize(line) === size);
}

/** Sends the whole cart when no server line is known for a product (or its id went stale). */
const syncAllInstead = () => syncServerCart();

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

/**
 * Removes one cart line. The server forgets its line (the product in the line's size) only when
 * no other browser line stands for it (a colour variant in the same size); else the sync PUT.
 */
export function removeCartLine(key: string, productId: number, signedIn: boolean): boolean {
  try {
    const removed = getSnapshot().find((line) => line.key === key);
    const size = removed ? chosenSize(removed) : null;
    removeItem(key);
    const items = getSnapshot();
    if (items.some((line) => line.key === key)) throw new Error('line still in the cart');
    toast.success(CART_MESSAGES.removed);
    if (signedIn) {
      const serverLine = lineServerKey({ id: productId, size: size ?? undefined });
      if (items.some((line) => lineServerKey(line) === serverLine)) syncAllInstead();
      else
        void pushRemoveLine(productId, size).then((ok) => {
          if (!ok) syncAllInstead();
        });
    }
    return true;
  } catch (err) {
    console.warn('[cart] remove failed', err);
    toast.error(CART_MESSAGES.removeFailed);
    return false;
  }
}
