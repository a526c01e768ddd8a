'use client';

// The customer, all optional: a phone for the WhatsApp receipt; a name and GSTIN for a business
// (B2B) invoice. Checked by the sale's contract on the server; a refusal shows under the field.
import { FormField, describedBy, inputClass } from '@/components/ui/form-field';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';
import type { Till } from './use-till';

const FIELDS = [
  {
    key: 'phone',
    label: 'Phone',
    inputMode: 'tel',
    autoComplete: 'off',
    hint: 'For the WhatsApp receipt',
  },
  { key: 'name', label: 'Name', inputMode: 'text', autoComplete: 'off', hint: undefined },
  {
    key: 'gstin',
    label: 'GSTIN',
    inputMode: 'text',
    autoComplete: 'off',
    hint: 'A business’s GST invoice',
  },
] as const;

export function CustomerFields({
  till,
  errors,
}: {
  till: Pick<Till, 'draft' | 'setCustomer'>;
  errors: FieldErrors;
}) {
  const open = Object.values(till.draft.customer).some(Boolean) || Object.keys(errors).length > 0;
  return (
    <details open={open || undefined} className="rounded-lg border border-line bg-surface p-3">
      <summary className="cursor-pointer text-sm font-medium">Customer (optional)</summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {FIELDS.map(({ key, label, inputMode, autoComplete, hint }) => {
          const id = `customer-${key}`;
          const error = errors[`customer.${key}`]?.[0];
          return (
            <FormField key={key} id={id} label={label} hint={hint} error={error}>
              <input
                id={id}
                inputMode={inputMode}
                autoComplete={autoComplete}
                value={till.draft.customer[key]}
                onChange={(e) => till.setCustomer(key, e.target.value)}
                aria-describedby={describedBy(id, hint)}
                aria-invalid={error ? true : undefined}
                className={inputClass}
              />
            </FormField>
          );
        })}
      </div>
    </details>
  );
}
