import 'server-only';
// A counter sale's payment: the parts (cash, UPI, card, store credit) must add up to the bill
// exactly; cash may be more than its part (the change is handed back). Each part is one
// counter_payments row; a store credit part is spent from the customer's phone in the sale's
// transaction, so the same balance never pays two bills.
import { counterPayments } from '@/db/schema';
import { changeDue, type CounterPaymentPart } from '@/lib/shared/counter/bill';
import type { CounterSaleRequest } from '@/lib/shared/counter/sale-request';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import type { Tx } from '@/lib/server/infra/db';
import { ConflictError, ValidationError } from '@/lib/server/infra/errors';
import { spendStoreCreditInTx } from '@/lib/server/store-credit';

export function paymentParts(request: CounterSaleRequest): CounterPaymentPart[] {
  return request.payments.map((p) => ({
    method: p.method,
    amountPaise: p.amount,
    tenderedPaise: p.tendered,
  }));
}

/** Refuses payments that do not add up to the bill; returns the change to hand back. */
export function checkPayments(parts: readonly CounterPaymentPart[], totalPaise: number): number {
  const paid = parts.reduce((sum, p) => sum + p.amountPaise, 0);
  if (paid !== totalPaise) {
    throw new ValidationError({
      payments: [
        `The payments add up to ${formatPrice(paid / 100)}; the bill is ${formatPrice(totalPaise / 100)}.`,
      ],
    });
  }
  return changeDue(parts);
}

export async function recordPayments(
  tx: Tx,
  orderId: number,
  parts: readonly CounterPaymentPart[],
): Promise<void> {
  await tx.insert(counterPayments).values(
    parts.map((p) => ({
      orderId,
      method: p.method,
      amount: paiseToString(p.amountPaise),
      tendered: p.tenderedPaise === null ? null : paiseToString(p.tenderedPaise),
    })),
  );
}

/** A store credit part needs the customer's phone: the credit is kept on it. */
export function checkCreditPart(parts: readonly CounterPaymentPart[], phone: string): void {
  if (phone === '' && parts.some((p) => p.method === 'credit')) {
    throw new ValidationError({
      'customer.phone': ['Enter the customer’s phone: store credit is kept on it.'],
    });
  }
}

/** Spends the sale's store credit part (if any) from the customer's phone; short: a 400. */
export async function spendCounterCreditInTx(
  tx: Tx,
  order: { id: number; phone: string },
  parts: readonly CounterPaymentPart[],
  adminId: number,
): Promise<void> {
  const credit = parts.find((p) => p.method === 'credit');
  if (!credit) return;
  try {
    await spendStoreCreditInTx(tx, {
      phone: order.phone,
      amountPaise: credit.amountPaise,
      orderId: order.id,
      adminId,
    });
  } catch (error) {
    if (error instanceof ConflictError) throw new ValidationError({ payments: [error.message] });
    throw error;
  }
}
