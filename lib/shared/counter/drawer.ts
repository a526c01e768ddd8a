// The cash drawer's arithmetic, in paise: what a count by note and coin adds up to, and the cash
// that should be in the drawer (the float, the cash taken for counter sales while the day was
// open, cash paid in and cash collected for dearer exchanges, less cash paid out and cash
// refunds). Pure, so the one rule the close
// stands on is read and tested in one place: a wrong expected cash is a till's commonest fault.
import { paiseToString, toPaise } from '@/lib/shared/money';
import type { CounterPaymentMethod } from './payment-methods';

/** The notes counted one by one at the close; coins are counted as one amount. */
export const DRAWER_NOTES = [500, 200, 100, 50, 20, 10] as const;
export type DrawerNote = (typeof DRAWER_NOTES)[number];

/** A count at the close: how many of each note, and the coins' amount. */
export interface DrawerTally {
  notes: Record<DrawerNote, number>;
  coinsPaise: number;
}

/** What a count adds up to, in paise. */
export function tallyPaise(tally: DrawerTally): number {
  let paise = tally.coinsPaise;
  for (const note of DRAWER_NOTES) paise += (tally.notes[note] ?? 0) * note * 100;
  return paise;
}

/** The count as it is kept (`counter_days.denominations`): {"500": 3, …, "coins": "37.50"}. */
export function tallyRecord(tally: DrawerTally): Record<string, number | string> {
  const record: Record<string, number | string> = {};
  for (const note of DRAWER_NOTES) record[String(note)] = tally.notes[note] ?? 0;
  record.coins = paiseToString(tally.coinsPaise);
  return record;
}

/** A kept count read back; anything missing or unreadable counts as none. */
export function tallyFromRecord(record: Record<string, unknown> | null | undefined): DrawerTally {
  const notes = {} as Record<DrawerNote, number>;
  for (const note of DRAWER_NOTES) {
    const n = Number(record?.[String(note)] ?? 0);
    notes[note] = Number.isSafeInteger(n) && n > 0 ? n : 0;
  }
  const coins = toPaise(String(record?.coins ?? 0));
  return { notes, coinsPaise: Number.isFinite(coins) && coins > 0 ? coins : 0 };
}

/** One part of a counter sale's payment, as `counter_payments` keeps it. */
export interface DrawerPayment {
  method: CounterPaymentMethod;
  /** What this part paid of the bill. */
  amountPaise: number;
  /** Cash only: what the customer handed over; the change (tendered − amount) went back out. */
  tenderedPaise: number | null;
  at: Date;
}

export interface DrawerMove {
  kind: 'in' | 'out';
  amountPaise: number;
}

/** When the drawer was open: from the day's opening to its close (or now, while it is open). */
export interface DrawerWindow {
  openedAt: Date;
  until: Date;
}

export interface ExpectedCashInput {
  floatPaise: number;
  /** The parts of counter sales' payments (of every method; only cash in the window counts). */
  payments: readonly DrawerPayment[];
  moves: readonly DrawerMove[];
  /** Cash handed back for returns while the drawer was open. */
  cashRefundsPaise: number;
  /** Cash the customer paid on top for a dearer exchange while the drawer was open (0: none). */
  cashCollectedPaise?: number;
  window: DrawerWindow;
}

export interface ExpectedCash {
  floatPaise: number;
  /** The cash parts of counter sales made while the drawer was open (what they paid of the bill). */
  cashSalesPaise: number;
  cashSalesCount: number;
  paidInPaise: number;
  paidOutPaise: number;
  cashRefundsPaise: number;
  cashCollectedPaise: number;
  /** float + cash sales + paid in + cash collected − paid out − cash refunds. */
  expectedPaise: number;
}

/** Whether a payment part is cash the drawer kept while it was open (start and end included). */
export function inDrawer(payment: DrawerPayment, window: DrawerWindow): boolean {
  const at = payment.at.getTime();
  return (
    payment.method === 'cash' && at >= window.openedAt.getTime() && at <= window.until.getTime()
  );
}

/**
 * The cash that should be in the drawer. A split payment counts its cash part only; a sale made
 * before the day opened (or after it closed) is not in it; the change given back is not in it,
 * because the part's amount is what it paid of the bill, not what the customer handed over.
 */
export function expectedCash(input: ExpectedCashInput): ExpectedCash {
  const kept = input.payments.filter((p) => inDrawer(p, input.window));
  const cashSalesPaise = kept.reduce((sum, p) => sum + p.amountPaise, 0);
  const paidInPaise = sumMoves(input.moves, 'in');
  const paidOutPaise = sumMoves(input.moves, 'out');
  const cashCollectedPaise = input.cashCollectedPaise ?? 0;
  return {
    floatPaise: input.floatPaise,
    cashSalesPaise,
    cashSalesCount: kept.length,
    paidInPaise,
    paidOutPaise,
    cashRefundsPaise: input.cashRefundsPaise,
    cashCollectedPaise,
    expectedPaise:
      input.floatPaise +
      cashSalesPaise +
      paidInPaise +
      cashCollectedPaise -
      paidOutPaise -
      input.cashRefundsPaise,
  };
}

function sumMoves(moves: readonly DrawerMove[], kind: DrawerMove['kind']): number {
  return moves.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.amountPaise, 0);
}

export type DrawerOutcome = 'exact' | 'short' | 'over';

/** Counted against expected: how far off, and which way. */
export function drawerDifference(
  countedPaise: number,
  expectedPaise: number,
): { paise: number; outcome: DrawerOutcome } {
  const paise = countedPaise - expectedPaise;
  return { paise, outcome: paise === 0 ? 'exact' : paise < 0 ? 'short' : 'over' };
}
