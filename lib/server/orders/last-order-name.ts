import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { orders } from '@/db/schema';
import type { Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';

/**
 * The name a signed-in customer gave on their latest order, for the checkout's "Your name" on a
 * device that remembers none; '' for guests, admins and a first order. The username is never
 * used: it is a login, not a name, and the name goes on the invoice as "Bill to".
 */
export async function lastOrderName(caller: Caller | null): Promise<string> {
  if (!caller || caller.isSuperuser) return '';
  const db = await database();
  const [row] = await db
    .select({ name: orders.customerName })
    .from(orders)
    .where(eq(orders.userId, caller.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.name ?? '';
}
