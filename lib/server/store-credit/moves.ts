import 'server-only';
// Every change of a customer's store credit, in the caller's transaction: a refund or the shop's
// adjustment adds to it, a bill spends it, a cancelled order gives back what it spent. Each
// change locks the phone's account row first (FOR UPDATE), so two bills spending one balance
// queue: the second reads what the first left and is refused when that no longer covers it. The
// balance never goes below zero (the check in the table holds it too) and every change writes
// its move with the balance after it.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { storeCreditAccounts, storeCreditMoves } from '@/db/schema';
import { cutToMeasure } from '@/lib/shared/graphemes';
import { paiseToString, toPaise } from '@/lib/shared/money';
import { normalizeIndianMobile } from '@/lib/shared/orders/contact';
import type { StoreCreditReason } from '@/lib/shared/returns/states';
import { STORE_CREDIT_OFF_MESSAGE, storeCreditShortMessage } from '@/lib/shared/store-credit/rules';
import type { Tx } from '@/lib/server/infra/db';
import { ConflictError, ValidationError } from '@/lib/server/infra/errors';
import { shopSettingsInTx } from '@/lib/server/settings';

const NOTE_MAX = 200;
/** Characters as a varchar column counts them (code points). */
const columnLength = (value: string) => [...value].length;

/** "+919876543210" from any way an Indian mobile is written; a 400 on the phone otherwise. */
export function creditPhone(phone: string): string {
  const normal = normalizeIndianMobile(phone);
  if (normal === null) {
    throw new ValidationError({ phone: ['Enter the customer’s 10-digit Indian mobile number.'] });
  }
  return normal;
}

function checkAmount(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new Error(`Store credit amounts are whole paise ≥ 0, not ${amountPaise}.`);
  }
}

/** Whether the shop gives and takes store credit (never saved: on), read in the transaction. */
export async function storeCreditOnInTx(tx: Tx): Promise<boolean> {
  return (await shopSettingsInTx(tx)).storeCreditOn;
}

async function requireOn(tx: Tx): Promise<void> {
  if (!(await storeCreditOnInTx(tx))) throw new ConflictError(STORE_CREDIT_OFF_MESSAGE);
}

/** The account's balance in paise, its row locked until the transaction ends (null: none). */
async function lockedBalance(tx: Tx, phone: string): Promise<number | null> {
  const [row] = await tx
    .select({ balance: storeCreditAccounts.balance })
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.phone, phone))
    .for('update');
  return row ? toPaise(row.balance) : null;
}

/** Locks the phone's account, made with a zero balance when the phone has none yet. */
async function lockOrOpen(tx: Tx, phone: string): Promise<number> {
  await tx.insert(storeCreditAccounts).values({ phone, balance: '0' }).onConflictDoNothing();
  return (await lockedBalance(tx, phone)) ?? 0;
}

interface MoveFacts {
  reason: StoreCreditReason;
  orderId?: number | null;
  returnId?: number | null;
  adminId?: number | null;
  note?: string;
}

/** Writes the new balance and its move; the account row is locked by the caller. */
async function writeMove(
  tx: Tx,
  phone: string,
  beforePaise: number,
  changePaise: number,
  facts: MoveFacts,
): Promise<{ balancePaise: number }> {
  const balancePaise = beforePaise + changePaise;
  if (balancePaise < 0) throw new ConflictError(storeCreditShortMessage(beforePaise), 'credit');
  await tx
    .update(storeCreditAccounts)
    .set({ balance: paiseToString(balancePaise), updatedAt: sql`now()` })
    .where(eq(storeCreditAccounts.phone, phone));
  await tx.insert(storeCreditMoves).values({
    phone,
    change: paiseToString(changePaise),
    balance: paiseToString(balancePaise),
    reason: facts.reason,
    orderId: facts.orderId ?? null,
    returnId: facts.returnId ?? null,
    adminId: facts.adminId ?? null,
    note: cutToMeasure((facts.note ?? '').trim(), NOTE_MAX, columnLength),
  });
  return { balancePaise };
}

export interface StoreCreditGrant {
  phone: string;
  amountPaise: number;
  reason: 'refund' | 'adjust';
  orderId?: number;
  returnId?: number;
  adminId?: number;
  note?: string;
}

/**
 * Adds credit to the phone's balance (a refund given as credit, or the shop's adjustment).
 * Refused (409) while store credit is off in the settings. Nothing is written for 0.
 */
export async function grantStoreCreditInTx(
  tx: Tx,
  grant: StoreCreditGrant,
): Promise<{ balancePaise: number }> {
  checkAmount(grant.amountPaise);
  const phone = creditPhone(grant.phone);
  await requireOn(tx);
  const before = await lockOrOpen(tx, phone);
  if (grant.amountPaise === 0) return { balancePaise: before };
  return writeMove(tx, phone, before, grant.amountPaise, grant);
}

export interface StoreCreditSpend {
  phone: string;
  amountPaise: number;
  orderId: number;
  adminId?: number;
  note?: string;
}

/**
 * Takes credit from the phone's balance as payment for an order. A 409 when the balance does
 * not cover it (another bill spent it first) or store credit is off. Nothing is written for 0.
 */
export async function spendStoreCreditInTx(
  tx: Tx,
  spend: StoreCreditSpend,
): Promise<{ balancePaise: number }> {
  checkAmount(spend.amountPaise);
  const phone = creditPhone(spend.phone);
  if (spend.amountPaise === 0) return { balancePaise: (await lockedBalance(tx, phone)) ?? 0 };
  await requireOn(tx);
  const before = await lockedBalance(tx, phone);
  if (before === null) throw new ConflictError(storeCreditShortMessage(0), 'credit');
  return writeMove(tx, phone, before, -spend.amountPaise, { ...spend, reason: 'spent' });
}

/**
 * Gives back what an order spent and has not had back yet (its cancellation), whatever the
 * setting says: the money was the customer's. Twice is harmless: the second finds nothing owed.
 */
export async function restoreStoreCreditInTx(
  tx: Tx,
  restore: { orderId: number; adminId?: number; note?: string },
): Promise<{ restoredPaise: number }> {
  const owed = (phones: string[]) =>
    tx
      .select({ phone: storeCreditMoves.phone, net: sql<string>`sum(${storeCreditMoves.change})` })
      .from(storeCreditMoves)
      .where(
        and(
          eq(storeCreditMoves.orderId, restore.orderId),
          inArray(storeCreditMoves.reason, ['spent', 'restored']),
          phones.length ? inArray(storeCreditMoves.phone, phones) : undefined,
        ),
      )
      .groupBy(storeCreditMoves.phone)
      .orderBy(asc(storeCreditMoves.phone));
  const phones = (await owed([])).map((row) => row.phone);
  if (phones.length === 0) return { restoredPaise: 0 };
  let restoredPaise = 0;
  for (const phone of phones) {
    const before = (await lockedBalance(tx, phone)) ?? 0;
    // Read again under the lock: a cancel racing this one has written its give-back by now.
    const [row] = await owed([phone]);
    const back = -toPaise(row?.net ?? '0');
    if (back <= 0) continue;
    await writeMove(tx, phone, before, back, {
      reason: 'restored',
      orderId: restore.orderId,
      adminId: restore.adminId ?? null,
      note: restore.note ?? 'Order cancelled',
    });
    restoredPaise += back;
  }
  return { restoredPaise };
}
