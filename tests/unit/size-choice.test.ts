import { describe, expect, it } from 'vitest';
import {
  fewLeftText,
  inCartText,
  lineOfSize,
  sizeFromQuery,
  sizeOptions,
} from '@/components/product/size-choice';

const tracked = {
  id: 7,
  sizes: ['S', 'M', 'L', 'XL'],
  footwearSizes: [] as string[],
  available: true,
  stock: 6,
  sizeStock: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 2 },
    { size: 'L', stock: 4 },
    { size: 'XL', stock: 0 },
  ],
};
const untracked = { ...tracked, stock: 2, sizeStock: null };
const shoes = { ...untracked, sizes: [] as string[], footwearSizes: ['7', '8', '9'] };

describe('sizeOptions', () => {
  it('lists the offered sizes in order, sold out where a tracked size has none', () => {
    expect(sizeOptions(tracked, true)).toEqual([
      { size: 'S', soldOut: true },
      { size: 'M', soldOut: false },
      { size: 'L', soldOut: false },
      { size: 'XL', soldOut: true },
    ]);
  });

  it('sells every size of an untracked product from its total', () => {
    expect(sizeOptions(untracked, true).every((o) => !o.soldOut)).toBe(true);
    expect(sizeOptions({ ...untracked, stock: 0 }, true).every((o) => o.soldOut)).toBe(true);
  });

  it('marks every size sold out when the product is off sale (the admin override too)', () => {
    expect(sizeOptions(tracked, false).every((o) => o.soldOut)).toBe(true);
    expect(sizeOptions({ ...tracked, available: false }, true).every((o) => o.soldOut)).toBe(true);
  });

  it('gives footwear sizes for footwear', () => {
    expect(sizeOptions(shoes, true).map((o) => o.size)).toEqual(['7', '8', '9']);
  });
});

describe('fewLeftText', () => {
  it('says how many are left in the chosen size at FEW_LEFT (3) or fewer', () => {
    expect(fewLeftText(tracked, 'M')).toBe('Only 2 left in M');
    expect(
      fewLeftText({ ...tracked, sizeStock: [{ size: 'L', stock: 3 }], sizes: ['L'] }, 'L'),
    ).toBe('Only 3 left in L');
  });

  it('says nothing with more left, none left, no size chosen, or an untracked product', () => {
    expect(fewLeftText(tracked, 'L')).toBeNull();
    expect(fewLeftText(tracked, 'S')).toBeNull();
    expect(fewLeftText(tracked, null)).toBeNull();
    expect(fewLeftText(untracked, 'M')).toBeNull(); // total 2, but not counted per size
    expect(fewLeftText(tracked, 'XXL')).toBeNull(); // not offered
  });
});

describe('sizeFromQuery', () => {
  it('takes an offered size, in any case and with spaces around', () => {
    expect(sizeFromQuery(tracked, 'M')).toBe('M');
    expect(sizeFromQuery(tracked, ' xl ')).toBe('XL');
    expect(sizeFromQuery(shoes, '8')).toBe('8');
    expect(sizeFromQuery(tracked, ['L', 'M'])).toBe('L');
  });

  it('ignores a size not offered, an unknown value and no value', () => {
    expect(sizeFromQuery(tracked, 'XXL')).toBeNull();
    expect(sizeFromQuery(tracked, '8')).toBeNull();
    expect(sizeFromQuery(tracked, 'M,L')).toBeNull();
    expect(sizeFromQuery(tracked, '')).toBeNull();
    expect(sizeFromQuery(tracked, undefined)).toBeNull();
    expect(sizeFromQuery(tracked, [])).toBeNull();
  });
});

describe('the cart lines of a product', () => {
  const lines = [
    { id: 7, key: '7|Blue|L', size: 'L' },
    { id: 9, key: '9|Red|M', size: 'M' },
    { id: 7, key: '7|Blue|M', size: 'M' },
  ];

  it('finds the line of one size', () => {
    expect(lineOfSize(lines, 7, 'M')?.key).toBe('7|Blue|M');
    expect(lineOfSize(lines, 7, 'S')).toBeUndefined();
    expect(lineOfSize(lines, 9, 'L')).toBeUndefined();
  });

  it('names the sizes in the cart in size order', () => {
    expect(inCartText(lines, tracked)).toBe('In your cart: M, L');
    expect(inCartText(lines, { ...tracked, id: 8 })).toBeNull();
  });

  it('names a line without one chosen size (an older whole-list line) as such', () => {
    expect(inCartText([{ id: 7, key: '7', size: undefined }], tracked)).toBe(
      'In your cart: size not chosen',
    );
    expect(inCartText([...lines, { id: 7, key: '7|Blue|S, M, L', size: 'S, M, L' }], tracked)).toBe(
      'In your cart: M, L, size not chosen',
    );
  });
});
