'use client';

// The checkout form's own controls: the state (filled in from the PIN code), and the
// pickup-or-delivery and payment choices; its text fields are the shared TextField.
import { useEffect, useState } from 'react';
import {
  useFormState,
  useWatch,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { RadioChoices } from '@/components/ui/radio-choices';
import { pinStateProblem, stateFromPin } from '@/lib/shared/gst/pin-states';
import { GST_STATES } from '@/lib/shared/gst/states';
import type { CheckoutDetails, CheckoutInput } from '@/lib/shared/orders/checkout';
import { PAYMENT_METHOD_LABELS } from '@/lib/shared/orders/payment';

export const CHECKOUT_FIELDS = [
  'name',
  'phone',
  'fulfilment',
  'address',
  'pincode',
  'state',
  'store_credit',
  'payment_method',
  'note',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

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

/** What the state select needs of the checkout form to follow the PIN code. */
export type PlaceForm = Pick<
  UseFormReturn<CheckoutInput, unknown, CheckoutDetails>,
  'control' | 'setValue' | 'setError' | 'clearErrors'
>;

/**
 * The state follows the PIN code as it is typed: a full PIN in one state selects it, unless the
 * shopper chose another state by hand; then (or when the PIN is in two states and the one shown
 * is neither) the state says at once what the order would be refused for, naming both. True
 * while the state shown is the one the PIN filled in.
 */
function useStateFromPin(
  { control, setValue, setError, clearErrors }: PlaceForm,
  chosenByHand: boolean,
) {
  const [pincode = '', state = ''] = useWatch({ control, name: ['pincode', 'state'] });
  const { errors } = useFormState({ control, name: 'state' });
  const shown = errors.state?.message;
  useEffect(() => {
    const problem = pinStateProblem(pincode, state);
    if (problem === null) {
      if (shown) clearErrors('state');
      return;
    }
    const only = stateFromPin(pincode);
    if (only !== null && !chosenByHand) setValue('state', only);
    else if (shown !== problem) setError('state', { type: 'pin', message: problem });
  }, [pincode, state, chosenByHand, shown, setValue, setError, clearErrors]);
  return !chosenByHand && stateFromPin(pincode) === state;
}

/** The delivery address's state: the invoice's place of supply (GST), filled in from the PIN. */
export function StateSelect({
  error,
  registration,
  form,
}: {
  error?: string;
  registration: UseFormRegisterReturn<CheckoutField>;
  form: PlaceForm;
}) {
  const id = 'checkout-state';
  // A state the shopper picks stays theirs: the PIN then only says when it disagrees.
  const [chosenByHand, setChosenByHand] = useState(false);
  const fromPin = useStateFromPin(form, chosenByHand);
  const hint = fromPin && !error ? 'Filled in from the PIN code.' : undefined;
  return (
    <FormField id={id} label="State" hint={hint} error={error} required>
      <select
        id={id}
        {...registration}
        onChange={(event) => {
          setChosenByHand(true);
          return registration.onChange(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint)}
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
