import 'server-only';
// An order's lines as a return sees them: what one piece cost the customer (its discounts
// shared) and how many pieces are still the customer's to bring back (pieces of requests not
// declined already count). The owner's form and `openReturn` read the same numbers.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { orderLines, returnLines, returnRequests, type OrderRow } from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import { toPaise } from '@/lib/shared/money';
import { unitPaidPerLine } from '@/lib/shared/returns/owner-money';
import type { Db, Tx } from '@/lib/server/infra/db';

export interface ReturnableLine {
  orderLineId: number;
  productId: number | null;
  name: string;
  size: string | null;
  qty: number;
  unitPaidPaise: number;
  /** Pieces not yet in a request (declined ones do not count). */
  left: number;
}

/** Every line of `order`, in its order, with what is left to bring back. */
export async function returnableLines(db: Db | Tx, order: OrderRow): Promise<ReturnableLine[]> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  if (lines.length === 0) return [];
  const taken = await db
    .select({
      orderLineId: returnLines.orderLineId,
      qty: sql<number>`sum(${returnLines.qty})::int`,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(
      and(
        inArray(
          returnLines.orderLineId,
          lines.map((l) => l.id),
        ),
        ne(returnRequests.status, 'declined'),
      ),
    )
    .groupBy(returnLines.orderLineId);
  const takenOf = new Map(taken.map((t) => [t.orderLineId, Number(t.qty)]));
  const paid = unitPaidPerLine(
    lines.map((l) => ({
      unitPricePaise: toPaise(l.unitPrice),
      qty: l.qty,
      discountPaise: toPaise(l.discount),
    })),
    toPaise(order.billDiscount),
  );
  return lines.map((l, i) => ({
    orderLineId: l.id,
    productId: l.productId,
    name: l.name,
    size: sizeOf(l.size),
    qty: l.qty,
    unitPaidPaise: paid[i]!,
    left: Math.max(0, l.qty - (takenOf.get(l.id) ?? 0)),
  }));
}
