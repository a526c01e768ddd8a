import 'server-only';
// The cash drawer's day as the day page reads it: a shop day not opened, open (its float, cash
// moves and the expected cash so far) or closed (expected, counted, the count and the note as
// kept at the close), and the latest days for the list. Admins only.
import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { cashMoves, counterDays, users, type CounterDayRow } from '@/db/schema';
import {
  drawerDifference,
  tallyFromRecord,
  type DrawerOutcome,
  type DrawerTally,
  type ExpectedCash,
} from '@/lib/shared/counter/drawer';
import type { CashMoveKind } from '@/lib/shared/counter/drawer-forms';
import { toPaise } from '@/lib/shared/money';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { drawerExpected } from './day-expected';

export interface DrawerMoveView {
  id: number;
  kind: CashMoveKind;
  amountPaise: number;
  note: string;
  by: string;
  at: string;
}

export interface DrawerClose {
  closedAt: string;
  closedBy: string;
  expectedPaise: number;
  countedPaise: number;
  differencePaise: number;
  outcome: DrawerOutcome;
  tally: DrawerTally;
  note: string;
}

export interface DrawerDay {
  day: string;
  openedAt: string;
  openedBy: string;
  floatPaise: number;
  moves: DrawerMoveView[];
  /** Worked out now: as of the close for a closed day, as of now for an open one. */
  expected: ExpectedCash;
  /** Null while the day is open. */
  close: DrawerClose | null;
}

export interface DrawerDaySummary {
  day: string;
  closed: boolean;
  floatPaise: number;
  expectedPaise: number | null;
  countedPaise: number | null;
}

/** The drawer's day `day` (YYYY-MM-DD, India), or null when it was never opened. */
export async function drawerDay(
  caller: Caller | null,
  day: string,
  now = new Date(),
): Promise<DrawerDay | null> {
  requireAdmin(caller);
  const db = await database();
  const [row] = await db.select().from(counterDays).where(eq(counterDays.day, day)).limit(1);
  return row ? dayView(row, now) : null;
}

/** The day whose drawer is open now (at most one), or null. */
export async function openDrawerDayNow(caller: Caller | null): Promise<string | null> {
  requireAdmin(caller);
  const db = await database();
  const [row] = await db
    .select({ day: counterDays.day })
    .from(counterDays)
    .where(isNull(counterDays.closedAt))
    .limit(1);
  return row?.day ?? null;
}

/** The latest days, newest first, for the day page's list. */
export async function recentDrawerDays(
  caller: Caller | null,
  limit = 14,
): Promise<DrawerDaySummary[]> {
  requireAdmin(caller);
  const db = await database();
  const rows = await db.select().from(counterDays).orderBy(desc(counterDays.day)).limit(limit);
  return rows.map((r) => ({
    day: r.day,
    closed: r.closedAt !== null,
    floatPaise: toPaise(r.openingFloat),
    expectedPaise: r.expected === null ? null : toPaise(r.expected),
    countedPaise: r.counted === null ? null : toPaise(r.counted),
  }));
}

async function usernames(ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const db = await database();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username]));
}

async function dayView(row: CounterDayRow, now: Date): Promise<DrawerDay> {
  const db = await database();
  const moves = await db
    .select()
    .from(cashMoves)
    .where(eq(cashMoves.dayId, row.id))
    .orderBy(asc(cashMoves.createdAt), asc(cashMoves.id));
  const names = await usernames([row.openedBy, row.closedBy, ...moves.map((m) => m.adminId)]);
  const who = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
  const expected = await drawerExpected(db, row, row.closedAt ?? now);
  let close: DrawerClose | null = null;
  if (row.closedAt) {
    // The figures kept at the close stand, even if a late row would change them now.
    const expectedPaise = toPaise(row.expected ?? 0);
    const countedPaise = toPaise(row.counted ?? 0);
    const difference = drawerDifference(countedPaise, expectedPaise);
    close = {
      closedAt: row.closedAt.toISOString(),
      closedBy: who(row.closedBy),
      expectedPaise,
      countedPaise,
      differencePaise: difference.paise,
      outcome: difference.outcome,
      tally: tallyFromRecord(row.denominations),
      note: row.note,
    };
  }
  return {
    day: row.day,
    openedAt: row.openedAt.toISOString(),
    openedBy: who(row.openedBy),
    floatPaise: toPaise(row.openingFloat),
    moves: moves.map((m) => ({
      id: m.id,
      kind: m.kind === 'out' ? 'out' : 'in',
      amountPaise: toPaise(m.amount),
      note: m.note,
      by: who(m.adminId),
      at: m.createdAt.toISOString(),
    })),
    expected,
    close,
  };
}
