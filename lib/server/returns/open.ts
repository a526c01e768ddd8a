import 'server-only';
// The shop opens a return or an exchange on any order, web or counter (the customer is at the
// counter with the pieces): accepted at once, since the owner is the one deciding. Nothing moves
// yet: stock and paperwork follow when the pieces are received (receive.ts).
import { openReturnSchema } from '@/lib/shared/returns/owner-open';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, isUniqueViolation } from '@/lib/server/infra/db';
import { ConflictError, ValidationError } from '@/lib/server/infra/errors';
import { validate } from '@/lib/server/infra/validate';
import { orderRowByNumber } from '@/lib/server/order-numbers';
import { exchangePiece, productsFor, type ExchangePiece } from './exchange-piece';
import { insertReturn } from './insert';
import { noteOnOrder, returnLabel } from './owner-rows';
import { returnableLines } from './returnable';

/** Orders whose pieces the customer has: a return is opened only after the hand-over. */
const RETURNABLE_ORDER_STATUSES = new Set(['completed']);

export const OPEN_CONFLICT =
  'This order already has a return or exchange being worked on: finish or decline it first.';

/** Opens a request on order `number` for `input` (OpenReturnInput); its id. Admins only. */
export async function openReturn(
  caller: Caller | null,
  number: string,
  input: unknown,
): Promise<{ returnId: number }> {
  const admin = requireAdmin(caller);
  const request = validate(openReturnSchema, input, 'dotted');
  const order = await orderRowByNumber(number);
  if (!RETURNABLE_ORDER_STATUSES.has(order.status)) {
    throw new ConflictError('Only a completed order (handed over or delivered) can come back.');
  }
  const db = await database();
  const lines = await returnableLines(db, order);
  const byId = new Map(lines.map((l) => [l.orderLineId, l]));
  const asked = new Map<number, number>();
  request.lines.forEach((l, i) => {
    const line = byId.get(l.orderLineId);
    if (!line)
      throw new ValidationError({ [`lines.${i}.orderLineId`]: ['Not a line of this order.'] });
    const qty = (asked.get(l.orderLineId) ?? 0) + l.qty;
    asked.set(l.orderLineId, qty);
    if (qty > line.left) {
      throw new ValidationError({
        [`lines.${i}.qty`]: [
          line.left === 0
            ? `Every piece of ${line.name} is already in a return.`
            : `At most ${line.left} of ${line.name} can come back.`,
        ],
      });
    }
  });
  const products = await productsFor(
    request.lines.flatMap((l) => [byId.get(l.orderLineId)!.productId, l.newProductId ?? null]),
  );
  const pieces: (ExchangePiece | null)[] = request.lines.map((l) => {
    if (l.action !== 'exchange') return null;
    const line = byId.get(l.orderLineId)!;
    return exchangePiece(
      {
        oldProductId: line.productId,
        oldSize: line.size,
        newProductId: l.newProductId!,
        newSize: l.newSize,
        qty: l.qty,
        unitPaidPaise: line.unitPaidPaise,
      },
      products,
    );
  });
  try {
    const returnId = await db.transaction(async (tx) => {
      const id = await insertReturn(
        tx,
        {
          orderId: order.id,
          source: 'shop',
          status: 'accepted',
          note: request.note,
          adminId: admin.id > 0 ? admin.id : null,
        },
        request.lines.map((l, i) => ({
          ...l,
          unitPaidPaise: byId.get(l.orderLineId)!.unitPaidPaise,
          piece: pieces[i] ?? null,
        })),
      );
      await noteOnOrder(tx, order, admin, `${returnLabel(id)} opened by the shop`);
      return id;
    });
    return { returnId };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(OPEN_CONFLICT);
    throw error;
  }
}
