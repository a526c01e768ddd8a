// The cart in localStorage (docs/product.md §3: keys `cart` and `cartItems`).
//
// Both keys hold the same JSON array of CartItem (the older single-page app reads either).
// Reading prefers `cart` and falls back to `cartItems` when `cart` is missing or unusable;
// bad values are ignored and the keys are rewritten with what was valid. Writing always writes
// both. Nothing here throws.

import { normalizeCartItems } from './normalize-lines';
import { getLocalStorage, parseStoredJson, safeSet, tryGet } from '@/lib/browser/storage';
import {
  CART_ITEMS_KEY,
  CART_KEY,
  CART_LIMITS,
  type CartItem,
  type StorageLike,
} from '@/lib/shared/cart/types';

/** The canonical JSON written to both keys (always within maxRawChars). */
export function serializeCart(items: readonly CartItem[]): string {
  let lines = items.slice(0, CART_LIMITS.maxLines);
  let json = JSON.stringify(lines);
  // Field caps keep 200 lines far below the limit; this only guards against the impossible.
  while (json.length > CART_LIMITS.maxRawChars && lines.length > 0) {
    lines = lines.slice(0, -1);
    json = JSON.stringify(lines);
  }
  return json;
}

export interface CartReadResult {
  items: CartItem[];
  /** False when localStorage is missing or threw: `items` is then [] and means "unknown". */
  ok: boolean;
  /** True when the stored keys were bad or out of step and have been rewritten. */
  repaired: boolean;
}

function parseCartValue(raw: string | null): CartItem[] | null {
  return normalizeCartItems(parseStoredJson(raw));
}

/** Reads the cart; repairs the keys when they were corrupt, foreign, oversized or differ. */
export function readCart(storage: StorageLike | null = getLocalStorage()): CartReadResult {
  const a = tryGet(CART_KEY, storage);
  const b = tryGet(CART_ITEMS_KEY, storage);
  if (!a.ok || !b.ok) return { items: [], ok: false, repaired: false };
  const items = parseCartValue(a.value) ?? parseCartValue(b.value) ?? [];
  const json = serializeCart(items);
  const untouched = a.value === null && b.value === null && items.length === 0;
  if (untouched || (a.value === json && b.value === json)) {
    return { items, ok: true, repaired: false };
  }
  writeCartJson(json, storage);
  return { items, ok: true, repaired: true };
}

function writeCartJson(json: string, storage: StorageLike | null): boolean {
  const okA = safeSet(CART_KEY, json, storage);
  const okB = safeSet(CART_ITEMS_KEY, json, storage);
  return okA && okB;
}

/** Writes both keys; false when storage is missing or refused the write. */
export function writeCart(
  items: readonly CartItem[],
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  return writeCartJson(serializeCart(items), storage);
}
