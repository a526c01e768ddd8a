import 'server-only';
// A counter sale's payment: the parts (cash, UPI, card) must add up to the bill exactly; cash
// may be more than its part (the change is handed back). Each part is one counter_payments row.
import { counterPayments } from '@/db/schema';
import { changeDue, type CounterPaymentPart } from '@/lib/shared/counter/bill';
import type { CounterSaleRequest } from '@/lib/shared/counter/sale-request';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import type { Tx } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';

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
