// Web Storage access that never throws (the cart's keys live in localStorage, spec §3).
//
// localStorage may be absent (server rendering), may throw on access (private mode, blocked
// cookies, quota), and its values may be corrupt, written by another app ("foreign"), or huge.
// Every function here answers null, false or undefined instead of throwing.

import { CART_LIMITS, type StorageLike } from '@/lib/shared/cart/types';

/** localStorage when this runs in a browser that allows it, else null. */
export function getLocalStorage(): StorageLike | null {
  try {
    const s = (globalThis as { localStorage?: StorageLike }).localStorage;
    return s && typeof s.getItem === 'function' && typeof s.setItem === 'function' ? s : null;
  } catch {
    // Reading `window.localStorage` itself throws a SecurityError when storage is blocked.
    return null;
  }
}

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
    console.warn(`[cart] could not write localStorage "${key}"`, err);
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
