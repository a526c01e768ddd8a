'use client';

// The checkout details the cart page asks for before "Order on WhatsApp": name,
// optional phone (+91 assumed), pickup or delivery (delivery: address and PIN code) and a note.
// Checked with the shared schema the order API uses; the cart page's checkout (use-checkout.ts)
// remembers them in this browser for next time.

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  hasRememberedDetails,
  type CheckoutFormValues,
} from '@/lib/browser/orders/checkout-details';
import {
  checkoutSchema,
  type CheckoutDetails,
  type CheckoutInput,
} from '@/lib/shared/orders/checkout';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { CheckoutOptions } from '@/lib/shared/orders/checkout-options';
import {
  CHECKOUT_FIELDS,
  FulfilmentChoice,
  PaymentChoice,
  StateSelect,
  type CheckoutField,
} from './checkout-fields';
import { StoreCreditChoice } from './store-credit-choice';

/** The fields shown only for a delivery. */
const DELIVERY_FIELDS: readonly CheckoutField[] = ['address', 'pincode', 'state'];

export interface CheckoutFormProps {
  /** The details remembered in this browser (read once, by the cart page's checkout). */
  remembered: CheckoutFormValues;
  /** Why ordering is not possible right now (shown under the button), or null. */
  blockedReason: string | null;
  checking: boolean;
  /**
   * Called synchronously from the submit event with valid details (so it may open a window);
   * resolves with the server's field errors, if any.
   */
  onOrder(details: CheckoutDetails): Promise<FieldErrors | null>;
  /** The shop's settings the form needs (state default, whether UPI is offered). */
  options: CheckoutOptions;
  /** Told of the pickup-or-delivery choice, so the summary can show the delivery charge. */
  onFulfilmentChange?(fulfilment: CheckoutDetails['fulfilment']): void;
}

export function CheckoutForm({
  remembered,
  blockedReason,
  checking,
  onOrder,
  options,
  onFulfilmentChange,
}: CheckoutFormProps) {
  const [defaultValues] = useState(() => ({
    ...remembered,
    // Nothing remembered here: the name of the shopper's latest order, if any. Never the
    // username, which is a login and would become the invoice's "Bill to".
    name: hasRememberedDetails(remembered) ? remembered.name : (options.lastOrderName ?? ''),
    state: remembered.state || options.shopState,
    payment_method: options.upi ? ('upi' as const) : ('' as const),
  }));
  const [placing, setPlacing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<CheckoutInput, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutSchema),
    // Not on blur: an error appearing as the field loses focus would move the Order button
    // under the pointer between press and release, and the click would be lost.
    mode: 'onSubmit',
    defaultValues,
  });

  const fulfilment = useWatch({ control, name: 'fulfilment' });
  const delivery = fulfilment === 'delivery';
  useEffect(() => onFulfilmentChange?.(fulfilment), [fulfilment, onFulfilmentChange]);
  const disabled = blockedReason !== null || checking || placing;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = checkoutSchema.safeParse(getValues());
    if (!parsed.success) {
      // Shows every error, then focuses the first field in the form's order that has one.
      const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const first = CHECKOUT_FIELDS.find((field) => wrong.has(field));
      void handleSubmit(() => undefined)().then(() => focusField(first));
      return;
    }
    clearErrors();
    setPlacing(true);
    // Synchronous up to its first await: the WhatsApp window opens inside this click.
    const answer = onOrder(parsed.data);
    void answer.then(
      (fields) => {
        setPlacing(false);
        if (!fields) return;
        // A refusal of a field not on screen (no payment choice offered) shows in the alert.
        const onScreen = CHECKOUT_FIELDS.filter(
          (field) =>
            (delivery || !DELIVERY_FIELDS.includes(field)) &&
            (options.upi || field !== 'payment_method') &&
            (options.storeCredit || field !== 'store_credit'),
        );
        const applied = applyServerErrors({ setError }, fields, { fields: onScreen });
        setFormError(applied.alert);
        focusField(applied.fields[0] as CheckoutField | undefined);
      },
      (err: unknown) => {
        console.warn('[orders] placing the order failed', err);
        setPlacing(false);
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Your details" className="mt-5 space-y-3">
      <TextField
        id="checkout-name"
        label="Your name"
        autoComplete="name"
        required
        error={errors.name?.message}
        registration={register('name')}
      />
      <TextField
        id="checkout-phone"
        label="Phone (optional)"
        hint="An Indian mobile number; +91 is assumed."
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={errors.phone?.message}
        registration={register('phone')}
      />
      <FulfilmentChoice error={errors.fulfilment?.message} registration={register('fulfilment')} />
      {delivery && (
        <>
          <TextField
            id="checkout-address"
            label="Delivery address"
            rows={2}
            autoComplete="street-address"
            required
            error={errors.address?.message}
            registration={register('address')}
          />
          <TextField
            id="checkout-pincode"
            label="PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            error={errors.pincode?.message}
            registration={register('pincode')}
          />
          <StateSelect
            error={errors.state?.message}
            registration={register('state')}
            form={{ control, setValue, setError, clearErrors }}
          />
        </>
      )}
      {options.storeCredit && (
        <StoreCreditChoice
          offer={options.storeCredit}
          error={errors.store_credit?.message}
          onChange={(amount, phone) => {
            setValue('store_credit', amount);
            clearErrors('store_credit');
            if (amount !== '' && (getValues('phone') ?? '').trim() === '') setValue('phone', phone);
          }}
        />
      )}
      {options.upi && (
        <PaymentChoice
          pickup={!delivery}
          error={errors.payment_method?.message}
          registration={register('payment_method')}
        />
      )}
      <TextField
        id="checkout-note"
        label="Note (optional)"
        rows={2}
        error={errors.note?.message}
        registration={register('note')}
      />
      <FormAlert message={formError} />
      <button
        type="submit"
        disabled={disabled}
        aria-describedby={blockedReason ? 'cart-order-blocked' : undefined}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-success px-5 font-semibold text-white hover:brightness-110 disabled:cursor-not-allowed disabled:bg-muted/60"
      >
        <WhatsAppIcon />
        {checking ? 'Checking prices…' : placing ? 'Saving your order…' : 'Order on WhatsApp'}
      </button>
      {blockedReason && (
        <p id="cart-order-blocked" className="text-sm text-danger" role="status">
          {blockedReason}
        </p>
      )}
    </form>
  );
}

/** Focuses a field by its element id (the first radio for the fulfilment choice). */
function focusField(field: CheckoutField | undefined) {
  if (!field) return;
  const id =
    field === 'fulfilment'
      ? 'checkout-fulfilment-pickup'
      : field === 'payment_method'
        ? 'checkout-payment-upi'
        : `checkout-${field}`;
  document.getElementById(id)?.focus();
}
