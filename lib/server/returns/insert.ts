import 'server-only';
// Writing a new request and its lines, in the caller's transaction: the shopper's ask and the
// shop's own opening record the same row shapes, what one piece cost and the piece instead.
import { returnLines, returnRequests, type ReturnRequestRow } from '@/db/schema';
import { paiseToString } from '@/lib/shared/money';
import type { ReturnAction, ReturnReason } from '@/lib/shared/returns/states';
import type { Tx } from '@/lib/server/infra/db';
import type { ExchangePiece } from './exchange-piece';

export interface NewReturnLine {
  orderLineId: number;
  qty: number;
  action: ReturnAction;
  reason: ReturnReason;
  unitPaidPaise: number;
  /** What an exchange gives instead; null for a return. */
  piece: ExchangePiece | null;
}

type NewRequest = Pick<ReturnRequestRow, 'orderId' | 'source' | 'status' | 'note'> & {
  adminId?: number | null;
};

/** Inserts the request and its lines in their order; answers the request's id. */
export async function insertReturn(
  tx: Tx,
  request: NewRequest,
  lines: readonly NewReturnLine[],
): Promise<number> {
  const [row] = await tx
    .insert(returnRequests)
    .values(request)
    .returning({ id: returnRequests.id });
  if (!row) throw new Error('return request insert returned no row');
  await tx.insert(returnLines).values(
    lines.map((l, i) => ({
      returnId: row.id,
      orderLineId: l.orderLineId,
      qty: l.qty,
      action: l.action,
      reason: l.reason,
      unitPaid: paiseToString(l.unitPaidPaise),
      newProductId: l.piece?.productId ?? null,
      newName: l.piece?.name ?? '',
      newSize: l.piece?.size ?? '',
      newUnitPrice: l.piece ? paiseToString(l.piece.unitPricePaise) : null,
      position: i,
    })),
  );
  return row.id;
}
