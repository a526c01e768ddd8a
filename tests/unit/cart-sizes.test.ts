import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItemFromProduct, keyFor } from '@/lib/browser/cart/line-from-product';
import { changeLineSize, patchProductLines } from '@/lib/browser/cart/line-operations';
import { normalizeCartItem } from '@/lib/browser/cart/normalize-lines';
import {
  addNotifyRequest,
  hasNotifyRequest,
  notifyEntry,
  notifyRequests,
} from '@/lib/browser/cart/notify-requests';
import { clearPostAuth, readPostAuth, savePostAuth } from '@/lib/browser/cart/post-auth';
import { qtySyncBody } from '@/lib/browser/cart/qty-sync';
import { patchFromFacts, sizeChoices } from '@/lib/browser/cart/refresh-facts';
import type { ProductFacts } from '@/lib/shared/cart/product-facts';
import {
  chosenSize,
  lineServerKey,
  productSizeKey,
  readProductSizeKey,
} from '@/lib/shared/cart/line-size';
import { hasUnavailable } from '@/lib/shared/cart/totals';
import type { CartItem } from '@/lib/shared/cart/types';
import type { Product } from '@/lib/shared/product';
import { MemoryStorage, installBrowser } from '../support/browser-fakes';

// Sizes in the browser cart: a line carries the ONE size the shopper chose, its stock is that
// size's, and a legacy line whose size field holds the product's whole list reads as size-less.

function line(id: number, more: Partial<CartItem> = {}): CartItem {
  const item = normalizeCartItem({ id, name: `Product ${id}`, price: '100.00', ...more });
  if (!item) throw new Error('bad fixture');
  return item;
}

const shirt: Product = {
  id: 12,
  name: 'Linen Shirt',
  price: '1499.00',
  brand: 'Loom',
  material: 'Linen',
  modelName: 'LS-1',
  cottonPercentage: null,
  color: 'White',
  sizes: ['S', 'M', 'L'],
  footwearSizes: [],
  weight: '',
  description: '',
  mainCategory: 'mens',
  subCategory: 'Shirt',
  available: true,
  stock: 7,
  sizeStock: [
    { size: 'S', stock: 2 },
    { size: 'M', stock: 0 },
    { size: 'L', stock: 5 },
  ],
  inStock: true,
  images: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('chosen size and server line identity', () => {
  it('only a single size the catalogue knows is a chosen size', () => {
    expect(chosenSize({ size: 'M' })).toBe('M');
    expect(chosenSize({ size: ' 9 ' })).toBe('9');
    expect(chosenSize({ size: 'S, M, L' })).toBeNull();
    expect(chosenSize({ size: '32' })).toBeNull();
    expect(chosenSize({ size: '' })).toBeNull();
    expect(chosenSize({})).toBeNull();
  });

  it('keys a server line by product and size', () => {
    expect(productSizeKey(12, null)).toBe('12');
    expect(productSizeKey(12, 'M')).toBe('12|M');
    expect(lineServerKey(line(12, { key: '12|White|M', size: 'M' }))).toBe('12|M');
    expect(lineServerKey(line(12, { key: '12|White|S, M, L', size: 'S, M, L' }))).toBe('12');
  });
});

describe('a line in a chosen size', () => {
  it('has key id|color|size, that one size and that size’s stock', () => {
    expect(cartItemFromProduct(shirt, { variant: { size: 'L' } })).toMatchObject({
      key: '12|White|L',
      color: 'White',
      size: 'L',
      stock: 5,
    });
    expect(keyFor(shirt, { color: 'White', size: 'S' })).toBe('12|White|S');
    // Not tracked per size: the offered size sells from the total.
    expect(
      cartItemFromProduct({ ...shirt, sizeStock: null }, { variant: { size: 'M' } }).stock,
    ).toBe(7);
    // No size chosen (a category add): the product's total, no size field.
    const plain = cartItemFromProduct(shirt, { variant: { color: 'White' } });
    expect(plain).toMatchObject({ key: '12|White|', stock: 7 });
    expect(plain.size).toBeUndefined();
  });
});

describe('changing a line’s size', () => {
  const m = line(12, { key: '12|White|M', color: 'White', size: 'M', qty: 3, stock: 9 });
  const other = line(5);

  it('moves the line to the new key, size and stock, qty capped', () => {
    const next = changeLineSize([other, m], '12|White|M', {
      size: 'L',
      key: '12|White|L',
      available: true,
      stock: 2,
    });
    expect(next?.map((l) => [l.key, l.size, l.qty, l.stock])).toEqual([
      ['5', undefined, 1, undefined],
      ['12|White|L', 'L', 2, 2],
    ]);
  });

  it('joins the line already in that size (found by product and size), qty summed and capped', () => {
    const l = line(12, { key: '12||L', size: 'L', qty: 4, stock: 9 });
    const summed = changeLineSize([m, other, l], '12|White|M', {
      size: 'L',
      key: '12|White|L',
      available: true,
      stock: 9,
    });
    expect(summed?.map((x) => [x.key, x.qty])).toEqual([
      ['5', 1],
      ['12||L', 7],
    ]);
    const capped = changeLineSize([m, l], '12|White|M', {
      size: 'L',
      key: '12|White|L',
      available: true,
      stock: 5,
    });
    expect(capped?.map((x) => [x.key, x.qty, x.stock])).toEqual([['12||L', 5, 5]]);
  });

  it('gives a legacy line (the whole list as its size) a real size', () => {
    const legacy = line(12, { key: '12|White|S, M, L', color: 'White', size: 'S, M, L' });
    const next = changeLineSize([legacy], legacy.key, {
      size: 'S',
      key: '12|White|S',
      available: true,
      stock: 2,
    });
    expect(next?.[0]).toMatchObject({ key: '12|White|S', size: 'S', stock: 2 });
  });

  it('refuses a sold-out size, the same size and an unknown line', () => {
    const change = { size: 'L', key: '12|White|L', available: true, stock: 4 };
    expect(changeLineSize([m], '12|White|M', { ...change, stock: 0 })).toBeNull();
    expect(changeLineSize([m], '12|White|M', { ...change, available: false })).toBeNull();
    expect(changeLineSize([m], '12|White|M', { ...change, size: 'M' })).toBeNull();
    expect(changeLineSize([m], 'nope', change)).toBeNull();
  });
});

describe('the cart refresh, per size', () => {
  const facts: ProductFacts = {
    name: 'Linen Shirt',
    price: '1499.00',
    image: '',
    available: true,
    stock: 7,
    switchedOn: true,
    color: 'Blue',
    sizes: [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 0 },
      { size: 'L', stock: 5 },
    ],
  };

  it('marks a line whose size sold out, lowers qty to its size’s stock, keeps the rest', () => {
    const lines = [
      line(12, { key: '12|White|M', size: 'M', qty: 1, stock: 4 }),
      line(12, { key: '12|White|S', size: 'S', qty: 3, stock: 4 }),
      line(12, { key: '12|White|L', size: 'L', qty: 2 }),
      line(12, { key: '12|White|S, M, L', size: 'S, M, L', qty: 6 }),
    ];
    const next = patchProductLines(lines, 12, patchFromFacts(facts, null)) ?? [];
    expect(next.map((l) => [l.key, l.available, l.stock, l.qty])).toEqual([
      ['12|White|M', false, 0, 1],
      ['12|White|S', true, 2, 2],
      ['12|White|L', true, 5, 2],
      // Legacy line: no chosen size, the product's facts.
      ['12|White|S, M, L', true, 7, 6],
    ]);
    expect(hasUnavailable(next)).toBe(true);
    expect(hasUnavailable(next.slice(1))).toBe(false);
  });

  it('drops a size the product no longer offers (the server would refuse it)', () => {
    const xl = line(12, { key: '12|White|XL', size: 'XL', qty: 1, stock: 3 });
    const [patched] = patchProductLines([xl], 12, patchFromFacts(facts, null)) ?? [];
    expect(patched?.size).toBeUndefined();
    expect(patched).toMatchObject({ key: '12|White|XL', available: true, stock: 7 });
    expect(qtySyncBody(patched ? [patched] : []).items[0]?.size).toBeUndefined();
  });

  it('gives every line of the product today’s colour, however it was added', () => {
    const lines = [
      // From the server cart (key id||size, no colour), from a category card, from the product page.
      line(12, { key: '12||M', size: 'M', qty: 1 }),
      line(12, { key: '12|White|L', size: 'L', color: 'White', qty: 1 }),
      line(12, { key: '12', qty: 1 }),
    ];
    const next = patchProductLines(lines, 12, patchFromFacts(facts, null)) ?? [];
    expect(next.map((l) => [l.key, l.color])).toEqual([
      ['12||M', 'Blue'],
      ['12|White|L', 'Blue'],
      ['12', 'Blue'],
    ]);
    // A product without a colour any more shows none.
    const plain = patchProductLines(next, 12, patchFromFacts({ ...facts, color: '' }, null)) ?? [];
    expect(plain.map((l) => l.color)).toEqual([undefined, undefined, undefined]);
  });

  it('the admin’s local override stands in for the switch', () => {
    expect(sizeChoices(facts, false).every((c) => !c.available)).toBe(true);
    expect(sizeChoices({ ...facts, switchedOn: false }, true).map((c) => c.available)).toEqual([
      true,
      false,
      true,
    ]);
    expect(patchFromFacts(facts, false).available).toBe(false);
  });

  it('an admin edit (product facts only) bounds a size’s stock by the new total', () => {
    const l = line(12, { key: '12|White|L', size: 'L', qty: 4, stock: 5 });
    expect(patchProductLines([l], 12, { stock: 3 })?.[0]).toMatchObject({ stock: 3, qty: 3 });
    expect(patchProductLines([l], 12, { stock: 0, available: true })?.[0]).toMatchObject({
      stock: 0,
      available: false,
    });
  });
});

describe('the sync PUT body', () => {
  it('sends each line’s chosen size, and none for size-less and legacy lines', () => {
    const body = qtySyncBody([
      line(12, { key: '12|White|M', size: 'M', qty: 2 }),
      line(12, { key: '12|White|S, M, L', size: 'S, M, L' }),
      line(7),
    ]);
    expect(body.items.map((i) => [i.id, i.qty, i.size])).toEqual([
      [12, 2, 'M'],
      [12, 1, undefined],
      [7, 1, undefined],
    ]);
    expect(JSON.stringify(body.items[1])).not.toContain('size');
  });
});

describe('notify requests per size', () => {
  beforeEach(() => {
    installBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps product ids as numbers and sizes as "id|size" strings', () => {
    expect(notifyEntry(12)).toBe(12);
    expect(notifyEntry({ id: 12, size: 'M' })).toBe('12|M');
    expect(notifyEntry({ id: 12, size: 'S, M' })).toBeNull();
    expect(addNotifyRequest({ id: 12, size: 'M' })).toBe(true);
    expect(addNotifyRequest({ id: 12, size: 'M' })).toBe(false);
    expect(addNotifyRequest(12)).toBe(true);
    expect(hasNotifyRequest({ id: 12, size: 'M' })).toBe(true);
    expect(hasNotifyRequest({ id: 12, size: 'L' })).toBe(false);
    expect(hasNotifyRequest(12)).toBe(true);
    expect(localStorage.getItem('notify_requests')).toBe('["12|M",12]');
  });

  it('repairs bad per-size entries', () => {
    localStorage.setItem('notify_requests', '["12|M","12|Q","x|M","12|M|L","7",3,"12|M"]');
    expect(notifyRequests()).toEqual(['12|M', 7, 3]);
    expect(localStorage.getItem('notify_requests')).toBe('["12|M",7,3]');
  });
});

describe('postAuth keeps the chosen size', () => {
  it('saves a known size and drops anything else', () => {
    const s = new MemoryStorage();
    savePostAuth({ productId: 12, size: 'M', pathname: '/product/12' }, s);
    expect(readPostAuth(s)).toEqual({
      action: 'ADD_TO_CART',
      productId: 12,
      size: 'M',
      pathname: '/product/12',
    });
    savePostAuth({ productId: 12, size: 'S, M', pathname: '/product/12' }, s);
    expect(readPostAuth(s)?.size).toBeUndefined();
    s.setItem(
      'postAuth',
      '{"action":"ADD_TO_CART","productId":3,"size":"<b>","pathname":"/product/3"}',
    );
    expect(readPostAuth(s)).toEqual({
      action: 'ADD_TO_CART',
      productId: 3,
      pathname: '/product/3',
    });
    clearPostAuth(s);
  });
});

describe('a product in a size as one text', () => {
  it('writes "12" or "12|M" and reads back only what it writes', () => {
    expect(productSizeKey(12, null)).toBe('12');
    expect(productSizeKey(12, 'M')).toBe('12|M');
    expect(readProductSizeKey('12|M')).toEqual({ productId: 12, size: 'M' });
    expect(readProductSizeKey('12')).toEqual({ productId: 12, size: null });
    for (const bad of ['12|', '12|Q', '12|M|L', '0|M', 'x|M', '|M', ''])
      expect(readProductSizeKey(bad), bad).toBeNull();
  });
});
