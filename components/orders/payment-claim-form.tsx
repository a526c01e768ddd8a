'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { sendPaymentClaim } from '@/lib/browser/payments/payment-claim-request';
import { isUtr, normalizeUtr, UTR_MESSAGE } from '@/lib/shared/payments/upi';

/**
 * "I have paid": the shopper types the 12-digit UPI reference from their payment app, and the
 * claim goes to the shop's inbox (POST /api/orders/{number}/payment-claim/, authorised by the
 * page's token). The form then closes and the page shows the claim's state.
 */
export function PaymentClaimForm({
  number,
  token,
  again = false,
}: {
  number: string;
  token: string;
  /** A second claim (wrong reference, or "not received"): the button's words say so. */
  again?: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  const id = `utr-${useId().replace(/:/g, '')}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const utr = normalizeUtr(input.current?.value ?? '');
    if (!isUtr(utr)) {
      setError(UTR_MESSAGE);
      input.current?.focus();
      return;
    }
    setError(null);
    startTransition(async () => {
      const message = await sendPaymentClaim(number, { token, utr });
      if (message) {
        setError(message);
        input.current?.focus();
        return;
      }
      // The form gives way to the claim's state in one step: closing it and the page's new
      // payment card are one transition, so "Sending…" stays until the card says "Payment sent".
      startTransition(() => {
        setOpen(false);
        router.refresh();
      });
    });
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
        className={buttonStyles.secondary}
      >
        {again ? 'Enter the UPI reference again' : 'I have paid'}
      </button>
    );
  }
  const hint = 'Your payment app shows it under the payment’s details (UTR, UPI Ref. No.).';
  return (
    <form noValidate onSubmit={submit} aria-label="Payment reference" className="space-y-3">
      <FormField
        id={id}
        label="UPI reference number (12 digits)"
        hint={hint}
        error={error ?? undefined}
      >
        <input
          ref={input}
          id={id}
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint)}
          className={inputClass}
        />
      </FormField>
      <button type="submit" disabled={pending} className={buttonStyles.primary}>
        {pending ? 'Sending…' : 'Tell the shop I have paid'}
      </button>
    </form>
  );
}
