// The cash drawer's arithmetic: a count by note and coin, and the expected cash at the close (the
// float, the cash parts of counter sales while the day was open, paid in, paid out), which is what
// owners of other tills most often find wrong. And the close form's contract.
import { describe, expect, it } from 'vitest';
import {
  drawerDifference,
  expectedCash,
  tallyFromRecord,
  tallyPaise,
  tallyRecord,
  type DrawerPayment,
  type DrawerTally,
} from '@/lib/shared/counter/drawer';
import {
  cashMoveSchema,
  closeDaySchema,
  emptyCloseForm,
  openDaySchema,
} from '@/lib/shared/counter/drawer-forms';

const at = (hhmm: string) => new Date(`2026-11-29T${hhmm}:00+05:30`);
const window = { openedAt: at('09:30'), until: at('21:00') };
const cash = (rupees: number, time: string, tendered?: number): DrawerPayment => ({
  method: 'cash',
  amountPaise: rupees * 100,
  tenderedPaise: tendered === undefined ? null : tendered * 100,
  at: at(time),
});
const other = (method: 'upi' | 'card', rupees: number, time: string): DrawerPayment => ({
  method,
  amountPaise: rupees * 100,
  tenderedPaise: null,
  at: at(time),
});
const expected = (
  payments: DrawerPayment[],
  more: Partial<Parameters<typeof expectedCash>[0]> = {},
) =>
  expectedCash({ floatPaise: 200000, payments, moves: [], cashRefundsPaise: 0, window, ...more });

describe('expected cash', () => {
  it('is the float alone on a day with no sales', () => {
    expect(expected([]).expectedPaise).toBe(200000);
  });

  it('adds what a cash sale paid of the bill, not what the customer handed over', () => {
    // A ₹1,299 bill paid with ₹1,500: ₹201 went back as change.
    const result = expected([cash(1299, '11:00', 1500)]);
    expect(result.cashSalesPaise).toBe(129900);
    expect(result.expectedPaise).toBe(200000 + 129900);
  });

  it('counts only the cash part of a split payment', () => {
    // A ₹2,499 bill: ₹1,000 in cash (₹2,000 handed over), ₹1,499 by UPI.
    const result = expected([cash(1000, '12:15', 2000), other('upi', 1499, '12:15')]);
    expect(result.cashSalesPaise).toBe(100000);
    expect(result.cashSalesCount).toBe(1);
    expect(result.expectedPaise).toBe(300000);
  });

  it('leaves out UPI and card sales', () => {
    expect(expected([other('upi', 999, '10:00'), other('card', 4999, '18:00')]).expectedPaise).toBe(
      200000,
    );
  });

  it('leaves out a sale made before the day opened and one after the close', () => {
    const result = expected([cash(500, '09:29'), cash(700, '15:00'), cash(900, '21:01')]);
    expect(result.cashSalesPaise).toBe(70000);
    expect(result.expectedPaise).toBe(270000);
  });

  it('keeps a sale made at the very moment of opening or of the close', () => {
    expect(expected([cash(100, '09:30'), cash(200, '21:00')]).cashSalesPaise).toBe(30000);
  });

  it('adds cash paid in, takes off cash paid out and cash refunds', () => {
    const result = expected([cash(1000, '13:00', 1000)], {
      moves: [
        { kind: 'in', amountPaise: 50000 },
        { kind: 'out', amountPaise: 12050 },
        { kind: 'out', amountPaise: 3000 },
      ],
      cashRefundsPaise: 49900,
    });
    expect(result).toMatchObject({
      floatPaise: 200000,
      cashSalesPaise: 100000,
      paidInPaise: 50000,
      paidOutPaise: 15050,
      cashRefundsPaise: 49900,
      expectedPaise: 200000 + 100000 + 50000 - 15050 - 49900,
    });
  });

  it('adds paise exactly over a long day', () => {
    const payments = Array.from({ length: 300 }, (_, i) => ({
      ...cash(0, `1${i % 10}:00`),
      amountPaise: 1999 + (i % 3),
    }));
    expect(expected(payments).cashSalesPaise).toBe(100 * (1999 + 2000 + 2001));
  });
});

describe('a count by note and coin', () => {
  const tally: DrawerTally = {
    notes: { 500: 7, 200: 3, 100: 12, 50: 1, 20: 4, 10: 9 },
    coinsPaise: 3750,
  };

  it('adds up each note and the coins', () => {
    // 3500 + 600 + 1200 + 50 + 80 + 90 + 37.50 = ₹5,557.50
    expect(tallyPaise(tally)).toBe(555750);
  });

  it('is kept as counts per note and the coins as rupees, and read back the same', () => {
    const record = tallyRecord(tally);
    expect(record).toEqual({
      '500': 7,
      '200': 3,
      '100': 12,
      '50': 1,
      '20': 4,
      '10': 9,
      coins: '37.50',
    });
    expect(tallyFromRecord(record)).toEqual(tally);
    expect(tallyPaise(tallyFromRecord(null))).toBe(0);
  });

  it('says short, over or exact against the expected cash', () => {
    expect(drawerDifference(555750, 560000)).toEqual({ paise: -4250, outcome: 'short' });
    expect(drawerDifference(560100, 560000)).toEqual({ paise: 100, outcome: 'over' });
    expect(drawerDifference(560000, 560000)).toEqual({ paise: 0, outcome: 'exact' });
  });
});

describe('the day’s forms', () => {
  it('read the float and a cash move in rupees', () => {
    expect(openDaySchema.parse({ float: '2,000' })).toEqual({ float: 200000 });
    expect(openDaySchema.parse({ float: '' })).toEqual({ float: 0 });
    expect(openDaySchema.safeParse({ float: 'two thousand' }).error?.issues[0]?.message).toBe(
      'Enter the float in rupees, e.g. 2000.',
    );
    expect(cashMoveSchema.parse({ kind: 'out', amount: '120.50', note: ' Tea ' })).toEqual({
      kind: 'out',
      amount: 12050,
      note: 'Tea',
    });
  });

  it('refuse a cash move of nothing or without a note', () => {
    const refused = cashMoveSchema.safeParse({ kind: 'in', amount: '0', note: '' });
    const messages = refused.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'amount: Enter the amount in rupees, e.g. 250.',
      'note: Say what the cash was for, e.g. "tea and snacks".',
    ]);
  });

  it('read the close: blank notes are none, coins as an amount', () => {
    const parsed = closeDaySchema.parse({
      ...emptyCloseForm(555750),
      n500: '7',
      n200: '3',
      n100: '12',
      n50: '1',
      n20: '4',
      n10: ' 9 ',
      coins: '37.5',
    });
    expect(tallyPaise(parsed.tally)).toBe(555750);
    expect(parsed.expectedSeen).toBe(555750);
    const refused = closeDaySchema.safeParse({ ...emptyCloseForm(0), n100: '2.5' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['n100'],
      message: 'Enter how many ₹100 notes as a whole number, e.g. 3.',
    });
  });
});
