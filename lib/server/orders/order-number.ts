import 'server-only';
import { sql } from 'drizzle-orm';
import { counters } from '@/db/schema';
import {
  formatOrderNumber,
  parseOrderNumber,
  prefixFromShopName,
} from '@/lib/shared/orders/order-number';
import type { Tx } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';

/** The first order is number 1001: a shop's first order need not look like its first. */
const FIRST_NUMBER = 1001;

export function orderPrefix(): string {
  const e = env();
  return (e.ORDER_NUMBER_PREFIX ?? prefixFromShopName(e.SHOP_NAME)).toUpperCase();
}

export const displayNumber = (number: number) => formatOrderNumber(orderPrefix(), number);

export const numberFromText = (text: string) => parseOrderNumber(text, orderPrefix());

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
