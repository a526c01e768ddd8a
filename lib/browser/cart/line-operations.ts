// The cart's line operations as pure functions over the current lines. Each answers the next
// lines, or null when nothing changes (the store then writes and announces nothing); the store
// (create-store.ts) applies them to its snapshot, so the rules can be read and tested without
// storage or events.

import { normalizeCartItem } from './normalize-lines';
import { clampQty, stockCap } from './quantity';
import { CART_LIMITS, type CartItem, type CartItemInput } from '@/lib/shared/cart/types';

/** Lines to store, or null when the operation leaves the cart as it is. */
export type NextLines = CartItem[] | null;

export type AddResult =
  | {
      ok: true;
      item: CartItem;
      /** True when the requested qty was cut down to the known stock (or maxQty). */
      capped: boolean;
    }
  | { ok: false; reason: 'out-of-stock' | 'too-many-lines' | 'invalid' };

export interface ProductPatch {
  name?: string;
  price?: string;
  image?: string;
  available?: boolean;
  stock?: number;
}

const refused = (
  reason: Extract<AddResult, { ok: false }>['reason'],
): { next: null; result: AddResult } => ({ next: null, result: { ok: false, reason } });

/**
 * Adds `requested` units of a line, or raises the qty of the line with the same key; the qty is
 * capped by the known stock (and maxQty). Out-of-stock products and a 201st line are refused.
 */
export function addLine(
  lines: readonly CartItem[],
  input: CartItemInput,
  requested: number,
): { next: NextLines; result: AddResult } {
  const clean = normalizeCartItem({ ...input, qty: 1 });
  if (!clean || !Number.isFinite(requested)) return refused('invalid');
  if (!clean.available) return refused('out-of-stock');
  const add = Math.max(1, Math.floor(requested));
  const items = [...lines];
  const index = items.findIndex((line) => line.key === clean.key);
  const existing = index >= 0 ? items[index] : undefined;
  if (!existing && items.length >= CART_LIMITS.maxLines) return refused('too-many-lines');
  const stock = clean.stock ?? existing?.stock;
  const wanted = (existing?.qty ?? 0) + add;
  const qty = Math.min(wanted, stockCap(stock));
  // Newer product facts (price, availability, stock) win over the stored line's.
  const line: CartItem = { ...existing, ...clean, qty };
  if (stock !== undefined) line.stock = stock;
  if (existing) items[index] = line;
  else items.push(line);
  return { next: items, result: { ok: true, item: line, capped: qty < wanted } };
}

/** Without the line of that key. */
export function removeLine(lines: readonly CartItem[], key: string): NextLines {
  const next = lines.filter((line) => line.key !== key);
  return next.length !== lines.length ? next : null;
}

/** Without any line of the product (all colours and sizes). */
export function removeProductLines(lines: readonly CartItem[], productId: number): NextLines {
  const next = lines.filter((line) => line.id !== productId);
  return next.length !== lines.length ? next : null;
}

/**
 * A line's qty set to `qty` clamped to 1..stock (1..maxQty when the stock is unknown); `qty`
 * answers the qty set, or null when there is no such line or `qty` is not a number.
 */
export function setLineQty(
  lines: readonly CartItem[],
  key: string,
  qty: number,
): { next: NextLines; qty: number | null } {
  const index = lines.findIndex((line) => line.key === key);
  const line = lines[index];
  if (!line || !Number.isFinite(qty)) return { next: null, qty: null };
  const clamped = clampQty(qty, line.stock);
  if (clamped === line.qty) return { next: null, qty: clamped };
  const next = [...lines];
  next[index] = { ...line, qty: clamped };
  return { next, qty: clamped };
}

/** Every line of the product patched (availability, stock, price, ...), its qty re-clamped. */
export function patchProductLines(
  lines: readonly CartItem[],
  productId: number,
  patch: ProductPatch,
): NextLines {
  let changed = false;
  const next = lines.map((line) => {
    if (line.id !== productId) return line;
    const patched = normalizeCartItem({ ...line, ...patch });
    if (!patched) return line;
    patched.qty = clampQty(line.qty, patched.stock);
    changed = true;
    return patched;
  });
  return changed ? next : null;
}
