// The shopper's notify requests (docs/product.md §3, §4): `notify_requests` holds a JSON array of what the
// shopper asked to be told about when it is back in stock. A request for a product is its id, a
// number (the spec's shape, also read by the older app); a request for one size of it
// is the string "{id}|{size}", e.g. "12|M". Changes dispatch `notify:updated` on window; other
// tabs are followed through the `storage` event. The subscribe/getSnapshot pair is for
// useSyncExternalStore.

import { getLocalStorage, parseStoredJson, safeGet, safeSet } from '@/lib/browser/storage';
import {
  CART_LIMITS,
  NOTIFY_REQUESTS_KEY,
  NOTIFY_UPDATED_EVENT,
  type StorageLike,
} from '@/lib/shared/cart/types';
import { productSizeKey, readProductSizeKey } from '@/lib/shared/cart/line-size';
import { idFrom } from '@/lib/shared/ids';
import { isKnownSize } from '@/lib/shared/sizes';
import { dispatchWindowEvent, subscribeToKeys } from './window-events';

type ProductId = number | string;

/** One stored request: a product id, or "{id}|{size}" for one size of it. */
export type NotifyEntry = number | string;

/** What a request is about: a product (size null) or one size of it. */
export interface NotifyTarget {
  id: ProductId;
  size: string | null;
}

const EMPTY_ENTRIES: readonly NotifyEntry[] = Object.freeze([]);

/** The stored entry for a request, or null when the id or size is not a valid one. */
export function notifyEntry(target: ProductId | NotifyTarget): NotifyEntry | null {
  const { id, size } = typeof target === 'object' ? target : { id: target, size: null };
  const n = idFrom(id);
  if (n === null) return null;
  if (size === null) return n;
  return isKnownSize(size) ? productSizeKey(n, size) : null;
}

/** A stored value as an entry: a product id (digit strings too) or a valid "{id}|{size}". */
function readEntry(value: unknown): NotifyEntry | null {
  if (typeof value === 'string' && value.includes('|')) {
    const read = readProductSizeKey(value);
    return read ? notifyEntry({ id: read.productId, size: read.size }) : null;
  }
  return notifyEntry(idFrom(value) ?? 0);
}

function parseEntries(raw: string | null): { entries: readonly NotifyEntry[]; bad: boolean } {
  if (raw === null) return { entries: EMPTY_ENTRIES, bad: false };
  const value = parseStoredJson(raw, 64 * 1024);
  if (!Array.isArray(value)) return { entries: EMPTY_ENTRIES, bad: true };
  const entries: NotifyEntry[] = [];
  let bad = false;
  for (const raw of value as unknown[]) {
    const entry = readEntry(raw);
    if (entry === null || entries.includes(entry)) {
      bad = true;
      continue;
    }
    if (entry !== raw) bad = true; // "7" is stored back as 7
    entries.push(entry);
  }
  if (entries.length > CART_LIMITS.maxNotifyRequests) {
    entries.splice(0, entries.length - CART_LIMITS.maxNotifyRequests); // keep the newest
    bad = true;
  }
  return { entries: entries.length === 0 ? EMPTY_ENTRIES : Object.freeze(entries), bad };
}

// Snapshot cache keyed by the raw stored string, so an unchanged value gives the same array.
let cachedRaw: string | null | undefined;
let cachedEntries: readonly NotifyEntry[] = EMPTY_ENTRIES;

/**
 * The stored requests (the same array while the stored value is unchanged). Corrupt or foreign
 * values read as [] (invalid entries are dropped) and the key is rewritten.
 */
export function notifyRequests(
  storage: StorageLike | null = getLocalStorage(),
): readonly NotifyEntry[] {
  const raw = safeGet(NOTIFY_REQUESTS_KEY, storage);
  if (raw === cachedRaw) return cachedEntries;
  const { entries, bad } = parseEntries(raw);
  if (bad) {
    const repaired = JSON.stringify(entries);
    if (safeSet(NOTIFY_REQUESTS_KEY, repaired, storage)) {
      cachedRaw = repaired;
      cachedEntries = entries;
      return entries;
    }
  }
  cachedRaw = raw;
  cachedEntries = entries;
  return entries;
}

/** Whether the request was made: a product id asks about the product, a target about a size. */
export function hasNotifyRequest(
  target: ProductId | NotifyTarget,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  const entry = notifyEntry(target);
  return entry !== null && notifyRequests(storage).includes(entry);
}

/** Remembers a notify request; true when it was new. Dispatches `notify:updated`. */
export function addNotifyRequest(
  target: ProductId | NotifyTarget,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  const entry = notifyEntry(target);
  if (entry === null) return false;
  const entries = notifyRequests(storage);
  if (entries.includes(entry)) return false;
  const next = [...entries, entry].slice(-CART_LIMITS.maxNotifyRequests);
  safeSet(NOTIFY_REQUESTS_KEY, JSON.stringify(next), storage);
  dispatchWindowEvent(NOTIFY_UPDATED_EVENT);
  return true;
}

export function subscribeNotifyRequests(listener: () => void): () => void {
  return subscribeToKeys(NOTIFY_UPDATED_EVENT, (key) => key === NOTIFY_REQUESTS_KEY, listener);
}

export const getNotifyRequestsSnapshot = (): readonly NotifyEntry[] => notifyRequests();
export const getNotifyRequestsServerSnapshot = (): readonly NotifyEntry[] => EMPTY_ENTRIES;
