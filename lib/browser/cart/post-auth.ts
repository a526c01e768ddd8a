// The pending add-to-cart intent of a signed-out shopper (docs/product.md §3, §4): sessionStorage
// `postAuth` = {action: 'ADD_TO_CART', productId, pathname}, plus `size` when the shopper chose
// one (absent otherwise, so the spec's shape is unchanged for products without sizes).
// Saved by the product page before it sends the shopper to /login; finished (and cleared) by the
// resume hook after login.
//
// Nothing here throws: sessionStorage may be missing or blocked and its value may be garbage,
// which reads as "no intent" and is removed.

import {
  getSessionStorage,
  parseStoredJson,
  safeRemove,
  safeSet,
  tryGet,
} from '@/lib/browser/storage';
import { idFrom } from '@/lib/shared/ids';
import { isRecord } from '@/lib/shared/is-record';
import { safeNextPath } from '@/lib/shared/safe-next';
import type { StorageLike } from '@/lib/shared/cart/types';
import { isKnownSize } from '@/lib/shared/sizes';

export const POST_AUTH_KEY = 'postAuth';

export interface PostAuthIntent {
  action: 'ADD_TO_CART';
  productId: number;
  /** The chosen size ("M"); absent for an add without one. */
  size?: string;
  /** Site path to return to, e.g. "/product/12". */
  pathname: string;
}

/** A size worth keeping: one the catalogue knows; anything else means "no size". */
function knownSizeOrNull(value: unknown): string | null {
  return typeof value === 'string' && isKnownSize(value.trim()) ? value.trim() : null;
}

/** The intent's fields in the stored order, `size` only when there is one. */
function intentOf(productId: number, size: string | null, pathname: string): PostAuthIntent {
  return size === null
    ? { action: 'ADD_TO_CART', productId, pathname }
    : { action: 'ADD_TO_CART', productId, size, pathname };
}

/** The intent in a stored value, or null when it is not one (a bad pathname falls back to "/"). */
function readIntent(value: unknown): PostAuthIntent | null {
  if (!isRecord(value) || value.action !== 'ADD_TO_CART') return null;
  const { productId, pathname } = value;
  const id = idFrom(productId);
  if (id === null) return null;
  const path = typeof pathname === 'string' ? pathname.trim() : '';
  return intentOf(id, knownSizeOrNull(value.size), safeNextPath(path) ?? '/');
}

/** Saves the intent (a size the catalogue does not know is dropped); false when refused. */
export function savePostAuth(
  intent: { productId: number; size?: string | null; pathname: string },
  storage: StorageLike | null = getSessionStorage(),
): boolean {
  const value = intentOf(
    intent.productId,
    knownSizeOrNull(intent.size),
    safeNextPath(intent.pathname) ?? '/',
  );
  return safeSet(POST_AUTH_KEY, JSON.stringify(value), storage);
}

/** The saved intent, or null (a corrupt value is removed). */
export function readPostAuth(
  storage: StorageLike | null = getSessionStorage(),
): PostAuthIntent | null {
  const read = tryGet(POST_AUTH_KEY, storage);
  if (!read.ok || read.value === null) return null;
  const intent = readIntent(parseStoredJson(read.value, 4096));
  if (intent) return intent;
  clearPostAuth(storage);
  return null;
}

export function clearPostAuth(storage: StorageLike | null = getSessionStorage()): void {
  safeRemove(POST_AUTH_KEY, storage);
}
