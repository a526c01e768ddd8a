import 'server-only';
// Payments as events on an order: the shopper says "I have paid" with the UPI reference (UTR),
// authorised by the order's status token alone; the shop checks its bank app and marks it paid
// (status.ts, with the paid mark) or "not received", which the status page then tells the
// shopper. No gateway and no automatic check (docs/decisions.md, "Money and paperwork").
import { and, count, eq, sql } from 'drizzle-orm';
import { orderEvents, orders, paymentEvents, type OrderRow } from '@/db/schema';
import type { PaymentStatus } from '@/lib/shared/orders/payment';
import { isUtr, normalizeUtr, UTR_MESSAGE } from '@/lib/shared/payments/upi';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { countPaymentClaim } from '@/lib/server/auth/throttle';
import { database } from '@/lib/server/infra/db';
import { DomainError, ForbiddenError, ValidationError } from '@/lib/server/infra/errors';
import { displayNumber, orderRowByNumber } from '@/lib/server/order-numbers';
import { getOrder } from './queries';
import { amountDue, toOrder } from './mapping';

/** Claims one order may carry: a retyped reference or two, not a flood in the owner's inbox. */
const MAX_CLAIMS_PER_ORDER = 5;

export interface PaymentClaim {
  number: string;
  token: string;
  utr: string;
}

/**
 * The shopper's "I have paid": refused (and nothing recorded) for a reference that is not 12
 * digits, a token that is not this order's, a cancelled order or one already marked paid.
 * The same reference sent again records nothing new.
 */
export async function claimPayment(
  claim: PaymentClaim,
  clientAddress: string | null,
): Promise<{ number: string; payment: PaymentStatus }> {
  const utr = normalizeUtr(claim.utr);
  if (!isUtr(utr)) throw new ValidationError({ utr: [UTR_MESSAGE] });
  await countPaymentClaim(clientAddress);
  const row = await orderRowByNumber(claim.number);
  if (row.token !== claim.token) {
    throw new ForbiddenError(
      `This link is not the one for order ${displayNumber(row.number)}: open the link from your order message.`,
    );
  }
  if (row.status === 'cancelled') {
    throw new DomainError(
      `Order ${displayNumber(row.number)} was cancelled: there is nothing to pay.`,
      409,
    );
  }
  if (row.paid) {
    throw new DomainError(
      `The shop has already marked order ${displayNumber(row.number)} paid.`,
      409,
    );
  }
  const db = await database();
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ kind: paymentEvents.kind, utr: paymentEvents.utr })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, row.id))
      .orderBy(sql`${paymentEvents.createdAt} desc, ${paymentEvents.id} desc`)
      .limit(1);
    if (last?.kind === 'claimed' && last.utr === utr) return;
    const [claims] = await tx
      .select({ n: count() })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, row.id), eq(paymentEvents.kind, 'claimed')));
    if ((claims?.n ?? 0) >= MAX_CLAIMS_PER_ORDER) {
      throw new DomainError(
        'This order already has several payment references: message the shop on WhatsApp.',
        409,
      );
    }
    await tx
      .insert(paymentEvents)
      .values({ orderId: row.id, kind: 'claimed', utr, amount: amountDue(row) });
  });
  return { number: displayNumber(row.number), payment: await paymentOf(row) };
}

async function paymentOf(row: OrderRow): Promise<PaymentStatus> {
  const db = await database();
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, row.id))
    .orderBy(paymentEvents.createdAt, paymentEvents.id);
  return toOrder(row, [], [], events).payment;
}

/** The shop did not find the money: the status page asks the shopper to check (admins). */
export async function markPaymentNotReceived(caller: Caller | null, number: string) {
  const admin = requireAdmin(caller);
  const row = await orderRowByNumber(number);
  if (row.paid) {
    throw new DomainError(
      `Order ${displayNumber(row.number)} is marked paid: switch “Paid” off first.`,
      409,
    );
  }
  const db = await database();
  await db.transaction(async (tx) => {
    await tx.insert(paymentEvents).values({
      orderId: row.id,
      kind: 'not_received',
      amount: amountDue(row),
      adminId: admin.id,
    });
    await tx.insert(orderEvents).values({
      orderId: row.id,
      status: row.status,
      note: 'Payment not received',
      adminId: admin.id,
    });
    await tx
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.id, row.id));
  });
  return getOrder(caller, number);
}
