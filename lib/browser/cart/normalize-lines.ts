// Validation and repair of cart lines from anywhere: stored JSON (possibly corrupt, foreign or
// written by the older single-page app), adds from the UI, lines from the server. Bad fields
// are dropped or replaced, bad lines skipped; nothing here throws.

import { rupeesText } from '@/lib/shared/money';
import { idFrom } from '@/lib/shared/ids';
import { isRecord } from '@/lib/shared/is-record';
import { booleanLike, numberLike, textLike, within } from './lenient';
import { clampQty } from './quantity';
import { CART_LIMITS, type CartItem } from '@/lib/shared/cart/types';

const FIELD_MAX = {
  key: 200,
  name: 200,
  image: 1024,
  text: 80,
} as const;

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

/**
 * A clean CartItem from anything (a stored entry, an add from the UI), or null when it lacks a
 * usable id, name or price. Unknown fields are dropped, strings trimmed and capped, the qty
 * clamped to 1..maxQty and to the known stock, a missing key derived from the id.
 */
export function normalizeCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const id = idFrom(value.id);
  const name = textLike(value.name, FIELD_MAX.name);
  const price = within(numberLike(value.price), 0, 1e10);
  if (id === null || !name || price === undefined) return null;
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
    price: rupeesText(price),
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
