import type { PaymentStatus } from '@/lib/shared/orders/payment';

/**
 * The inbox's warning beside the paid controls when this order's UPI reference was also claimed
 * for another order: one transfer pays one order, so the owner checks the bank app for a
 * payment for each before marking them paid. Nothing when the reference is this order's alone.
 */
export function SharedReference({ payment }: { payment: Pick<PaymentStatus, 'alsoClaimedFor'> }) {
  const others = payment.alsoClaimedFor;
  if (others.length === 0) return null;
  return (
    <p
      data-testid="utr-shared"
      className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
    >
      <span className="font-semibold">
        UTR also claimed for{' '}
        {others.map((number, i) => (
          <span key={number}>
            {i > 0 ? ', ' : null}
            <a href={`/admin/orders/${number}`} className="underline underline-offset-2">
              {number}
            </a>
          </span>
        ))}
      </span>
      . One transfer pays one order: check your bank app shows a payment for each before marking
      them paid.
    </p>
  );
}
