import 'server-only';
// The owner's answer to a shopper's ask: accept it (the pieces are then expected back), or
// decline it with a reason the shopper's page shows. Accepting prices an exchange's new piece by
// the shop's rule (exchange-piece.ts) if the ask left it open.
import { and, eq, isNull } from 'drizzle-orm';
import { orderLines, returnLines } from '@/db/schema';
import { paiseToString, toPaise } from '@/lib/shared/money';
import type { Product } from '@/lib/shared/product';
import { currentPrice } from '@/lib/shared/sale';
import { declineReturnSchema, returnIdField } from '@/lib/shared/returns/owner-steps';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { validate } from '@/lib/server/infra/validate';
import { productsFor } from './exchange-piece';
import { lockReturn, noteOnOrder, returnLabel, setReturn } from './owner-rows';

const idOf = (id: unknown) => validate(returnIdField, id);

/** Accepts an asked request. Admins only. */
export async function acceptReturn(caller: Caller | null, id: unknown): Promise<void> {
  const admin = requireAdmin(caller);
  const returnId = idOf(id);
  const db = await database();
  // The products an unpriced exchange names, read before the transaction opens.
  const open = await db
    .select({ newProductId: returnLines.newProductId, oldProductId: orderLines.productId })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(and(eq(returnLines.returnId, returnId), isNull(returnLines.newUnitPrice)));
  const products = await productsFor(open.map((l) => l.newProductId));
  await db.transaction(async (tx) => {
    const { order, lines } = await lockReturn(tx, returnId, ['asked'], 'accepted');
    const oldProduct = new Map(
      (
        await tx
          .select({ id: orderLines.id, productId: orderLines.productId })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
      ).map((l) => [l.id, l.productId]),
    );
    for (const line of lines) {
      if (line.action !== 'exchange' || line.newUnitPrice !== null) continue;
      const price = newPiecePrice(
        oldProduct.get(line.orderLineId) ?? null,
        line.newProductId,
        toPaise(line.unitPaid),
        products,
      );
      await tx
        .update(returnLines)
        .set({ newUnitPrice: paiseToString(price) })
        .where(eq(returnLines.id, line.id));
    }
    await setReturn(tx, returnId, { status: 'accepted', adminId: admin.id > 0 ? admin.id : null });
    await noteOnOrder(tx, order, admin, `${returnLabel(returnId)} accepted`);
  });
}

/** A size swap costs what was paid; a colour sibling its current price. */
function newPiecePrice(
  oldProductId: number | null,
  newProductId: number | null,
  unitPaidPaise: number,
  products: Map<number, Product>,
): number {
  if (newProductId === null || newProductId === oldProductId) return unitPaidPaise;
  const piece = products.get(newProductId);
  return piece ? toPaise(currentPrice(piece)) : unitPaidPaise;
}

/** Declines an asked or accepted request with the owner's reason. Admins only. */
export async function declineReturn(
  caller: Caller | null,
  id: unknown,
  input: unknown,
): Promise<void> {
  const admin = requireAdmin(caller);
  const returnId = idOf(id);
  const { reason } = validate(declineReturnSchema, input);
  const db = await database();
  await db.transaction(async (tx) => {
    const { order } = await lockReturn(tx, returnId, ['asked', 'accepted'], 'declined');
    await setReturn(tx, returnId, {
      status: 'declined',
      declineReason: reason,
      adminId: admin.id > 0 ? admin.id : null,
    });
    await noteOnOrder(tx, order, admin, `${returnLabel(returnId)} declined: ${reason}`);
  });
}
