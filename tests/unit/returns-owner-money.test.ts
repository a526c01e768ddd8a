// What a return or exchange owes (lib/shared/returns/owner-money.ts): a piece's price after the
// line's and the bill's discounts, and the balance between what comes back and what goes out.
import { describe, expect, it } from 'vitest';
import { returnBalance, unitPaidPerLine } from '@/lib/shared/returns/owner-money';

describe('unitPaidPerLine', () => {
  it('is the unit price for a web order', () => {
    expect(unitPaidPerLine([{ unitPricePaise: 99900, qty: 2, discountPaise: 0 }], 0)).toEqual([
      99900,
    ]);
  });

  it('takes off the line discount and its share of the bill discount', () => {
    // ₹1000 × 2 less ₹200 = ₹1800 and ₹500 × 1 = ₹500; a ₹230 bill discount shares 180 / 50.
    const lines = [
      { unitPricePaise: 100000, qty: 2, discountPaise: 20000 },
      { unitPricePaise: 50000, qty: 1, discountPaise: 0 },
    ];
    expect(unitPaidPerLine(lines, 23000)).toEqual([81000, 45000]);
  });
});

describe('returnBalance', () => {
  it('owes nothing for a size swap priced at what was paid', () => {
    expect(
      returnBalance([
        { qty: 1, unitPaidPaise: 81000, action: 'exchange', newUnitPricePaise: 81000 },
      ]),
    ).toEqual({ backPaise: 81000, outPaise: 81000, owedPaise: 0 });
  });

  it('refunds a return and collects a dearer colour', () => {
    expect(
      returnBalance([
        { qty: 2, unitPaidPaise: 50000, action: 'return', newUnitPricePaise: null },
        { qty: 1, unitPaidPaise: 100000, action: 'exchange', newUnitPricePaise: 129900 },
      ]).owedPaise,
    ).toBe(100000 + 100000 - 129900);
    expect(
      returnBalance([
        { qty: 1, unitPaidPaise: 100000, action: 'exchange', newUnitPricePaise: 129900 },
      ]).owedPaise,
    ).toBe(-29900);
  });
});
