// The pending add-to-cart intent of a signed-out shopper (spec §3, §4): sessionStorage
// `postAuth` = {action: 'ADD_TO_CART', productId, pathname}. Saved by the product page before
// it sends the shopper to /login; finished (and cleared) by the resume hook after login.
//
// Nothing here throws: sessionStorage may be missing or blocked and its value may be garbage,
// which reads as "no intent" and is removed.

import { digitsLike, isRecord, within } from './lenient';
import type { StorageLike } from '@/lib/shared/cart/types';

export const POST_AUTH_KEY = 'postAuth';

export interface PostAuthIntent {
  action: 'ADD_TO_CART';
  productId: number;
  /** Site path to return to, e.g. "/product/12". */
  pathname: string;
}

/** A same-site path only: "/x", never "//host" or "/\\host" (no open redirect). */
export function isSafePath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 512;
}

/** The intent in a stored value, or null when it is not one (a bad pathname falls back to "/"). */
function readIntent(value: unknown): PostAuthIntent | null {
  if (!isRecord(value) || value.action !== 'ADD_TO_CART') return null;
  const { productId, pathname } = value;
  const id = within(digitsLike(productId), 1, Number.MAX_SAFE_INTEGER, true);
  if (id === undefined) return null;
  const path = typeof pathname === 'string' ? pathname.trim() : '';
  return { action: 'ADD_TO_CART', productId: id, pathname: isSafePath(path) ? path : '/' };
}

export function getSessionStorage(): StorageLike | null {
  try {
    const s = (globalThis as { sessionStorage?: StorageLike }).sessionStorage;
    return s && typeof s.getItem === 'function' ? s : null;
  } catch {
    return null;
  }
}

/** Saves the intent; false when sessionStorage refused it. */
export function savePostAuth(
  intent: { productId: number; pathname: string },
  storage: StorageLike | null = getSessionStorage(),
): boolean {
  if (!storage) return false;
  const value: PostAuthIntent = {
    action: 'ADD_TO_CART',
    productId: intent.productId,
    pathname: isSafePath(intent.pathname) ? intent.pathname : '/',
  };
  try {
    storage.setItem(POST_AUTH_KEY, JSON.stringify(value));
    return true;
  } catch (err) {
    console.warn('[cart] could not save postAuth', err);
    return false;
  }
}

/** The saved intent, or null (a corrupt value is removed). */
export function readPostAuth(
  storage: StorageLike | null = getSessionStorage(),
): PostAuthIntent | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(POST_AUTH_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = raw.length <= 4096 ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    parsed = undefined;
  }
  const intent = readIntent(parsed);
  if (intent) return intent;
  clearPostAuth(storage);
  return null;
}

export function clearPostAuth(storage: StorageLike | null = getSessionStorage()): void {
  try {
    storage?.removeItem(POST_AUTH_KEY);
  } catch {
    // blocked storage: nothing to clear
  }
}
