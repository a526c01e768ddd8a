'use client';

import { useTransition } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import type { PaymentStatus } from '@/lib/shared/orders/payment';
import type { OrderStatus } from '@/lib/shared/orders/status';
import { paymentNotReceivedAction } from './actions';
import { useOrderChange } from './use-order-change';

/**
 * The inbox's payment line: a shopper's claim with its UPI reference to look for in the bank
 * app, then "Paid" or "Not received" (which the shopper's status page tells them); once paid,
 * the reference the payment was claimed with.
 */
export function PaymentCheck({
  number,
  status,
  payment,
}: {
  number: string;
  status: OrderStatus;
  payment: PaymentStatus;
}) {
  const { change, pending } = useOrderChange(number, status);
  const [refusing, startRefusing] = useTransition();
  if (payment.state === 'unpaid') return null;
  // Once paid, the reference stays in view: the accountant and a later question ("which
  // transfer was it?") look for it here.
  if (payment.state === 'paid') {
    return payment.utr ? (
      <p data-testid="payment-claim" className="rounded-lg bg-success/5 px-3 py-2 text-sm">
        <span className="font-semibold">Paid</span> · UTR{' '}
        <span className="tabular-nums">{payment.utr}</span>
      </p>
    ) : null;
  }
  const claimed = payment.state === 'claimed';

  const notReceived = () =>
    startRefusing(async () => {
      const result = await paymentNotReceivedAction(number);
      if (result.ok) toast.success(`${number}: the customer is told the payment was not received.`);
      else toast.error(result.message);
    });

  return (
    <div
      data-testid="payment-claim"
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg px-3 py-2 text-sm ${claimed ? 'bg-accent-soft' : 'bg-danger/5 text-danger'}`}
    >
      <p className="font-semibold">
        {claimed ? 'Payment claimed' : 'Payment not received'} · UTR{' '}
        <span className="tabular-nums">{payment.utr}</span>
      </p>
      {claimed ? (
        <div className="flex gap-2">
          <button
            type="button"
            disabled={pending || refusing}
            onClick={() => void change({ paid: true }, `${number} marked paid.`)}
            className={buttonStyles.compact.primary}
          >
            Paid<span className="sr-only"> ({number}, UTR checked)</span>
          </button>
          <button
            type="button"
            disabled={pending || refusing}
            onClick={notReceived}
            className={buttonStyles.compact.dangerOutline}
          >
            Not received<span className="sr-only"> ({number})</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
