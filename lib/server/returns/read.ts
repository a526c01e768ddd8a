import 'server-only';
// Reading exchange and return requests: an order's requests for its pages and the wire, and the
// inbox's "Returns" filter (orders with a request still being worked on) with its count.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  orderLines,
  orders,
  returnLines,
  returnRequests,
  type OrderRow,
  type ReturnRequestRow,
} from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import { rupeesText } from '@/lib/shared/money';
import type { OrderChannel } from '@/lib/shared/orders/channel';
import type { Order } from '@/lib/shared/orders/types';
import { OPEN_RETURN_STATUSES } from '@/lib/shared/returns/states';
import type { ReturnLineView, ReturnView } from '@/lib/shared/returns/view';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, type Db, type Tx } from '@/lib/server/infra/db';
import { withDetails } from '@/lib/server/orders/queries';

/** A request still being worked on (asked, accepted or received): at most one per order. */
export const openReturnWhere: SQL = inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]);

const OPEN_STATUS_SET: ReadonlySet<string> = new Set(OPEN_RETURN_STATUSES);

const timeText = (at: Date | null) => (at ? at.toISOString() : null);

function toReturnView(row: ReturnRequestRow, lines: ReturnLineView[]): ReturnView {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    lines,
    declineReason: row.declineReason,
    refundMethod: row.refundMethod ?? null,
    refundReference: row.refundReference,
    refunded: rupeesText(row.refunded),
    collected: rupeesText(row.collected),
    receivedAt: timeText(row.receivedAt),
    doneAt: timeText(row.doneAt),
  };
}

/**
 * The requests of several orders, newest first per order, each with its lines in their order.
 * Pass `tx` to read inside a transaction (a write that answers with the request it changed).
 */
export async function returnsForOrders(
  orderIds: readonly number[],
  tx?: Tx,
): Promise<Map<number, ReturnView[]>> {
  const byOrder = new Map<number, ReturnView[]>();
  if (orderIds.length === 0) return byOrder;
  const db: Db | Tx = tx ?? (await database());
  const requests = await db
    .select()
    .from(returnRequests)
    .where(inArray(returnRequests.orderId, [...orderIds]))
    .orderBy(desc(returnRequests.id));
  if (requests.length === 0) return byOrder;
  const lines = await db
    .select({
      returnId: returnLines.returnId,
      orderLineId: returnLines.orderLineId,
      name: orderLines.name,
      size: orderLines.size,
      qty: returnLines.qty,
      action: returnLines.action,
      reason: returnLines.reason,
      unitPaid: returnLines.unitPaid,
      newProductId: returnLines.newProductId,
      newName: returnLines.newName,
      newSize: returnLines.newSize,
      newUnitPrice: returnLines.newUnitPrice,
      condition: returnLines.condition,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(
      inArray(
        returnLines.returnId,
        requests.map((r) => r.id),
      ),
    )
    .orderBy(asc(returnLines.returnId), asc(returnLines.position), asc(returnLines.id));
  for (const request of requests) {
    const own: ReturnLineView[] = lines
      .filter((l) => l.returnId === request.id)
      .map(({ returnId: _id, ...l }) => ({
        ...l,
        size: sizeOf(l.size),
        unitPaid: rupeesText(l.unitPaid),
        newUnitPrice: l.newUnitPrice === null ? null : rupeesText(l.newUnitPrice),
        condition: l.condition ?? null,
      }));
    const list = byOrder.get(request.orderId) ?? [];
    list.push(toReturnView(request, own));
    byOrder.set(request.orderId, list);
  }
  return byOrder;
}

/** One order's requests, newest first ([] when none). The caller has already found the order. */
export async function returnsForOrder(orderId: number, tx?: Tx): Promise<ReturnView[]> {
  return (await returnsForOrders([orderId], tx)).get(orderId) ?? [];
}

/** How many orders have a request being worked on (the inbox's "Returns" count). Admins only. */
export async function openReturnCount(caller: Caller | null): Promise<number> {
  requireAdmin(caller);
  const db = await database();
  const [row] = await db.select({ n: count() }).from(returnRequests).where(openReturnWhere);
  return row?.n ?? 0;
}

export interface OpenReturnPage {
  /** The orders, the newest request first, each with its open request. */
  items: { order: Order; request: ReturnView }[];
  total: number;
}

/**
 * The inbox's "Returns" filter: orders with a request being worked on, the longest waiting last
 * (newest ask first), optionally one channel, one page. Admins only.
 */
export async function listOpenReturnOrders(
  caller: Caller | null,
  query: { channel?: OrderChannel; limit: number; offset: number },
): Promise<OpenReturnPage> {
  requireAdmin(caller);
  const db = await database();
  const where = and(openReturnWhere, query.channel ? eq(orders.channel, query.channel) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(where),
  ]);
  const orderRows: OrderRow[] = rows.map((r) => r.order);
  const [details, requests] = await Promise.all([
    withDetails(orderRows),
    returnsForOrders(orderRows.map((r) => r.id)),
  ]);
  const items = orderRows.flatMap((row, i) => {
    const request = requests.get(row.id)?.find((r) => OPEN_STATUS_SET.has(r.status));
    const order = details[i];
    return request && order ? [{ order, request }] : [];
  });
  return { items, total: total?.n ?? 0 };
}
