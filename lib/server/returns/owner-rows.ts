import 'server-only';
// What the owner's steps on a return request share: the request locked in the step's
// transaction (so two taps, or two admins, queue and the second sees the first's status), its
// lines, the order it belongs to, the order's timeline line, and the price of an exchange's new
// piece.
import { asc, eq } from 'drizzle-orm';
import {
  orderEvents,
  orders,
  returnLines,
  returnRequests,
  type OrderRow,
  type ReturnLineRow,
  type ReturnRequestRow,
} from '@/db/schema';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@/lib/shared/returns/states';
import type { Tx } from '@/lib/server/infra/db';
import { ConflictError, NotFoundError } from '@/lib/server/infra/errors';
import { isDbId } from '@/lib/shared/ids';
import type { Caller } from '@/lib/server/auth/roles';

export interface LockedReturn {
  request: ReturnRequestRow;
  lines: ReturnLineRow[];
  order: OrderRow;
}

/** "Return 12": how the ledger, the timeline and the pages name a request. */
export const returnLabel = (id: number) => `Return ${id}`;

/**
 * The request `id` locked for this step, with its lines and its order, when its status is one
 * of `allowed`; a 404 when there is none, a 409 naming where it stands otherwise.
 */
export async function lockReturn(
  tx: Tx,
  id: number,
  allowed: readonly ReturnStatus[],
  step: string,
): Promise<LockedReturn> {
  const [request] = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .for('update');
  if (!request) throw new NotFoundError('No such return request.');
  if (!allowed.includes(request.status)) {
    throw new ConflictError(
      `${returnLabel(id)} is ${RETURN_STATUS_LABELS[request.status].toLowerCase()}: it cannot be ${step} now.`,
    );
  }
  const [lines, [order]] = await Promise.all([
    tx
      .select()
      .from(returnLines)
      .where(eq(returnLines.returnId, id))
      .orderBy(asc(returnLines.position), asc(returnLines.id)),
    tx.select().from(orders).where(eq(orders.id, request.orderId)),
  ]);
  if (!order) throw new NotFoundError('No such order.');
  return { request, lines, order };
}

/** One line on the order's timeline for a step ("Return 12 received: 1 back to stock"). */
export async function noteOnOrder(tx: Tx, order: OrderRow, caller: Caller, note: string) {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: order.status,
    note: note.slice(0, 300),
    adminId: isDbId(caller.id) ? caller.id : null,
  });
}

/** The request's status changed now (and `more` columns with it). */
export async function setReturn(
  tx: Tx,
  id: number,
  values: Partial<typeof returnRequests.$inferInsert>,
): Promise<ReturnRequestRow> {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(returnRequests.id, id))
    .returning();
  if (!row) throw new NotFoundError('No such return request.');
  return row;
}
