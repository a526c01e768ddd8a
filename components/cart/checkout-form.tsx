'use client';

// The checkout details the cart page asks for before "Order on WhatsApp" (issue 13): name,
// optional phone (+91 assumed), pickup or delivery (delivery: address and PIN code) and a note.
// Checked with the shared schema the order API uses; remembered in this browser for next time.

import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from 'next-auth/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  hasRememberedDetails,
  readCheckoutDetails,
  writeCheckoutDetails,
} from '@/lib/browser/orders/checkout-details';
import {
  checkoutSchema,
  type CheckoutDetails,
  type CheckoutInput,
} from '@/lib/shared/orders/checkout';
import { FormAlert } from '@/components/ui/form-alert';

const FIELDS = ['name', 'phone', 'fulfilment', 'address', 'pincode', 'note'] as const;
type Field = (typeof FIELDS)[number];

/** What the order attempt answered about the form: field errors of a 400, or nothing. */
export type FieldErrors = Partial<Record<string, string>>;

interface CheckoutFormProps {
  /** Why ordering is not possible right now (shown under the button), or null. */
  blockedReason: string | null;
  checking: boolean;
  /**
   * Called synchronously from the submit event with valid details (so it may open a window);
   * resolves with the server's field errors, if any.
   */
  onOrder(details: CheckoutDetails): Promise<FieldErrors | null>;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-xs outline-none transition focus:border-brand focus:ring-2 focus:ring-brand/20 aria-invalid:border-danger';

export function CheckoutForm({ blockedReason, checking, onOrder }: CheckoutFormProps) {
  const [remembered] = useState(readCheckoutDetails);
  const [placing, setPlacing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { data: session } = useSession();
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
    defaultValues: remembered,
  });

  // A signed-in shopper with nothing remembered starts with their account's name.
  const username = session?.user?.username ?? '';
  useEffect(() => {
    if (username && !hasRememberedDetails(remembered) && getValues('name') === '')
      setValue('name', username);
  }, [username, remembered, getValues, setValue]);

  const delivery = useWatch({ control, name: 'fulfilment' }) === 'delivery';
  const disabled = blockedReason !== null || checking || placing;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = checkoutSchema.safeParse(getValues());
    if (!parsed.success) {
      // Shows every error, then focuses the first field in the form's order that has one.
      const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const first = FIELDS.find((field) => wrong.has(field));
      void handleSubmit(() => undefined)().then(() => focusField(first));
      return;
    }
    clearErrors();
    writeCheckoutDetails({ ...parsed.data });
    setPlacing(true);
    // Synchronous up to its first await: the WhatsApp window opens inside this click.
    const answer = onOrder(parsed.data);
    void answer.then(
      (fields) => {
        setPlacing(false);
        if (!fields) return;
        const known = FIELDS.filter((f) => fields[f]);
        for (const f of known) setError(f, { type: 'server', message: fields[f] });
        const other = Object.entries(fields).find(
          ([f]) => !(FIELDS as readonly string[]).includes(f),
        );
        if (other?.[1]) setFormError(other[1]);
        focusField(known[0]);
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
      <fieldset aria-describedby="checkout-fulfilment-error">
        <legend className="text-sm font-medium text-ink">Pickup or delivery</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <RadioChoice
            value="pickup"
            label="Pickup at the shop"
            registration={register('fulfilment')}
          />
          <RadioChoice value="delivery" label="Delivery" registration={register('fulfilment')} />
        </div>
        <ErrorText id="checkout-fulfilment-error" message={errors.fulfilment?.message} />
      </fieldset>
      {delivery && (
        <>
          <TextField
            id="checkout-address"
            label="Delivery address"
            multiline
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
        </>
      )}
      <TextField
        id="checkout-note"
        label="Note (optional)"
        multiline
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
function focusField(field: Field | undefined) {
  if (!field) return;
  const id = field === 'fulfilment' ? 'checkout-fulfilment-pickup' : `checkout-${field}`;
  document.getElementById(id)?.focus();
}

interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn<Field>;
  multiline?: boolean;
  type?: string;
  inputMode?: 'tel' | 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
}

function TextField({ id, label, hint, error, registration, multiline, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = hint ? `${hintId} ${errorId}` : errorId;
  const shared = {
    id,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          rows={2}
          {...shared}
          autoComplete={input.autoComplete}
          required={input.required}
        />
      ) : (
        <input {...shared} {...input} />
      )}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

function RadioChoice({
  value,
  label,
  registration,
}: {
  value: string;
  label: string;
  registration: UseFormRegisterReturn<Field>;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 text-sm has-checked:border-brand has-checked:bg-brand/5">
      <input
        id={`checkout-fulfilment-${value}`}
        type="radio"
        value={value}
        {...registration}
        className="size-4 accent-brand"
      />
      {label}
    </label>
  );
}

function ErrorText({ id, message }: { id: string; message?: string }): ReactNode {
  return (
    <p id={id} aria-live="polite" className="text-sm text-danger empty:hidden">
      {message}
    </p>
  );
}

function WhatsAppIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
    </svg>
  );
}
