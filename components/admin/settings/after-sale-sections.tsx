'use client';

// The settings form's after-sale sections: exchanges and returns (on/off, the window, kinds
// that cannot come back), store credit (on/off) and what the reorder page's suggestion covers.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormSection } from '@/components/admin/form-section';
import { FieldError, TextField } from '@/components/ui/form-field';
import { RETURNABLE_KIND_CHOICES } from '@/lib/shared/settings/after-sale-settings';
import type { ShopSettingsInput } from '@/lib/shared/settings/shop-settings';

interface SectionProps {
  register: UseFormRegister<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
  /** The kinds ticked now (the summary line counts them). */
  chosenKinds: readonly string[];
}

/** A switch drawn as a labelled checkbox with a line saying what it does. */
function OnOff({
  id,
  label,
  hint,
  error,
  registration,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  registration: ReturnType<UseFormRegister<ShopSettingsInput>>;
}) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-describedby={`${id}-hint ${id}-error`}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <span>
          <span className="block text-sm font-medium text-ink">{label}</span>
          <span id={`${id}-hint`} className="block text-xs text-muted">
            {hint}
          </span>
        </span>
      </label>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** Kinds (sub categories) that cannot come back, as a folded list of checkboxes. */
function KindChoices({ register, errors, chosenKinds }: SectionProps) {
  const error = errors.nonReturnableKinds?.message;
  return (
    <fieldset className="sm:col-span-2" aria-describedby="settings-nonReturnableKinds-error">
      <legend className="text-sm font-medium text-ink">Kinds that cannot come back</legend>
      <details className="mt-1 rounded-md border border-line">
        <summary
          id="settings-nonReturnableKinds"
          className="flex min-h-11 cursor-pointer items-center px-3 text-sm text-ink"
        >
          {chosenKinds.length === 0
            ? 'None: every kind may come back. Choose…'
            : `${chosenKinds.join(', ')} (change…)`}
        </summary>
        <div className="grid grid-cols-2 gap-1 border-t border-line p-2 sm:grid-cols-4">
          {RETURNABLE_KIND_CHOICES.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm has-checked:bg-brand/5"
            >
              <input
                type="checkbox"
                value={kind}
                {...register('nonReturnableKinds')}
                className="size-4 shrink-0 accent-brand"
              />
              {kind}
            </label>
          ))}
        </div>
      </details>
      <FieldError id="settings-nonReturnableKinds-error">{error}</FieldError>
    </fieldset>
  );
}

export function AfterSaleSections(props: SectionProps) {
  const { register, errors } = props;
  return (
    <>
      <FormSection
        title="Returns and exchanges"
        description="Shoppers ask from their order’s status page; you accept or decline each request."
      >
        <OnOff
          id="settings-returnsOpen"
          label="Shoppers may ask for an exchange or a return"
          hint="Off: the status page offers neither; you can still take items back at the counter."
          error={errors.returnsOpen?.message}
          registration={register('returnsOpen')}
        />
        <TextField
          id="settings-returnWindowDays"
          label="Days to ask after delivery or pickup"
          hint="1 to 90 days; the product page says it in one line."
          inputMode="numeric"
          required
          error={errors.returnWindowDays?.message}
          registration={register('returnWindowDays')}
        />
        <KindChoices {...props} />
      </FormSection>

      <FormSection title="Store credit">
        <OnOff
          id="settings-storeCreditOn"
          label="Refunds may be given as store credit"
          hint="Kept on the customer’s phone number, spent at the counter or in a web order."
          error={errors.storeCreditOn?.message}
          registration={register('storeCreditOn')}
        />
      </FormSection>

      <FormSection
        title="Reorder"
        description="Admin › Reorder suggests enough to sell for the days to cover, plus the supplier’s lead time and the safety stock, at each size’s recent pace."
      >
        <TextField
          id="settings-reorderCoverDays"
          label="Days to cover"
          hint="1 to 365 days of sales per order to the supplier."
          inputMode="numeric"
          required
          error={errors.reorderCoverDays?.message}
          registration={register('reorderCoverDays')}
        />
        <TextField
          id="settings-reorderLeadDays"
          label="Supplier lead time (days)"
          hint="From ordering to the goods on the shelf; 0 to 180."
          inputMode="numeric"
          required
          error={errors.reorderLeadDays?.message}
          registration={register('reorderLeadDays')}
        />
        <TextField
          id="settings-reorderSafetyDays"
          label="Safety stock (days of sales)"
          hint="Extra pieces for a busier week than usual; 0 to 180."
          inputMode="numeric"
          required
          error={errors.reorderSafetyDays?.message}
          registration={register('reorderSafetyDays')}
        />
      </FormSection>
    </>
  );
}
