// The per-size stock rules: what a size may sell (lib/shared/sizes.ts) and what a product write
// stores (planStock in lib/server/products/size-stock.ts).
import { describe, expect, it } from 'vitest';
import { planStock } from '@/lib/server/products/size-stock';
import {
  inSizeOrder,
  offeredSizes,
  sizeInStock,
  sizeStockObject,
  sizeStockSummary,
  stockOfSize,
} from '@/lib/shared/sizes';
import { ValidationError } from '@/lib/server/infra/errors';

const tracked = {
  sizes: ['S', 'M', 'L'],
  footwearSizes: [],
  available: true,
  stock: 7,
  sizeStock: [
    { size: 'S', stock: 2 },
    { size: 'M', stock: 0 },
    { size: 'L', stock: 5 },
  ],
};
const untracked = { ...tracked, stock: 4, sizeStock: null };

function refusal(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('lib/shared/sizes', () => {
  it('offers clothing then footwear sizes, and orders any list by size', () => {
    expect(offeredSizes({ sizes: ['M'], footwearSizes: ['8'] })).toEqual(['M', '8']);
    expect(inSizeOrder(['10', 'XL', 'S', '6', 'S', 'huge'])).toEqual(['S', 'XL', '6', '10']);
  });

  it('sells a tracked size from its own count, an untracked one from the total', () => {
    expect(stockOfSize(tracked, 'L')).toBe(5);
    expect(sizeInStock(tracked, 'M')).toBe(false);
    expect(sizeInStock(tracked, 'S')).toBe(true);
    expect(stockOfSize(untracked, 'M')).toBe(4);
    expect(sizeInStock(untracked, 'M')).toBe(true);
    expect(stockOfSize(tracked, 'XL')).toBe(0);
    expect(stockOfSize(tracked, null)).toBe(7);
    expect(sizeInStock({ ...tracked, available: false }, 'L')).toBe(false);
  });

  it('summarises and serialises the counts in size order', () => {
    expect(sizeStockSummary(tracked.sizeStock)).toBe('S 2 · M 0 · L 5');
    expect(sizeStockSummary(null)).toBe('');
    expect(JSON.stringify(sizeStockObject(tracked.sizeStock))).toBe('{"S":2,"M":0,"L":5}');
    expect(sizeStockObject(null)).toBeNull();
  });
});

describe('planStock', () => {
  it('creates without size_stock as before: the stock sent, else 0', () => {
    expect(planStock(null, { size: ['S'], stock: 3 })).toEqual({ sizeStock: null, stock: 3 });
    expect(planStock(null, {})).toEqual({ sizeStock: null, stock: 0 });
  });

  it('tracks per size: every offered size gets a count, the total is the sum', () => {
    expect(planStock(null, { size: ['S', 'M'], size_stock: { M: 4 } })).toEqual({
      sizeStock: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 4 },
      ],
      stock: 4,
    });
  });

  it('refuses keys that are not offered (after this write) and a stock that is not the sum', () => {
    expect(refusal(() => planStock(tracked, { size_stock: { XL: 1 } }))).toEqual({
      size_stock: ['XL is not an offered size. This product offers S, M, L.'],
    });
    expect(refusal(() => planStock(null, { size_stock: { M: 1, L: 1 } }))).toEqual({
      size_stock: ['M, L are not offered sizes. This product offers no sizes.'],
    });
    expect(refusal(() => planStock(tracked, { size_stock: { S: 1 }, stock: 2 }))).toEqual({
      stock: ['Stock must equal the sum of the size stock (1), or be left out.'],
    });
  });

  it('null, or an empty object without sizes, ends tracking and keeps the total', () => {
    expect(planStock(tracked, { size_stock: null })).toEqual({ sizeStock: null, stock: 7 });
    expect(planStock(null, { size_stock: {}, stock: 2 })).toEqual({ sizeStock: null, stock: 2 });
  });

  it('follows changed sizes of a tracked product: kept counts stay, new sizes start at 0', () => {
    expect(planStock(tracked, { size: ['L', 'XL'] })).toEqual({
      sizeStock: [
        { size: 'L', stock: 5 },
        { size: 'XL', stock: 0 },
      ],
      stock: 5,
    });
    expect(planStock(tracked, { size: [] })).toEqual({ sizeStock: null, stock: 7 });
  });

  it('an old client sending another total ends tracking; the same total keeps it', () => {
    expect(planStock(tracked, { stock: 7 }).sizeStock).toHaveLength(3);
    expect(planStock(tracked, { stock: 9 })).toEqual({ sizeStock: null, stock: 9 });
    expect(planStock(untracked, { stock: 1 })).toEqual({ sizeStock: null, stock: 1 });
  });
});
