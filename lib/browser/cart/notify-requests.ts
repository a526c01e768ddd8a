// The shopper's notify requests (spec §3, §4): `notify_requests` holds a JSON array of the
// product ids the shopper asked to be told about when they are back in stock. Changes dispatch
// `notify:updated` on window; other tabs are followed through the `storage` event. The
// subscribe/getSnapshot pair is for useSyncExternalStore.

import { getLocalStorage, parseStoredJson, safeGet, safeSet } from './safe-storage';
import {
  CART_LIMITS,
  NOTIFY_REQUESTS_KEY,
  NOTIFY_UPDATED_EVENT,
  type StorageLike,
} from '@/lib/shared/cart/types';
import { dispatchWindowEvent, subscribeToKeys } from './window-events';

type ProductId = number | string;

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
  dispatchWindowEvent(NOTIFY_UPDATED_EVENT);
  return true;
}

export function subscribeNotifyRequests(listener: () => void): () => void {
  return subscribeToKeys(NOTIFY_UPDATED_EVENT, (key) => key === NOTIFY_REQUESTS_KEY, listener);
}

export const getNotifyRequestsSnapshot = (): readonly number[] => notifyRequests();
export const getNotifyRequestsServerSnapshot = (): readonly number[] => EMPTY_IDS;
