import 'server-only';
// The cash drawer's writes: open today's day with a float, record cash paid in or out of the
// open day, and close a day with its count. One drawer: at most one day is open at a time, so a
// day left open overnight is closed (its count taken) before the next one opens. Every write
// checks the caller and parses with the day's contract (lib/shared/counter/drawer-forms.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { cashMoves, counterDays } from '@/db/schema';
import { drawerDifference, tallyPaise, tallyRecord } from '@/lib/shared/counter/drawer';
import { cashMoveSchema, closeDaySchema, openDaySchema } from '@/lib/shared/counter/drawer-forms';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import { shopDay } from '@/lib/shared/shop-day';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { ConflictError, NotFoundError } from '@/lib/server/infra/errors';
import { validate } from '@/lib/server/infra/validate';
import { drawerExpected } from './day-expected';

const rupees = (paise: number) => formatPrice(paiseToString(paise));

/** Opens the shop's day of `now` with its float; refused while another day is open or if today was closed. */
export async function openDrawerDay(
  caller: Caller | null,
  input: unknown,
  now = new Date(),
): Promise<{ day: string }> {
  const admin = requireAdmin(caller);
  const { float } = validate(openDaySchema, input);
  const day = shopDay(now);
  const db = await database();
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ day: counterDays.day })
      .from(counterDays)
      .where(isNull(counterDays.closedAt))
      .limit(1);
    if (open?.day === day) throw new ConflictError('Today’s drawer is already open.');
    if (open) {
      throw new ConflictError(
        `The drawer of ${open.day} is still open: count and close it before opening today.`,
      );
    }
    const inserted = await tx
      .insert(counterDays)
      .values({ day, openingFloat: paiseToString(float), openedAt: now, openedBy: admin.id })
      .onConflictDoNothing({ target: counterDays.day })
      .returning({ day: counterDays.day });
    // The day's row exists: closed already today, or opened this moment by another tap.
    if (!inserted.length) {
      throw new ConflictError('Today’s drawer was opened already; one day opens once.');
    }
    return { day };
  });
}

/** Records cash paid into or out of the open day's drawer, with why. */
export async function recordCashMove(
  caller: Caller | null,
  input: unknown,
): Promise<{ day: string }> {
  const admin = requireAdmin(caller);
  const move = validate(cashMoveSchema, input);
  const db = await database();
  return db.transaction(async (tx) => {
    // Locked, so a close cannot slip in between this check and the insert.
    const [open] = await tx
      .select({ id: counterDays.id, day: counterDays.day })
      .from(counterDays)
      .where(isNull(counterDays.closedAt))
      .limit(1)
      .for('update');
    if (!open) {
      throw new ConflictError('Open the day first: cash paid in or out belongs to an open day.');
    }
    await tx.insert(cashMoves).values({
      dayId: open.id,
      kind: move.kind,
      amount: paiseToString(move.amount),
      note: move.note,
      adminId: admin.id,
    });
    return { day: open.day };
  });
}

export interface ClosedDay {
  day: string;
  expectedPaise: number;
  countedPaise: number;
  differencePaise: number;
}

/**
 * Closes `day` with the count: keeps the expected cash worked out at this moment, the count's
 * total, each note's count and the note. Refused for a day never opened or closed already, and
 * when the expected cash is no longer what the owner saw (a sale or a move came in meanwhile).
 */
export async function closeDrawerDay(
  caller: Caller | null,
  day: string,
  input: unknown,
  now = new Date(),
): Promise<ClosedDay> {
  const admin = requireAdmin(caller);
  const { tally, note, expectedSeen } = validate(closeDaySchema, input);
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(counterDays)
      .where(eq(counterDays.day, day))
      .limit(1)
      .for('update');
    if (!row) throw new NotFoundError('That day’s drawer was never opened.');
    if (row.closedAt) throw new ConflictError('That day’s drawer is closed already.');
    const closedAt = now > row.openedAt ? now : row.openedAt;
    const { expectedPaise } = await drawerExpected(tx, row, closedAt);
    if (expectedPaise !== expectedSeen) {
      throw new ConflictError(
        `The expected cash changed to ${rupees(expectedPaise)} (a sale or a cash move came in). ` +
          'Check the count and confirm again.',
      );
    }
    const countedPaise = tallyPaise(tally);
    const closed = await tx
      .update(counterDays)
      .set({
        closedAt,
        closedBy: admin.id,
        expected: paiseToString(expectedPaise),
        counted: paiseToString(countedPaise),
        denominations: tallyRecord(tally),
        note,
      })
      .where(and(eq(counterDays.id, row.id), isNull(counterDays.closedAt)))
      .returning({ id: counterDays.id });
    if (!closed.length) throw new ConflictError('That day’s drawer is closed already.');
    const difference = drawerDifference(countedPaise, expectedPaise);
    return { day, expectedPaise, countedPaise, differencePaise: difference.paise };
  });
}
