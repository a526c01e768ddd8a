'use client';

// The checkout's store credit: a signed-in shopper with credit on the phone of their earlier
// orders may use it towards this order. Ticking it fills the phone in (credit is kept on it)
// and sends the amount shown; the server spends exactly that (at most the order's total) or
// refuses on this choice, say when another order spent the balance first.
import { useState } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import { displayPhone } from '@/lib/shared/orders/contact';
import type { StoreCreditOffer } from '@/lib/shared/orders/checkout-options';

const ID = 'checkout-store_credit';

export function StoreCreditChoice({
  offer,
  error,
  onChange,
}: {
  offer: StoreCreditOffer;
  error?: string;
  /** The amount to send ('' for none) and the phone the credit is kept on. */
  onChange(amount: string, phone: string): void;
}) {
  const [used, setUsed] = useState(false);
  const amount = formatPrice(offer.balancePaise / 100);
  return (
    <div className="rounded-lg border border-line bg-canvas px-3 py-2.5">
      <label htmlFor={ID} className="flex items-start gap-3 text-sm font-medium text-ink">
        <input
          id={ID}
          type="checkbox"
          checked={used}
          onChange={(event) => {
            setUsed(event.target.checked);
            onChange(event.target.checked ? paiseToString(offer.balancePaise) : '', offer.phone);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ID}-hint ${ID}-error`}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <span>Use {amount} store credit</span>
      </label>
      <p id={`${ID}-hint`} className="mt-1 pl-8 text-xs text-muted">
        Kept on {displayPhone(offer.phone)}; order with that phone. Anything it does not cover is
        paid as you choose below.
      </p>
      <FieldError id={`${ID}-error`}>{error}</FieldError>
    </div>
  );
}
