import 'server-only';
// How the month's counter sales were paid: each sale's payment parts, for the accountant's CSV.
import { asc, inArray } from 'drizzle-orm';
import { counterPayments } from '@/db/schema';
import type { PaymentPart } from '@/lib/shared/invoices/month-payment';
import { toPaise } from '@/lib/shared/money';
import { database } from '@/lib/server/infra/db';

export /** The payment parts of these counter sales, by order, in the order they were taken. */
async function counterPartsOf(orderIds: number[]): Promise<Map<number, PaymentPart[]>> {
  const parts = new Map<number, PaymentPart[]>();
  if (!orderIds.length) return parts;
  const db = await database();
  const rows = await db
    .select({
      orderId: counterPayments.orderId,
      method: counterPayments.method,
      amount: counterPayments.amount,
    })
    .from(counterPayments)
    .where(inArray(counterPayments.orderId, [...new Set(orderIds)]))
    .orderBy(asc(counterPayments.id));
  for (const row of rows) {
    const list = parts.get(row.orderId) ?? [];
    list.push({ method: row.method, amountPaise: toPaise(row.amount) });
    parts.set(row.orderId, list);
  }
  return parts;
}
