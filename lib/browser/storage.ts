// Web Storage access that never throws: localStorage (the cart's keys, docs/product.md §3, the checkout's
// details) and sessionStorage (the add-to-cart intent kept across a login).
//
// Storage may be absent (server rendering), may throw on access (private mode, blocked cookies,
// quota), and its values may be corrupt, written by another app ("foreign"), or huge. Every
// function here answers null, false or undefined instead of throwing.

import { CART_LIMITS, type StorageLike } from '@/lib/shared/cart/types';

function webStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    const s = (globalThis as Partial<Record<typeof name, StorageLike>>)[name];
    return s && typeof s.getItem === 'function' && typeof s.setItem === 'function' ? s : null;
  } catch {
    // Reading `window.localStorage` itself throws a SecurityError when storage is blocked.
    return null;
  }
}

/** localStorage when this runs in a browser that allows it, else null. */
export const getLocalStorage = (): StorageLike | null => webStorage('localStorage');

/** sessionStorage (this tab only) when this runs in a browser that allows it, else null. */
export const getSessionStorage = (): StorageLike | null => webStorage('sessionStorage');

export type ReadResult = { ok: true; value: string | null } | { ok: false };

/** Reads a key; `ok: false` when storage is missing or threw (as opposed to a missing key). */
export function tryGet(key: string, storage: StorageLike | null = getLocalStorage()): ReadResult {
  if (!storage) return { ok: false };
  try {
    const value = storage.getItem(key);
    return { ok: true, value: typeof value === 'string' ? value : null };
  } catch {
    return { ok: false };
  }
}

/** The value of a key, or null when it is missing or storage is unusable. */
export function safeGet(
  key: string,
  storage: StorageLike | null = getLocalStorage(),
): string | null {
  const r = tryGet(key, storage);
  return r.ok ? r.value : null;
}

/** Writes a key; false when storage is missing or refused (quota, private mode). */
export function safeSet(
  key: string,
  value: string,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch (err) {
    console.warn(`[storage] could not write "${key}"`, err);
    return false;
  }
}

export function safeRemove(key: string, storage: StorageLike | null = getLocalStorage()): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** JSON.parse of a stored value; undefined when missing, oversized or not JSON. */
export function parseStoredJson(
  raw: string | null,
  maxChars: number = CART_LIMITS.maxRawChars,
): unknown {
  if (raw === null || raw.length > maxChars) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON value stored under `key`; undefined when missing, oversized or not JSON. */
export function readStoredJson(
  key: string,
  storage: StorageLike | null = getLocalStorage(),
  maxChars?: number,
): unknown {
  return parseStoredJson(safeGet(key, storage), maxChars);
}
