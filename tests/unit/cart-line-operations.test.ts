import { describe, expect, it } from 'vitest';
import {
  addLine,
  patchProductLines,
  removeLine,
  removeProductLines,
  setLineQty,
} from '@/lib/browser/cart/line-operations';
import { normalizeCartItem } from '@/lib/browser/cart/normalize-lines';
import { CART_LIMITS, type CartItem } from '@/lib/shared/cart/types';

// The store's rules as pure functions: they never change the lines they are given and answer
// null when nothing changes (so the store writes and announces nothing).

/** A line of product `id` as the store keeps it (normalized). */
function line(id: number, more: Partial<CartItem> = {}): CartItem {
  const item = normalizeCartItem({ id, name: `Product ${id}`, price: '100.00', ...more });
  if (!item) throw new Error('bad fixture');
  return item;
}

describe('line operations', () => {
  it('addLine adds a new line or raises an existing one, capped by stock', () => {
    const lines = Object.freeze([line(1, { qty: 2, stock: 3 })]);
    const raised = addLine(lines, line(1, { stock: 3 }), 5);
    expect(raised.result).toMatchObject({ ok: true, capped: true, item: { qty: 3 } });
    expect(raised.next?.map((l) => l.qty)).toEqual([3]);
    expect(lines[0]?.qty).toBe(2);

    const added = addLine(lines, line(2), 1);
    expect(added.next?.map((l) => l.key)).toEqual(['1', '2']);
  });

  it('addLine refuses invalid, out-of-stock and line-limit adds without a change', () => {
    expect(addLine([], line(1), Number.NaN)).toEqual({
      next: null,
      result: { ok: false, reason: 'invalid' },
    });
    expect(addLine([], line(1, { available: false }), 1).result).toEqual({
      ok: false,
      reason: 'out-of-stock',
    });
    const full = Array.from({ length: CART_LIMITS.maxLines }, (_, i) => line(i + 1));
    expect(addLine(full, line(9999), 1)).toEqual({
      next: null,
      result: { ok: false, reason: 'too-many-lines' },
    });
  });

  it('remove, setQty and patch answer null when nothing changes', () => {
    const lines = Object.freeze([line(1, { qty: 2 }), line(2, { key: '2|Red|M' })]);
    expect(removeLine(lines, 'nope')).toBeNull();
    expect(removeLine(lines, '1')?.map((l) => l.key)).toEqual(['2|Red|M']);
    expect(removeProductLines(lines, 3)).toBeNull();
    expect(removeProductLines(lines, 2)?.map((l) => l.key)).toEqual(['1']);
    expect(setLineQty(lines, '1', 2)).toEqual({ next: null, qty: 2 });
    expect(setLineQty(lines, 'nope', 2)).toEqual({ next: null, qty: null });
    expect(setLineQty(lines, '1', 5000).qty).toBe(CART_LIMITS.maxQty);
    expect(patchProductLines(lines, 3, { stock: 1 })).toBeNull();
    expect(patchProductLines(lines, 1, { stock: 1 })?.[0]).toMatchObject({ qty: 1, stock: 1 });
    expect(lines.map((l) => l.qty)).toEqual([2, 1]);
  });
});
