// The cart's line operations as pure functions over the current lines. Each answers the next
// lines, or null when nothing changes (the store then writes and announces nothing); the store
// (create-store.ts) applies them to its snapshot, so the rules can be read and tested without
// storage or events.

import { normalizeCartItem } from './normalize-lines';
import { clampQty, stockCap } from './quantity';
import { chosenSize } from '@/lib/shared/cart/line-size';
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

/** What is known of one offered size now: whether it can be sold and its count. */
export interface SizeFacts {
  available: boolean;
  stock: number;
}

export interface ProductPatch {
  name?: string;
  price?: string;
  image?: string;
  /**
   * The product's colour today ('' for none): every line of the product shows it, whichever page
   * or device added the line (the line's key keeps the colour it was added with).
   */
  color?: string;
  /** The product's availability: what a line without a chosen size takes. */
  available?: boolean;
  /** The product's total stock: a line without a chosen size takes it as its stock. */
  stock?: number;
  /**
   * Every size the product offers now, with its facts. A line in one of them takes
   * that size's availability and stock; a line whose size is no longer offered loses the size
   * (it reads as a line without one, so the server is never sent a size it would refuse).
   * Without `sizes`, a line in a size keeps its own stock, at most the product's new total.
   */
  sizes?: Readonly<Record<string, SizeFacts>>;
}

/** The new size of a line, what the cart page's size choice hands to changeLineSize. */
export interface SizeChange extends SizeFacts {
  size: string;
  /** The line's key in that size (`id|color|size`). */
  key: string;
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

/** One line of the product patched per ProductPatch (sizes included), its qty re-clamped. */
function patchLine(line: CartItem, patch: ProductPatch): CartItem | null {
  const { sizes, ...plain } = patch;
  const size = chosenSize(line);
  const next: Record<string, unknown> = { ...line, ...plain };
  if (size !== null && sizes) {
    const facts = sizes[size];
    if (facts) {
      next.available = facts.available;
      next.stock = facts.stock;
    } else {
      delete next.size; // no longer offered: a line without a size from now on
    }
  } else if (size !== null) {
    // Product-level facts only (an admin edit): the size keeps its own count, which the new
    // total bounds, and a size known to be sold out stays out of stock.
    if (plain.stock !== undefined) next.stock = Math.min(line.stock ?? plain.stock, plain.stock);
    if (next.stock === 0) next.available = false;
  }
  const patched = normalizeCartItem(next);
  if (!patched) return null;
  patched.qty = clampQty(line.qty, patched.stock);
  return patched;
}

/** Every line of the product patched (availability, stock, price, sizes...), its qty re-clamped. */
export function patchProductLines(
  lines: readonly CartItem[],
  productId: number,
  patch: ProductPatch,
): NextLines {
  let changed = false;
  const next = lines.map((line) => {
    if (line.id !== productId) return line;
    const patched = patchLine(line, patch);
    if (!patched) return line;
    changed = true;
    return patched;
  });
  return changed ? next : null;
}

/**
 * The line of `key` moved to another size: it takes the new key, size, availability and stock
 * (qty clamped to it). When the cart already holds the product in that size (found by product
 * and size, whatever its key), the two become one line there, with the quantities summed and
 * capped. Null when there is no such line, it is in that size already, or the size cannot be
 * sold (the cart page offers only sizes in stock; this is the rule behind it).
 */
export function changeLineSize(
  lines: readonly CartItem[],
  key: string,
  change: SizeChange,
): NextLines {
  const index = lines.findIndex((line) => line.key === key);
  const line = lines[index];
  if (!line || chosenSize(line) === change.size || !change.available || change.stock < 1)
    return null;
  const facts = { available: change.available, stock: change.stock };
  const target = lines.findIndex(
    (other, i) => i !== index && other.id === line.id && chosenSize(other) === change.size,
  );
  const into = lines[target];
  if (into) {
    const merged = { ...into, ...facts, qty: clampQty(into.qty + line.qty, change.stock) };
    return lines.flatMap((other, i) => (i === index ? [] : i === target ? [merged] : [other]));
  }
  const moved: CartItem = {
    ...line,
    ...facts,
    key: change.key,
    size: change.size,
    qty: clampQty(line.qty, change.stock),
  };
  // Another line may hold the new key without being in that size (a stale key): never two keys.
  if (lines.some((other, i) => i !== index && other.key === change.key)) return null;
  return lines.map((other, i) => (i === index ? moved : other));
}
