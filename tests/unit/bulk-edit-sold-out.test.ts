// Bulk edit's "Mark sold out" (lib/shared/admin/bulk-sold-out.ts): which selected products
// change, how many pieces go, the counts it leaves for the ledger, and what the admin is told.
import { describe, expect, it } from 'vitest';
import { bulkEditDone, bulkEditNothingToDo, bulkEditQuestion } from '@/lib/shared/admin/bulk-edit';
import { planSoldOut } from '@/lib/shared/admin/bulk-sold-out';
import { bulkEditSchema } from '@/lib/shared/validation/bulk-edit';

const soldOut = { action: 'mark_sold_out' } as const;

describe('planSoldOut', () => {
  it('takes every count of products with pieces to 0 and counts the pieces', () => {
    const counts = new Map([
      [
        1,
        new Map([
          ['S', 2],
          ['M', 0],
          ['L', 3],
        ]),
      ],
      [2, new Map([['', 4]])],
      [
        3,
        new Map([
          ['S', 0],
          ['M', 0],
        ]),
      ],
      [4, new Map([['', 0]])],
    ]);
    const plan = planSoldOut([1, 2, 3, 4, 99], counts);
    expect(plan.changedIds).toEqual([1, 2]);
    expect(plan.unchangedIds).toEqual([3, 4]);
    expect(plan.notFoundIds).toEqual([99]);
    expect(plan.pieces).toBe(9);
    // Every size of a per-size product stays a size (at 0); a one-total product's total is 0.
    expect([...plan.after.entries()].map(([id, c]) => [id, [...c.entries()]])).toEqual([
      [
        1,
        [
          ['S', 0],
          ['M', 0],
          ['L', 0],
        ],
      ],
      [2, [['', 0]]],
    ]);
  });
});

describe('the words', () => {
  it('asks and tells how many products and pieces', () => {
    expect(bulkEditQuestion(soldOut, 2, 9)).toBe('Mark 2 products sold out, taking off 9 pieces?');
    expect(bulkEditQuestion(soldOut, 1, 1)).toBe('Mark 1 product sold out, taking off 1 piece?');
    expect(bulkEditDone(soldOut, 3, 1200)).toBe(
      'Marked 3 products sold out: 1,200 pieces taken off.',
    );
    expect(bulkEditNothingToDo(soldOut)).toBe(
      'Nothing to change: the selected products are already sold out.',
    );
  });

  it('is an action of the wire with nothing else to send', () => {
    expect(bulkEditSchema.parse({ ids: [3, 3], action: 'mark_sold_out' })).toEqual({
      ids: [3],
      action: 'mark_sold_out',
    });
  });
});
