import 'server-only';
// An order's number on the server: taken in the order's transaction, shown with the shop's
// prefix, read back from a link or a search, and the order it names. Orders and invoices both
// use it, so it sits below both domains (neither imports the other's modules for it).
import { eq, sql } from 'drizzle-orm';
import { counters, orders, type OrderRow } from '@/db/schema';
import {
  formatOrderNumber,
  parseOrderNumber,
  prefixFromShopName,
} from '@/lib/shared/orders/order-number';
import { database, type Tx } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { NotFoundError } from '@/lib/server/infra/errors';

/** The first order is number 1001: a shop's first order need not look like its first. */
const FIRST_NUMBER = 1001;

export function orderPrefix(): string {
  const e = env();
  return (e.ORDER_NUMBER_PREFIX ?? prefixFromShopName(e.SHOP_NAME)).toUpperCase();
}

export const displayNumber = (number: number) => formatOrderNumber(orderPrefix(), number);

const numberFromText = (text: string) => parseOrderNumber(text, orderPrefix());

async function rowByNumber(text: string): Promise<OrderRow | null> {
  const number = numberFromText(text);
  if (number === null) return null;
  const db = await database();
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return row ?? null;
}

/** The order a number names ("SP-1042" or "1042"); unknown: 404. */
export async function orderRowByNumber(number: string): Promise<OrderRow> {
  const row = await rowByNumber(number);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * The next order number, taken inside the order's own transaction: the counter row stays locked
 * until that transaction ends, so concurrent orders queue for it and a rolled-back order gives its
 * number back. Numbers are therefore unique and gap-free on PostgreSQL and PGlite alike.
 */
export async function takeOrderNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name: 'order', value: FIRST_NUMBER })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  if (!row) throw new Error('order counter returned no row');
  return row.value;
}
