import 'server-only';
// What should be in the drawer: the rows the rule needs, read from the database, handed to the
// pure rule (lib/shared/counter/drawer.ts). The payments read are the parts of counter sales only
// (a web order's payment never reaches the drawer), between the day's opening and `until`.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { cashMoves, counterPayments, orders, type CounterDayRow } from '@/db/schema';
import { expectedCash, type DrawerWindow, type ExpectedCash } from '@/lib/shared/counter/drawer';
import { toPaise } from '@/lib/shared/money';
import type { Db, Tx } from '@/lib/server/infra/db';

type Reader = Db | Tx;

/**
 * Cash handed back to customers for returns while the drawer was open. Returns are not recorded
 * yet: when they are, their cash refunds are read here, and the close takes them off.
 */
async function cashRefundsWhile(_db: Reader, _window: DrawerWindow): Promise<number> {
  return 0;
}

/** The expected cash of `day` as of `until` (its close, or now while it is open). */
export async function drawerExpected(
  db: Reader,
  day: CounterDayRow,
  until: Date,
): Promise<ExpectedCash> {
  const window = { openedAt: day.openedAt, until };
  const [payments, moves, cashRefundsPaise] = await Promise.all([
    db
      .select({
        method: counterPayments.method,
        amount: counterPayments.amount,
        tendered: counterPayments.tendered,
        at: counterPayments.createdAt,
      })
      .from(counterPayments)
      .innerJoin(orders, eq(orders.id, counterPayments.orderId))
      .where(
        and(
          eq(orders.channel, 'counter'),
          gte(counterPayments.createdAt, window.openedAt),
          lte(counterPayments.createdAt, until),
        ),
      ),
    db
      .select({ kind: cashMoves.kind, amount: cashMoves.amount })
      .from(cashMoves)
      .where(eq(cashMoves.dayId, day.id))
      .orderBy(asc(cashMoves.id)),
    cashRefundsWhile(db, window),
  ]);
  return expectedCash({
    floatPaise: toPaise(day.openingFloat),
    payments: payments.map((p) => ({
      method: p.method,
      amountPaise: toPaise(p.amount),
      tenderedPaise: p.tendered === null ? null : toPaise(p.tendered),
      at: p.at,
    })),
    moves: moves.map((m) => ({
      kind: m.kind === 'out' ? ('out' as const) : ('in' as const),
      amountPaise: toPaise(m.amount),
    })),
    cashRefundsPaise,
    window,
  });
}
