import 'server-only';
// The shop moving an order along: new -> confirmed -> ready -> completed, or cancelled
// with a reason. Confirming takes the lines off the stock and cancelling a confirmed order puts
// them back, in the same transaction as the status change; the change itself is a conditional
// UPDATE on the status the admin saw, so two admins acting at once cannot both move it. A
// cancelled order gives back the store credit it spent, in the same transaction.
import { and, eq, sql } from 'drizzle-orm';
import { orderEvents, orderLines, orders, paymentEvents } from '@/db/schema';
import { canMove, holdsStock, STATUS_LABELS } from '@/lib/shared/orders/status';
import type { OrderChange } from '@/lib/shared/orders/order-change';
import type { Order } from '@/lib/shared/orders/types';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { DomainError, ValidationError } from '@/lib/server/infra/errors';
import { invalidateCatalogue } from '@/lib/server/products/catalogue';
import { invoiceContext, issueCreditNoteInTx, issueInvoiceInTx } from '@/lib/server/invoices/issue';
import { displayNumber, orderRowByNumber } from '@/lib/server/order-numbers';
import { restoreStoreCreditInTx } from '@/lib/server/store-credit';
import { forgetSalesDay } from '@/lib/server/reports/sales-days';
import { getOrder } from './queries';
import { moveStock } from './stock-moves';
import { amountDue, toOrderLine } from './mapping';

export type { OrderChange } from '@/lib/shared/orders/order-change';

export async function changeOrder(
  caller: Caller | null,
  number: string,
  change: OrderChange,
): Promise<Order> {
  const admin = requireAdmin(caller);
  const row = await orderRowByNumber(number);
  const from = row.status;
  if (change.expected !== undefined && change.expected !== from) {
    throw new DomainError(
      `Order ${displayNumber(row.number)} changed meanwhile: it is now ${STATUS_LABELS[from].toLowerCase()}.`,
      409,
    );
  }
  const to = change.status;
  if (to !== undefined && to !== from && !canMove(from, to)) {
    throw new DomainError(
      `An order that is ${STATUS_LABELS[from].toLowerCase()} cannot become ${STATUS_LABELS[to].toLowerCase()}.`,
      409,
    );
  }
  const reason = change.reason?.trim() ?? '';
  if (to === 'cancelled' && from !== 'cancelled' && reason === '') {
    throw new ValidationError({ reason: ['Say why the order is cancelled.'] });
  }
  const moving = to !== undefined && to !== from;
  // Confirming issues the invoice, in the same transaction (read what it needs before).
  const invoicing = moving && to === 'confirmed' ? await invoiceContext() : null;
  const db = await database();
  const touched = await db.transaction(async (tx) => {
    let products: number[] = [];
    if (moving) {
      const updated = await tx
        .update(orders)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(orders.id, row.id), eq(orders.status, from)))
        .returning({ id: orders.id });
      if (updated.length === 0) {
        throw new DomainError('The order changed meanwhile; reload and try again.', 409);
      }
      const takes = holdsStock(to) && !row.stockTaken;
      const gives = !holdsStock(to) && row.stockTaken;
      if (takes || gives) {
        const lines = (
          await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id))
        ).map(toOrderLine);
        products = await moveStock(tx, lines, takes ? -1 : 1, {
          reason: takes ? 'order' : 'order_cancelled',
          orderId: row.id,
          adminId: admin.id,
        });
        await tx.update(orders).set({ stockTaken: takes }).where(eq(orders.id, row.id));
      }
      await tx
        .insert(orderEvents)
        .values({ orderId: row.id, status: to, note: reason, adminId: admin.id });
      if (invoicing) await issueInvoiceInTx(tx, row, invoicing);
      // An invoiced order that is cancelled gets a credit note; the invoice stays.
      if (to === 'cancelled') {
        await forgetSalesDay(tx, { id: row.id, status: from });
        await issueCreditNoteInTx(tx, row);
        await restoreStoreCreditInTx(tx, {
          orderId: row.id,
          adminId: admin.id,
          note: `Order ${displayNumber(row.number)} cancelled`,
        });
      }
    }
    if (change.paid !== undefined && change.paid !== row.paid) {
      await tx
        .update(orders)
        .set({ paid: change.paid, updatedAt: sql`now()` })
        .where(eq(orders.id, row.id));
      await tx.insert(orderEvents).values({
        orderId: row.id,
        status: to ?? from,
        note: change.paid ? 'Marked paid' : 'Marked unpaid',
        adminId: admin.id,
      });
      await tx.insert(paymentEvents).values({
        orderId: row.id,
        kind: change.paid ? 'confirmed' : 'unconfirmed',
        amount: amountDue(row),
        adminId: admin.id,
      });
    }
    return products;
  });
  if (touched.length) invalidateCatalogue({ products: touched });
  return getOrder(caller, number);
}
