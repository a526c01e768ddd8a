// Product availability as the browser sees it (docs/product.md §3, §4).
//
// `availability_override:{id}` holds 'true' or 'false': the admin's local override, set when an
// edit could not be saved on the server. Effective availability = the override if present,
// else the server's `available`, else available. Changes dispatch `availability:updated` on
// window; other tabs are followed through the `storage` event.

import { getLocalStorage, safeGet, safeRemove, safeSet } from '@/lib/browser/storage';
import {
  AVAILABILITY_OVERRIDE_PREFIX,
  AVAILABILITY_UPDATED_EVENT,
  type StorageLike,
} from '@/lib/shared/cart/types';
import { dispatchWindowEvent, subscribeToKeys } from './window-events';

type ProductId = number | string;

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
  dispatchWindowEvent(AVAILABILITY_UPDATED_EVENT);
}

/** The override if present, else the server's flag, else true (docs/product.md §4). */
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
  return subscribeToKeys(
    AVAILABILITY_UPDATED_EVENT,
    (key) => key.startsWith(AVAILABILITY_OVERRIDE_PREFIX),
    listener,
  );
}
