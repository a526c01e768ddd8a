import 'server-only';
// The shop's side of store credit: a phone's history for the admin's page and the API, and the
// owner's own addition (an adjustment), each checked for an admin first.
import { storeCreditAdjustSchema } from '@/lib/shared/store-credit/adjust';
import type { StoreCreditHistory } from '@/lib/shared/store-credit/types';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { validate } from '@/lib/server/infra/validate';
import { grantStoreCreditInTx } from './moves';
import { readStoreCreditHistory } from './read';

/** A phone's balance and moves (admins); null when the text is not a mobile number. */
export async function storeCreditHistoryFor(
  caller: Caller | null,
  phone: string,
): Promise<StoreCreditHistory | null> {
  requireAdmin(caller);
  return readStoreCreditHistory(phone);
}

/** Adds credit to a phone with the owner's reason (admins); refused while credit is off. */
export async function adjustStoreCredit(
  caller: Caller | null,
  input: unknown,
): Promise<StoreCreditHistory> {
  const admin = requireAdmin(caller);
  const a = validate(storeCreditAdjustSchema, input);
  const db = await database();
  await db.transaction((tx) =>
    grantStoreCreditInTx(tx, {
      phone: a.phone,
      amountPaise: a.amount,
      reason: 'adjust',
      adminId: admin.id,
      note: a.note,
    }),
  );
  return (await readStoreCreditHistory(a.phone))!;
}
