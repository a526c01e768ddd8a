// Product availability as the browser sees it, and the shopper's notify requests (spec §3, §4).
//
// - `availability_override:{id}` holds 'true' or 'false': the admin's local override, set when
//   an edit could not be saved on the server. Effective availability = the override if present,
//   else the server's `available`, else available.
// - `notify_requests` holds a JSON array of product ids the shopper asked to be told about.
//
// Changes dispatch `availability:updated` / `notify:updated` on window; other tabs are followed
// through the `storage` event. Both have subscribe/getSnapshot pairs for useSyncExternalStore.

import { getLocalStorage, parseStoredJson, safeGet, safeRemove, safeSet } from './storage';
import {
  AVAILABILITY_OVERRIDE_PREFIX,
  AVAILABILITY_UPDATED_EVENT,
  CART_LIMITS,
  NOTIFY_REQUESTS_KEY,
  NOTIFY_UPDATED_EVENT,
  type StorageLike,
} from './types';

type ProductId = number | string;

function dispatch(type: string): void {
  try {
    const w = (globalThis as { window?: EventTarget }).window;
    w?.dispatchEvent(new Event(type));
  } catch (err) {
    console.warn(`[cart] ${type} listener failed`, err);
  }
}

/** Subscribes to same-tab events of `type` and to storage events for keys matching `matches`. */
function subscribeTo(
  type: string,
  matches: (key: string) => boolean,
  listener: () => void,
): () => void {
  const w = (globalThis as { window?: EventTarget }).window;
  if (!w || typeof w.addEventListener !== 'function') return () => {};
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === null || key === undefined || matches(key)) listener();
  };
  w.addEventListener(type, listener);
  w.addEventListener('storage', onStorage);
  return () => {
    w.removeEventListener(type, listener);
    w.removeEventListener('storage', onStorage);
  };
}

// ---------------------------------------------------------------------------------------------
// Availability overrides

export function availabilityOverrideKey(id: ProductId): string {
  return `${AVAILABILITY_OVERRIDE_PREFIX}${id}`;
}

/** The admin's local override for a product, or null when there is none (or it is garbage). */
export function availabilityOverride(
  id: ProductId,
  storage: StorageLike | null = getLocalStorage(),
): boolean | null {
  const raw = safeGet(availabilityOverrideKey(id), storage);
  if (raw === null) return null;
  const v = raw
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  safeRemove(availabilityOverrideKey(id), storage); // garbage: ignore and repair
  return null;
}

/** Sets ('true'/'false') or clears (null) the override, then dispatches `availability:updated`. */
export function setAvailabilityOverride(
  id: ProductId,
  value: boolean | null,
  storage: StorageLike | null = getLocalStorage(),
): void {
  const key = availabilityOverrideKey(id);
  if (value === null) safeRemove(key, storage);
  else safeSet(key, value ? 'true' : 'false', storage);
  dispatch(AVAILABILITY_UPDATED_EVENT);
}

/** The override if present, else the server's flag, else true (spec §4). */
export function effectiveAvailability(
  id: ProductId,
  serverAvailable?: boolean | null,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  return availabilityOverride(id, storage) ?? serverAvailable ?? true;
}

/**
 * For useSyncExternalStore; the snapshot is a boolean, so no caching is needed:
 *   useSyncExternalStore(subscribeAvailability,
 *     () => effectiveAvailability(id, product.available), () => product.available)
 */
export function subscribeAvailability(listener: () => void): () => void {
  return subscribeTo(
    AVAILABILITY_UPDATED_EVENT,
    (key) => key.startsWith(AVAILABILITY_OVERRIDE_PREFIX),
    listener,
  );
}

// ---------------------------------------------------------------------------------------------
// Notify requests

const EMPTY_IDS: readonly number[] = Object.freeze([]);

function toId(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,15}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function parseIds(raw: string | null): { ids: readonly number[]; bad: boolean } {
  if (raw === null) return { ids: EMPTY_IDS, bad: false };
  const value = parseStoredJson(raw, 64 * 1024);
  if (!Array.isArray(value)) return { ids: EMPTY_IDS, bad: true };
  const ids: number[] = [];
  let bad = false;
  for (const entry of value as unknown[]) {
    const id = toId(entry);
    if (id === null || ids.includes(id)) {
      bad = true;
      continue;
    }
    ids.push(id);
  }
  if (ids.length > CART_LIMITS.maxNotifyRequests) {
    ids.splice(0, ids.length - CART_LIMITS.maxNotifyRequests); // keep the newest
    bad = true;
  }
  return { ids: ids.length === 0 ? EMPTY_IDS : Object.freeze(ids), bad };
}

// Snapshot cache keyed by the raw stored string, so an unchanged value gives the same array.
let cachedRaw: string | null | undefined;
let cachedIds: readonly number[] = EMPTY_IDS;

/**
 * The requested product ids (the same array while the stored value is unchanged). Corrupt or
 * foreign values read as [] (invalid entries are dropped) and the key is rewritten.
 */
export function notifyRequests(storage: StorageLike | null = getLocalStorage()): readonly number[] {
  const raw = safeGet(NOTIFY_REQUESTS_KEY, storage);
  if (raw === cachedRaw) return cachedIds;
  const { ids, bad } = parseIds(raw);
  if (bad) {
    const repaired = JSON.stringify(ids);
    if (safeSet(NOTIFY_REQUESTS_KEY, repaired, storage)) {
      cachedRaw = repaired;
      cachedIds = ids;
      return ids;
    }
  }
  cachedRaw = raw;
  cachedIds = ids;
  return ids;
}

export function hasNotifyRequest(
  id: ProductId,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  const n = toId(id);
  return n !== null && notifyRequests(storage).includes(n);
}

/** Remembers a notify request; true when it was new. Dispatches `notify:updated`. */
export function addNotifyRequest(
  id: ProductId,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  const n = toId(id);
  if (n === null) return false;
  const ids = notifyRequests(storage);
  if (ids.includes(n)) return false;
  const next = [...ids, n].slice(-CART_LIMITS.maxNotifyRequests);
  safeSet(NOTIFY_REQUESTS_KEY, JSON.stringify(next), storage);
  dispatch(NOTIFY_UPDATED_EVENT);
  return true;
}

export function subscribeNotifyRequests(listener: () => void): () => void {
  return subscribeTo(NOTIFY_UPDATED_EVENT, (key) => key === NOTIFY_REQUESTS_KEY, listener);
}

export const getNotifyRequestsSnapshot = (): readonly number[] => notifyRequests();
export const getNotifyRequestsServerSnapshot = (): readonly number[] => EMPTY_IDS;
