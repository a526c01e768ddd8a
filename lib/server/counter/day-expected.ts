import 'server-only';
// What should be in the drawer: the rows the rule needs, read from the database, handed to the
// pure rule (lib/shared/counter/drawer.ts). The payments read are the parts of counter sales only
// (a web order's payment never reaches the drawer), between the day's opening and `until`.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  cashMoves,
  counterPayments,
  orders,
  returnRequests,
  type CounterDayRow,
} from '@/db/schema';
import { expectedCash, type DrawerWindow, type ExpectedCash } from '@/lib/shared/counter/drawer';
import { toPaise } from '@/lib/shared/money';
import type { Db, Tx } from '@/lib/server/infra/db';

type Reader = Db | Tx;

/**
 * Cash that crossed the counter for returns and exchanges settled while the drawer was open
 * (lib/server/returns/settle.ts): refunds handed back, and differences of dearer exchanges paid.
 * A request's money moves when it is done, so its done time places it in a day.
 */
async function cashForReturnsWhile(
  db: Reader,
  window: DrawerWindow,
): Promise<{ refundedPaise: number; collectedPaise: number }> {
  const [row] = await db
    .select({
      refunded: sql<string>`coalesce(sum(${returnRequests.refunded}), 0)`,
      collected: sql<string>`coalesce(sum(${returnRequests.collected}), 0)`,
    })
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.status, 'done'),
        eq(returnRequests.refundMethod, 'cash'),
        gte(returnRequests.doneAt, window.openedAt),
        lte(returnRequests.doneAt, window.until),
      ),
    );
  return {
    refundedPaise: toPaise(row?.refunded ?? 0),
    collectedPaise: toPaise(row?.collected ?? 0),
  };
}

/** The expected cash of `day` as of `until` (its close, or now while it is open). */
export async function drawerExpected(
  db: Reader,
  day: CounterDayRow,
  until: Date,
): Promise<ExpectedCash> {
  const window = { openedAt: day.openedAt, until };
  const [payments, moves, returnsCash] = await Promise.all([
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
    cashForReturnsWhile(db, window),
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
    cashRefundsPaise: returnsCash.refundedPaise,
    cashCollectedPaise: returnsCash.collectedPaise,
    window,
  });
}
