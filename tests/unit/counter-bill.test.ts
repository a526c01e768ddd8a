// A counter bill's arithmetic (lib/shared/counter/bill.ts) and the invoice on what was paid
// (lib/shared/invoices/arithmetic.ts, `paidPaise`), on cases worked by hand: a line's discount as
// an amount, a percentage or a final price; the bill's discount shared over the lines in whole
// paise that always add up; the change; the GST of a discounted line on what it pays.
import { describe, expect, it } from 'vitest';
import {
  changeDue,
  computeBill,
  discountPaise,
  discountProblem,
  shareOver,
} from '@/lib/shared/counter/bill';
import { computeInvoice } from '@/lib/shared/invoices/arithmetic';

describe('a line’s discount', () => {
  it('is an amount off, a percentage of the line, or the final price of one piece', () => {
    expect(discountPaise({ kind: 'amount', value: 10_000 }, 299_800, 2)).toBe(10_000);
    expect(discountPaise({ kind: 'percent', value: 1_250 }, 299_800, 2)).toBe(37_475);
    expect(discountPaise({ kind: 'final', value: 260_000 }, 599_800, 2)).toBe(79_800);
    expect(discountPaise(null, 599_800, 2)).toBe(0);
  });

  it('never leaves less than nothing, or more than the price, to pay', () => {
    expect(discountProblem({ kind: 'final', value: 120_000 }, 100_000)).toBe(
      'The final price is more than the price.',
    );
    expect(discountProblem({ kind: 'amount', value: 100_001 }, 100_000)).toBe(
      'The discount is more than the price.',
    );
    expect(discountProblem({ kind: 'percent', value: 10_001 }, 100_000)).toBe(
      'A discount is at most 100%.',
    );
    expect(discountProblem({ kind: 'final', value: 0 }, 100_000)).toBeNull();
  });
});

describe('the bill', () => {
  it('shares the bill’s discount in proportion, the odd paise to the largest fractions', () => {
    expect(shareOver(10_000, [216_000, 25_050])).toEqual([8_961, 1_039]);
    expect(shareOver(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOver(0, [5, 5])).toEqual([0, 0]);
    expect(shareOver(7, [0, 0])).toEqual([0, 0]);
  });

  it('takes the lines’ discounts, then the bill’s, and every line says what it pays', () => {
    const bill = computeBill(
      [
        { unitPricePaise: 299_900, qty: 2, discount: { kind: 'final', value: 260_000 } },
        { unitPricePaise: 100_000, qty: 1, discount: null },
      ],
      { kind: 'percent', value: 1_000 },
    );
    expect(bill).toMatchObject({
      subtotalPaise: 620_000,
      billDiscountPaise: 62_000,
      totalPaise: 558_000,
    });
    expect(bill.lines.map((l) => [l.discountPaise, l.billSharePaise, l.paysPaise])).toEqual([
      [79_800, 52_000, 468_000],
      [0, 10_000, 90_000],
    ]);
    expect(bill.lines.reduce((sum, l) => sum + l.paysPaise, 0)).toBe(bill.totalPaise);
  });

  it('a bill’s final price is what the whole bill comes to', () => {
    const bill = computeBill([{ unitPricePaise: 99_900, qty: 3, discount: null }], {
      kind: 'final',
      value: 250_000,
    });
    expect(bill.totalPaise).toBe(250_000);
    expect(bill.billDiscountPaise).toBe(49_700);
  });

  it('hands back the cash given beyond the cash part, never for UPI or card', () => {
    expect(
      changeDue([
        { method: 'cash', amountPaise: 40_000, tenderedPaise: 50_000 },
        { method: 'upi', amountPaise: 60_000, tenderedPaise: null },
      ]),
    ).toBe(10_000);
    expect(changeDue([{ method: 'card', amountPaise: 60_000, tenderedPaise: null }])).toBe(0);
  });
});

describe('the invoice on what was paid', () => {
  const line = (unitPricePaise: number, qty: number, rateBp: number, paidPaise?: number) => ({
    description: 'Blazer',
    size: 'M',
    hsn: '6203',
    qty,
    unitPricePaise,
    rateBp,
    ...(paidPaise === undefined ? {} : { paidPaise }),
  });
  const intra = { deliveryPaise: 0, chargesTax: true, intraState: true };

  it('taxes the line’s paid total: 2 blazers at ₹2,999 paid ₹4,680 in all, 5%', () => {
    const { lines, totals } = computeInvoice({ ...intra, lines: [line(299_900, 2, 500, 468_000)] });
    expect(lines[0]).toMatchObject({
      unitPricePaise: 299_900,
      totalPaise: 468_000,
      taxablePaise: 445_714,
      cgstPaise: 11_143,
      sgstPaise: 11_143,
    });
    expect(totals.totalPaise).toBe(468_000);
  });

  it('without a paid total, a line is exactly what it was (web invoices unchanged)', () => {
    const plain = computeInvoice({ ...intra, lines: [line(299_900, 1, 1_800)] });
    expect(plain.lines[0]).toEqual({
      ...line(299_900, 1, 1_800),
      totalPaise: 299_900,
      taxablePaise: 254_153,
      cgstPaise: 22_874,
      sgstPaise: 22_873,
      igstPaise: 0,
    });
    expect(Object.keys(plain.lines[0]!)).not.toContain('paidPaise');
  });
});
