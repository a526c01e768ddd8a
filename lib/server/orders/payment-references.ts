import 'server-only';
// One UPI transfer pays one order. A shopper may mistype a reference, so a claim whose reference
// another order already claimed is still accepted, and both orders say so in the shop's inbox
// ("also claimed for SPM-1007") instead of letting one transfer be marked paid twice.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, paymentEvents } from '@/db/schema';
import { database } from '@/lib/server/infra/db';
import { displayNumber } from '@/lib/server/order-numbers';

/** For each of `orderIds`, the other orders ("SPM-1007") whose claims carry one of its references. */
export async function sharedReferences(
  orderIds: readonly number[],
): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (orderIds.length === 0) return found;
  const db = await database();
  const other = alias(paymentEvents, 'other_claim');
  const rows = await db
    .selectDistinct({ orderId: paymentEvents.orderId, number: orders.number })
    .from(paymentEvents)
    .innerJoin(
      other,
      and(
        eq(other.utr, paymentEvents.utr),
        eq(other.kind, 'claimed'),
        ne(other.orderId, paymentEvents.orderId),
      ),
    )
    .innerJoin(orders, eq(orders.id, other.orderId))
    .where(and(eq(paymentEvents.kind, 'claimed'), inArray(paymentEvents.orderId, [...orderIds])));
  rows.sort((a, b) => a.number - b.number);
  for (const row of rows) {
    const list = found.get(row.orderId) ?? [];
    list.push(displayNumber(row.number));
    found.set(row.orderId, list);
  }
  return found;
}
