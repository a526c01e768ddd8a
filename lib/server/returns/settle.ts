import 'server-only';
// The end of a request that owes money: what came back was paid more than what went out
// instead, and the difference goes back to the customer by cash, UPI (the owner sent it and types
// its reference) or store credit on their phone; or a dearer exchange, and the customer pays the
// difference by cash or UPI. Cash either way is counted in the drawer (lib/server/counter/
// day-expected.ts reads these requests).
import { formatPrice, paiseToString, toPaise } from '@/lib/shared/money';
import { returnBalance } from '@/lib/shared/returns/owner-money';
import { returnIdField, settleReturnSchema } from '@/lib/shared/returns/owner-steps';
import { STORE_CREDIT_OFF_MESSAGE } from '@/lib/shared/store-credit/rules';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { ConflictError, ValidationError } from '@/lib/server/infra/errors';
import { validate } from '@/lib/server/infra/validate';
import { grantStoreCreditInTx, storeCreditOnInTx } from '@/lib/server/store-credit';
import { lockReturn, noteOnOrder, returnLabel, setReturn } from './owner-rows';

const BY: Record<'cash' | 'upi' | 'store_credit' | 'none', string> = {
  cash: 'cash',
  upi: 'UPI',
  store_credit: 'store credit',
  none: 'nothing',
};

export interface SettledReturn {
  refundedPaise: number;
  collectedPaise: number;
  /** The phone's store credit after a refund as credit; null otherwise. */
  creditBalancePaise: number | null;
}

/** Settles request `id` as `input` (SettleReturnInput) says. Admins only. */
export async function settleReturn(
  caller: Caller | null,
  id: unknown,
  input: unknown,
): Promise<SettledReturn> {
  const admin = requireAdmin(caller);
  const returnId = validate(returnIdField, id);
  const { method, reference } = validate(settleReturnSchema, input);
  const db = await database();
  return db.transaction(async (tx) => {
    const { lines, order } = await lockReturn(tx, returnId, ['received'], 'settled');
    const { owedPaise } = returnBalance(
      lines.map((l) => ({
        qty: l.qty,
        unitPaidPaise: toPaise(l.unitPaid),
        action: l.action,
        newUnitPricePaise: l.newUnitPrice === null ? null : toPaise(l.newUnitPrice),
      })),
    );
    const refundedPaise = Math.max(owedPaise, 0);
    const collectedPaise = Math.max(-owedPaise, 0);
    if (owedPaise !== 0 && method === 'none') {
      throw new ValidationError({
        method: [
          owedPaise > 0
            ? `${formatPrice(refundedPaise / 100)} is owed back: refund it by cash, UPI or store credit.`
            : `${formatPrice(collectedPaise / 100)} is due from the customer: collect it by cash or UPI.`,
        ],
      });
    }
    if (owedPaise < 0 && method === 'store_credit') {
      throw new ValidationError({ method: ['The customer pays the difference by cash or UPI.'] });
    }
    let creditBalancePaise: number | null = null;
    if (owedPaise > 0 && method === 'store_credit') {
      if (!(await storeCreditOnInTx(tx))) throw new ConflictError(STORE_CREDIT_OFF_MESSAGE);
      if (!order.phone) {
        throw new ConflictError(
          'This order has no phone number, and store credit is kept on one: refund by cash or UPI.',
        );
      }
      creditBalancePaise = (
        await grantStoreCreditInTx(tx, {
          phone: order.phone,
          amountPaise: refundedPaise,
          reason: 'refund',
          orderId: order.id,
          returnId,
          ...(admin.id > 0 ? { adminId: admin.id } : {}),
          note: returnLabel(returnId),
        })
      ).balancePaise;
    }
    const used = owedPaise === 0 ? 'none' : method;
    await setReturn(tx, returnId, {
      status: 'done',
      doneAt: new Date(),
      refundMethod: used,
      refundReference: used === 'upi' ? reference : '',
      refunded: paiseToString(refundedPaise),
      collected: paiseToString(collectedPaise),
      adminId: admin.id > 0 ? admin.id : null,
    });
    const money =
      owedPaise > 0
        ? `${formatPrice(refundedPaise / 100)} refunded by ${BY[used]}`
        : owedPaise < 0
          ? `${formatPrice(collectedPaise / 100)} collected by ${BY[used]}`
          : 'nothing owed either way';
    await noteOnOrder(
      tx,
      order,
      admin,
      `${returnLabel(returnId)} done: ${money}${used === 'upi' ? ` (ref ${reference})` : ''}`,
    );
    return { refundedPaise, collectedPaise, creditBalancePaise };
  });
}
