'use client';

// The checkout form's controls: a text field (or text area) on the shared FormField, the state,
// and the pickup-or-delivery and payment choices.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { RadioChoices } from '@/components/ui/radio-choices';
import { GST_STATES } from '@/lib/shared/gst/states';
import { PAYMENT_METHOD_LABELS } from '@/lib/shared/orders/payment';

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

interface ChoiceProps {
  error?: string;
  registration: UseFormRegisterReturn<CheckoutField>;
}

/** Pickup at the shop or delivery. */
export function FulfilmentChoice(props: ChoiceProps) {
  return (
    <RadioChoices
      idPrefix="checkout-fulfilment"
      legend="Pickup or delivery"
      options={[
        ['pickup', 'Pickup at the shop'],
        ['delivery', 'Delivery'],
      ]}
      {...props}
    />
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
export function PaymentChoice({ pickup, ...props }: ChoiceProps & { pickup: boolean }) {
  return (
    <RadioChoices
      idPrefix="checkout-payment"
      legend="Payment"
      options={[
        ['upi', PAYMENT_METHOD_LABELS.upi],
        // The server files paying at handover under the fulfilment (paymentFor).
        ['on_delivery', PAYMENT_METHOD_LABELS[pickup ? 'at_shop' : 'on_delivery']],
      ]}
      {...props}
    />
  );
}
