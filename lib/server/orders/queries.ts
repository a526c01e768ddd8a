import 'server-only';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  counterPayments,
  invoices,
  orderEvents,
  orderLines,
  orders,
  paymentEvents,
  type OrderRow,
} from '@/db/schema';
import type { OrderChannel } from '@/lib/shared/orders/channel';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/shared/orders/status';
import type { Order } from '@/lib/shared/orders/types';
import { requireAdmin, requireUser, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { toOrder } from './mapping';
import { sharedReferences } from './payment-references';
import { orderRowByNumber } from '@/lib/server/order-numbers';

/** Orders with their lines and events, in the order of `rows`. */
export async function withDetails(rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const db = await database();
  const [lines, events, payments, documents, shared, tills] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select()
      .from(paymentEvents)
      .where(inArray(paymentEvents.orderId, ids))
      .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id)),
    db
      .select({
        orderId: invoices.orderId,
        kind: invoices.kind,
        number: invoices.number,
        returnId: invoices.returnId,
      })
      .from(invoices)
      .where(inArray(invoices.orderId, ids))
      .orderBy(asc(invoices.id)),
    sharedReferences(ids),
    rows.some((r) => r.channel === 'counter')
      ? db.select().from(counterPayments).where(inArray(counterPayments.orderId, ids))
      : Promise.resolve([]),
  ]);
  // The order's own invoice, and the credit note that cancelled it (else its first partial one):
  // an exchange's invoice and a return's credit note are the return's papers, listed with it.
  const numberOf = (orderId: number, kind: string) => {
    const mine = documents.filter((d) => d.orderId === orderId && d.kind === kind);
    const own = mine.find((d) => d.returnId === null);
    return (kind === 'invoice' ? own : (own ?? mine[0]))?.number ?? null;
  };
  return rows.map((row) => {
    const order = toOrder(
      row,
      lines.filter((l) => l.orderId === row.id),
      events.filter((e) => e.orderId === row.id),
      payments.filter((p) => p.orderId === row.id),
      { invoice: numberOf(row.id, 'invoice'), creditNote: numberOf(row.id, 'credit_note') },
      tills.filter((p) => p.orderId === row.id),
    );
    order.payment.alsoClaimedFor = shared.get(row.id) ?? [];
    return order;
  });
}

/** One stored order with its lines and events. */
export async function orderWithDetails(row: OrderRow): Promise<Order> {
  const [order] = await withDetails([row]);
  if (!order) throw new Error('order row without details');
  return order;
}

export interface OrderPage {
  items: Order[];
  total: number;
  /** Orders per status over the whole inbox (the filter's counts). */
  counts: Record<OrderStatus, number>;
}

/** Orders per status (the inbox filter, the sidebar's new-order count). Admins only. */
export async function statusCounts(caller: Caller | null): Promise<Record<OrderStatus, number>> {
  requireAdmin(caller);
  const db = await database();
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The inbox: newest first, optionally one status and one channel, one page. Admins only. */
export async function listOrders(
  caller: Caller | null,
  query: { status?: OrderStatus; channel?: OrderChannel; limit: number; offset: number },
): Promise<OrderPage> {
  requireAdmin(caller);
  const db = await database();
  const where: SQL | undefined = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.channel ? eq(orders.channel, query.channel) : undefined,
  );
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(orders).where(where),
    statusCounts(caller),
  ]);
  return { items: await withDetails(rows), total: total?.n ?? 0, counts };
}

/** One order by its number ("SP-1042" or "1042"). Admins only; unknown: 404. */
export async function getOrder(caller: Caller | null, number: string): Promise<Order> {
  requireAdmin(caller);
  const row = await orderRowByNumber(number);
  const [order] = await withDetails([row]);
  return order!;
}

/**
 * The public status page's order, by its token only. Shape-checked first and then one indexed
 * lookup, so an unknown token costs the same as a wrong one: null either way (404).
 */
export async function getOrderByToken(token: string): Promise<Order | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const db = await database();
  const [row] = await db.select().from(orders).where(eq(orders.token, token)).limit(1);
  if (!row) return null;
  const [order] = await withDetails([row]);
  return order ?? null;
}

/** The signed-in customer's own orders, newest first (at most 50). */
export async function listMyOrders(caller: Caller | null): Promise<Order[]> {
  const user = requireUser(caller);
  const db = await database();
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.id)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  return withDetails(rows);
}
