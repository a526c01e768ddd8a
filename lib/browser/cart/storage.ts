// Safe access to the browser cart in localStorage (spec §3: keys `cart` and `cartItems`).
//
// Nothing here throws: localStorage may be absent (server rendering), may throw on access
// (private mode, blocked cookies, quota), and its values may be corrupt, written by another app
// ("foreign"), or huge. Bad values are ignored and the keys are rewritten with what was valid.
//
// Both keys hold the same JSON array of CartItem. Reading prefers `cart` and falls back to
// `cartItems` when `cart` is missing or unusable; writing always writes both.

import { booleanLike, cleanText, isRecord, numberLike, textLike, within } from './lenient';
import { toPaise } from '@/lib/money';
import { CART_ITEMS_KEY, CART_KEY, CART_LIMITS, type CartItem, type StorageLike } from './types';

// ---------------------------------------------------------------------------------------------
// Storage access that never throws

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

// ---------------------------------------------------------------------------------------------
// Validation of one cart line

const FIELD_MAX = {
  key: 200,
  name: 200,
  image: 1024,
  text: 80,
} as const;

export { cleanText };

/** Keeps http(s), protocol-relative and site-relative image URLs; anything else becomes "". */
export function cleanImageUrl(value: string): string {
  const v = value.trim();
  if (v.length === 0 || v.length > FIELD_MAX.image) return '';
  if (/\s/.test(v)) return '';
  if (/^https?:\/\//i.test(v) || v.startsWith('/')) return v;
  // "media/x.jpg": relative without a leading slash; no scheme (so no javascript:, data:, ...).
  if (/^[\w][\w\-./%]*$/.test(v) && !v.includes(':')) return `/${v}`;
  return '';
}

/** "1499.00" from paise, exactly (no float formatting). */
export function paiseToString(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function clampQty(value: number, stock?: number): number {
  const cap = stockCap(stock);
  if (!Number.isFinite(value)) return 1;
  return Math.min(cap, Math.max(1, Math.floor(value)));
}

/** Highest allowed qty for a line: the known stock (but never below 1), at most maxQty. */
export function stockCap(stock?: number): number {
  if (stock === undefined || !Number.isFinite(stock)) return CART_LIMITS.maxQty;
  return Math.max(1, Math.min(CART_LIMITS.maxQty, Math.floor(stock)));
}

/**
 * A clean CartItem from anything (a stored entry, an add from the UI), or null when it lacks a
 * usable id, name or price. Unknown fields are dropped, strings trimmed and capped, the qty
 * clamped to 1..maxQty and to the known stock, a missing key derived from the id.
 */
export function normalizeCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const id = within(numberLike(value.id), 1, Number.MAX_SAFE_INTEGER, true);
  const name = textLike(value.name, FIELD_MAX.name);
  const price = within(numberLike(value.price), 0, 1e10);
  if (id === undefined || !name || price === undefined) return null;
  const key = textLike(value.key, FIELD_MAX.key);
  const stock = within(numberLike(value.stock), 0, 1_000_000_000, true);
  const cotton = within(numberLike(value.cotton_percentage), 0, 100);
  const optionalText = (field: unknown) => textLike(field, FIELD_MAX.text) || undefined;
  const d = {
    color: optionalText(value.color),
    size: optionalText(value.size),
    weight: optionalText(value.weight),
    brand: optionalText(value.brand),
    model_name: optionalText(value.model_name),
    cotton_percentage: cotton === undefined ? undefined : Math.round(cotton),
    stock,
  };
  const item: CartItem = {
    id,
    key: key || String(id),
    name,
    price: paiseToString(toPaise(price)),
    qty: clampQty(numberLike(value.qty) ?? 1, stock),
    image: typeof value.image === 'string' ? cleanImageUrl(value.image) : '',
    available: booleanLike(value.available) ?? true,
    main_category: textLike(value.main_category, FIELD_MAX.text) ?? '',
    sub_category: textLike(value.sub_category, FIELD_MAX.text) ?? '',
  };
  // Optional fields only when present, so the stored JSON stays small and legacy-shaped.
  if (d.color !== undefined) item.color = d.color;
  if (d.size !== undefined) item.size = d.size;
  if (d.weight !== undefined) item.weight = d.weight;
  if (d.brand !== undefined) item.brand = d.brand;
  if (d.model_name !== undefined) item.model_name = d.model_name;
  if (d.cotton_percentage !== undefined) item.cotton_percentage = d.cotton_percentage;
  if (d.stock !== undefined) item.stock = d.stock;
  return item;
}

/**
 * Clean lines from a parsed JSON value: null when it is not an array or when it is a non-empty
 * array without a single usable line (foreign data); otherwise the usable lines, at most
 * maxLines, one per key (a repeated key keeps the first line with the larger qty).
 */
export function normalizeCartItems(value: unknown): CartItem[] | null {
  if (!Array.isArray(value)) return null;
  const byKey = new Map<string, CartItem>();
  for (const entry of value as unknown[]) {
    const item = normalizeCartItem(entry);
    if (!item) continue;
    const seen = byKey.get(item.key);
    if (seen) {
      if (item.qty > seen.qty)
        byKey.set(item.key, { ...seen, qty: clampQty(item.qty, seen.stock) });
      continue;
    }
    if (byKey.size >= CART_LIMITS.maxLines) continue;
    byKey.set(item.key, item);
  }
  if (byKey.size === 0 && value.length > 0) return null;
  return [...byKey.values()];
}

// ---------------------------------------------------------------------------------------------
// The cart keys

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
