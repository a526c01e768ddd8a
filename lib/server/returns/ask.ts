import 'server-only';
// The shopper's ask from the order's status page, authorised by the page's token alone: an
// exchange for another size of the same product or a return, within the shop's window, for
// pieces still theirs to bring back, one request being worked on per order. Nothing moves at
// the ask: stock and paperwork follow when the owner receives the pieces (receive.ts).
import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '@/db/schema';
import { ONE_OPEN_ASK_MESSAGE, askReturnSchema } from '@/lib/shared/returns/ask';
import { LINE_REFUSAL_TEXT, windowText } from '@/lib/shared/returns/window';
import { database, isUniqueViolation } from '@/lib/server/infra/db';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { validate } from '@/lib/server/infra/validate';
import { countReturnAsk } from '@/lib/server/auth/throttle';
import { exchangePiece, type ExchangePiece } from './exchange-piece';
import { insertReturn } from './insert';
import { returnLabel } from './owner-rows';
import { returnState, type ShopperLine } from './window';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const sizeLabel = (line: Pick<ShopperLine, 'name' | 'size'>) =>
  line.size ? `${line.name} (size ${line.size})` : line.name;

/** What is wrong with one asked line (the field to blame and why), or null. */
function lineProblem(
  line: ShopperLine | undefined,
  qty: number,
  action: 'return' | 'exchange',
  newSize: string,
): { field: 'orderLineId' | 'qty' | 'newSize'; message: string } | null {
  if (!line) return { field: 'orderLineId', message: 'That item is not in this order.' };
  if (line.refused) {
    return { field: 'orderLineId', message: `${line.name}: ${LINE_REFUSAL_TEXT[line.refused]}` };
  }
  if (qty > line.left) {
    return {
      field: 'qty',
      message: `You can send back at most ${line.left} of ${sizeLabel(line)}.`,
    };
  }
  if (action === 'exchange' && !line.canExchange) {
    return {
      field: 'orderLineId',
      message: `${line.name} is no longer in the shop: ask for a return instead.`,
    };
  }
  return action === 'exchange' && newSize === (line.size ?? '')
    ? { field: 'newSize', message: 'Choose another size than the one you have.' }
    : null;
}

/**
 * Records the ask on the order whose status page holds `token`; the new request's id. Refused
 * (nothing recorded) outside the window, for an item that cannot come back or more pieces than
 * are left, for a size sold out by now (409, with the field), and while another request of the
 * order is being worked on (409).
 */
export async function askReturn(
  token: string,
  input: unknown,
  clientAddress: string | null,
  now = new Date(),
): Promise<{ returnId: number }> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw new NotFoundError('No such order.');
  const ask = validate(askReturnSchema, input, 'dotted');
  await countReturnAsk(clientAddress);
  const db = await database();
  const [order] = await db.select().from(orders).where(eq(orders.token, token)).limit(1);
  if (!order) throw new NotFoundError('No such order.');
  const state = await returnState(db, order, now);
  if (!state.window.open) throw new ConflictError(windowText(state.window));
  if (state.openRequest) throw new ConflictError(ONE_OPEN_ASK_MESSAGE);
  const byId = new Map(state.lines.map((l) => [l.orderLineId, l]));
  ask.lines.forEach((l, i) => {
    const problem = lineProblem(byId.get(l.orderLineId), l.qty, ask.action, l.newSize);
    if (problem) throw new ValidationError({ [`lines.${i}.${problem.field}`]: [problem.message] });
  });
  const pieces: (ExchangePiece | null)[] = ask.lines.map((l, i) => {
    if (ask.action !== 'exchange') return null;
    const line = byId.get(l.orderLineId)!;
    if (!line.exchangeSizes.includes(l.newSize)) {
      // Offered but gone since the page was drawn, or not a size of it at all.
      throw new ConflictError(
        `Size ${l.newSize} of ${line.name} is sold out now: choose another size, or ask for a return.`,
        `lines.${i}.newSize`,
      );
    }
    return exchangePiece(
      {
        oldProductId: line.productId,
        oldSize: line.size,
        newProductId: line.productId!,
        newSize: l.newSize,
        qty: l.qty,
        unitPaidPaise: line.unitPaidPaise,
      },
      state.products,
    );
  });
  try {
    const returnId = await db.transaction(async (tx) => {
      const id = await insertReturn(
        tx,
        { orderId: order.id, source: 'shopper', status: 'asked', note: ask.note },
        ask.lines.map((l, i) => ({
          ...l,
          action: ask.action,
          unitPaidPaise: byId.get(l.orderLineId)!.unitPaidPaise,
          piece: pieces[i] ?? null,
        })),
      );
      const what = ask.action === 'exchange' ? 'an exchange' : 'a return';
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: order.status,
        note: `${returnLabel(id)}: the shopper asked for ${what}`,
      });
      return id;
    });
    return { returnId };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ONE_OPEN_ASK_MESSAGE);
    throw error;
  }
}
