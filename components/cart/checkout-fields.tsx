'use client';

// The checkout form's controls: a text field (or text area) on the shared FormField, and the
// pickup-or-delivery choice.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { GST_STATES } from '@/lib/shared/gst/states';

export const CHECKOUT_FIELDS = [
  'name',
  'phone',
  'fulfilment',
  'address',
  'pincode',
  'state',
  'payment',
  'note',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

interface CheckoutTextFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn<CheckoutField>;
  multiline?: boolean;
  type?: string;
  inputMode?: 'tel' | 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
}

export function CheckoutTextField({
  id,
  label,
  hint,
  error,
  registration,
  multiline,
  ...input
}: CheckoutTextFieldProps) {
  const control = {
    id,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint),
    className: inputClass,
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={input.required}>
      {multiline ? (
        <textarea
          rows={2}
          {...control}
          autoComplete={input.autoComplete}
          required={input.required}
        />
      ) : (
        <input {...control} {...input} />
      )}
    </FormField>
  );
}

/** Pickup at the shop or delivery: two radios styled as choices, with the group's error. */
export function FulfilmentChoice({
  error,
  registration,
}: {
  error?: string;
  registration: UseFormRegisterReturn<CheckoutField>;
}) {
  return (
    <fieldset aria-describedby="checkout-fulfilment-error">
      <legend className="text-sm font-medium text-ink">Pickup or delivery</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {(
          [
            ['pickup', 'Pickup at the shop'],
            ['delivery', 'Delivery'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 text-sm has-checked:border-brand has-checked:bg-brand/5"
          >
            <input
              id={`checkout-fulfilment-${value}`}
              type="radio"
              value={value}
              {...registration}
              className="size-4 accent-brand"
            />
            {label}
          </label>
        ))}
      </div>
      <p
        id="checkout-fulfilment-error"
        aria-live="polite"
        className="mt-1 text-sm text-danger empty:hidden"
      >
        {error}
      </p>
    </fieldset>
  );
}

/** The delivery address's state: the invoice's place of supply (GST). */
export function StateSelect({
  error,
  registration,
}: {
  error?: string;
  registration: UseFormRegisterReturn<CheckoutField>;
}) {
  const id = 'checkout-state';
  return (
    <FormField id={id} label="State" error={error} required>
      <select
        id={id}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id)}
        className={inputClass}
      >
        {GST_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Pay by UPI now, or at handover (on delivery, or at the shop for pickup). */
export function PaymentChoice({
  pickup,
  error,
  registration,
}: {
  pickup: boolean;
  error?: string;
  registration: UseFormRegisterReturn<CheckoutField>;
}) {
  return (
    <fieldset aria-describedby="checkout-payment-error">
      <legend className="text-sm font-medium text-ink">Payment</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {(
          [
            ['upi', 'Pay by UPI'],
            ['on_delivery', pickup ? 'Pay at the shop' : 'Pay on delivery'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 text-sm has-checked:border-brand has-checked:bg-brand/5"
          >
            <input
              id={`checkout-payment-${value}`}
              type="radio"
              value={value}
              {...registration}
              className="size-4 accent-brand"
            />
            {label}
          </label>
        ))}
      </div>
      <p
        id="checkout-payment-error"
        aria-live="polite"
        className="mt-1 text-sm text-danger empty:hidden"
      >
        {error}
      </p>
    </fieldset>
  );
}
