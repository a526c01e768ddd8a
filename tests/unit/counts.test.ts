// Counts (lib/shared/counts.ts): the Indian grouping people read ("1,23,456"), the same text as
// toLocaleString('en-IN') without its locale data, and the word that agrees with the number.
import { describe, expect, it } from 'vitest';
import { countText, formatCount, plural } from '@/lib/shared/counts';

describe('counts', () => {
  it('group as en-IN does', () => {
    for (const n of [
      0, 7, 999, 1000, 12_345, 123_456, 1_234_567, 98_765_432_10, -1, -1234, -123_456,
    ])
      expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
  });

  it('say one for 1 (and a credited -1), many for the rest', () => {
    expect(countText(1, 'order', 'orders')).toBe('1 order');
    expect(countText(0, 'order', 'orders')).toBe('0 orders');
    expect(countText(2, 'person', 'people')).toBe('2 people');
    expect(countText(-1, 'piece', 'pieces')).toBe('-1 piece');
    expect(countText(1500, 'product', 'products')).toBe('1,500 products');
    expect(plural(1, 'is', 'are')).toBe('is');
    expect(plural(3, 'is', 'are')).toBe('are');
  });
});
