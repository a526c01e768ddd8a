// The ledger rows of a write that sets counts outright: one per count that changed, the old
// counts first, a count missing on one side counted as 0.
import { describe, expect, it } from 'vitest';
import { countChanges, plannedCounts } from '@/lib/shared/stock/counts-diff';

const counts = (o: Record<string, number>) => new Map(Object.entries(o));

describe('countChanges', () => {
  it('writes only the counts that changed, with the balance after', () => {
    expect(countChanges(counts({ S: 2, M: 0, L: 5 }), counts({ S: 1, M: 3, L: 5 }))).toEqual([
      { size: 'S', change: -1, balance: 1 },
      { size: 'M', change: 3, balance: 3 },
    ]);
  });

  it('a new product opens with its counts that are not zero', () => {
    expect(countChanges(new Map(), counts({ S: 0, M: 4 }))).toEqual([
      { size: 'M', change: 4, balance: 4 },
    ]);
  });

  it('moving from sizes to one total writes the sizes out and the total in', () => {
    expect(countChanges(counts({ S: 2, M: 3, '': 0 }), counts({ '': 5 }))).toEqual([
      { size: 'S', change: -2, balance: 0 },
      { size: 'M', change: -3, balance: 0 },
      { size: '', change: 5, balance: 5 },
    ]);
    expect(countChanges(counts({ '': 5 }), counts({ S: 1, M: 4 }))).toEqual([
      { size: '', change: -5, balance: 0 },
      { size: 'S', change: 1, balance: 1 },
      { size: 'M', change: 4, balance: 4 },
    ]);
  });

  it('a dropped size goes out with what it held', () => {
    expect(countChanges(counts({ S: 2, M: 3 }), counts({ M: 3 }))).toEqual([
      { size: 'S', change: -2, balance: 0 },
    ]);
  });
});

describe('plannedCounts', () => {
  it('is the sizes of a plan that keeps them, else the total under ""', () => {
    expect(plannedCounts({ sizeStock: [{ size: 'M', stock: 2 }], stock: 2 })).toEqual(
      counts({ M: 2 }),
    );
    expect(plannedCounts({ sizeStock: null, stock: 7 })).toEqual(counts({ '': 7 }));
    expect(plannedCounts({ sizeStock: [], stock: 3 })).toEqual(counts({ '': 3 }));
  });
});
