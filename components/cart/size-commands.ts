'use client';

// Changing the size of a cart line on the cart page: the local store first, then,
// for a signed-in shopper, the server cart. Like every cart command, server failures are only
// logged; the shopper sees the outcome of the local change.

import { toast } from '@/components/ui/toast';
import { keyFor } from '@/lib/browser/cart/line-from-product';
import { isSyncableCartId } from '@/lib/browser/cart/qty-sync';
import { syncServerCart } from '@/lib/browser/cart/server-cart-sync';
import type { SizeChoice } from '@/lib/browser/cart/refresh-facts';
import { setServerItemId, storedCartId } from '@/lib/browser/cart/server-cart-keys';
import { pushAdd, pushRemoveLine } from '@/lib/browser/cart/server-requests';
import { changeSize } from '@/lib/browser/cart/store';
import { chosenSize, productSizeKey } from '@/lib/shared/cart/line-size';
import type { CartItem } from '@/lib/shared/cart/types';
import { CART_MESSAGES } from './cart-commands';

export const SIZE_MESSAGES = {
  changed: (size: string) => `Size changed to ${size} ✔`,
  changeFailed: 'Could not change the size.',
} as const;

/**
 * The server learns the move: the sync PUT sends the whole cart (the old size's line goes, the
 * new one comes or grows); without a known server cart, the old line is deleted and the new one
 * posted. `gone` products (no longer in the shop) stay out of the PUT, which would refuse them.
 */
function moveOnServer(
  line: CartItem,
  from: string | null,
  to: string,
  gone: ReadonlySet<number>,
): void {
  if (isSyncableCartId(storedCartId())) {
    setServerItemId(productSizeKey(line.id, from), null); // that server line is replaced
    syncServerCart(gone);
    return;
  }
  void pushRemoveLine(line.id, from).then(() => pushAdd(line.id, line.qty, to));
}

/**
 * Moves a line to `size` (one of `choices`, in stock): key id|color|size, joining the product's
 * line in that size if the cart has one. False, with a toast, when the size cannot be sold.
 */
export function changeCartLineSize(
  line: CartItem,
  size: string,
  product: { color: string; choices: readonly SizeChoice[] },
  options: { signedIn: boolean; gone?: ReadonlySet<number> },
): boolean {
  const choice = product.choices.find((c) => c.size === size);
  if (!choice) {
    toast.error(CART_MESSAGES.sizeNotOffered(size));
    return false;
  }
  if (!choice.available || choice.stock < 1) {
    toast.error(CART_MESSAGES.sizeSoldOut(size));
    return false;
  }
  const from = chosenSize(line);
  const key = keyFor(line, { color: line.color ?? product.color, size });
  if (!changeSize(line.key, { size, key, available: true, stock: choice.stock })) {
    toast.error(SIZE_MESSAGES.changeFailed);
    return false;
  }
  toast.success(SIZE_MESSAGES.changed(size));
  if (options.signedIn) moveOnServer(line, from, size, options.gone ?? new Set());
  return true;
}
