import 'server-only';
// Reading store credit: a phone's balance (the checkout and the till ask it), and a phone's
// history with its orders for the admin's page and the shopper's own account page.
import { desc, eq } from 'drizzle-orm';
import { orders, storeCreditAccounts, storeCreditMoves } from '@/db/schema';
import { toPaise } from '@/lib/shared/money';
import { normalizeIndianMobile } from '@/lib/shared/orders/contact';
import type { StoreCreditHistory } from '@/lib/shared/store-credit/types';
import { database } from '@/lib/server/infra/db';
import { displayNumber } from '@/lib/server/order-numbers';

/** The phone's balance in paise (0 for a phone with none, or text that is not a mobile). */
export async function storeCreditBalance(phone: string): Promise<number> {
  const normal = normalizeIndianMobile(phone);
  if (normal === null) return 0;
  const db = await database();
  const [row] = await db
    .select({ balance: storeCreditAccounts.balance })
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.phone, normal));
  return row ? toPaise(row.balance) : 0;
}

const HISTORY_LIMIT = 200;

/** The phone's balance and its latest moves, newest first (null: not a mobile number). */
export async function readStoreCreditHistory(phone: string): Promise<StoreCreditHistory | null> {
  const normal = normalizeIndianMobile(phone);
  if (normal === null) return null;
  const db = await database();
  const [balancePaise, rows] = await Promise.all([
    storeCreditBalance(normal),
    db
      .select({
        id: storeCreditMoves.id,
        change: storeCreditMoves.change,
        balance: storeCreditMoves.balance,
        reason: storeCreditMoves.reason,
        orderId: storeCreditMoves.orderId,
        orderNumber: orders.number,
        returnId: storeCreditMoves.returnId,
        note: storeCreditMoves.note,
        at: storeCreditMoves.createdAt,
      })
      .from(storeCreditMoves)
      .leftJoin(orders, eq(orders.id, storeCreditMoves.orderId))
      .where(eq(storeCreditMoves.phone, normal))
      .orderBy(desc(storeCreditMoves.id))
      .limit(HISTORY_LIMIT),
  ]);
  return {
    phone: normal,
    balancePaise,
    moves: rows.map((row) => ({
      id: row.id,
      changePaise: toPaise(row.change),
      balancePaise: toPaise(row.balance),
      reason: row.reason,
      orderId: row.orderId,
      orderNumber: row.orderNumber === null ? null : displayNumber(row.orderNumber),
      returnId: row.returnId,
      note: row.note,
      at: row.at,
    })),
  };
}
