'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { describedBy, FieldError, FormField, inputClass } from '@/components/ui/form-field';
import type { BulkAction, BulkEditFormValues } from '@/lib/shared/validation/bulk-edit';
import { PERCENT_LIMITS } from '@/lib/shared/validation/bulk-edit';
import { CategoryFields } from './category-fields';

type What = 'price' | 'availability' | 'category' | 'sale' | 'colours' | 'stock';
type PriceAction = Extract<BulkAction, `${string}_price`>;
type SaleAction = Extract<BulkAction, 'put_on_sale' | 'end_sale'>;

const whatOf = (action: BulkAction): What =>
  action === 'set_availability'
    ? 'availability'
    : action === 'set_category'
      ? 'category'
      : action === 'put_on_sale' || action === 'end_sale'
        ? 'sale'
        : action === 'link_colours'
          ? 'colours'
          : action === 'mark_sold_out'
            ? 'stock'
            : 'price';

const FIRST_ACTION: Record<What, BulkAction> = {
  price: 'set_price',
  availability: 'set_availability',
  category: 'set_category',
  sale: 'put_on_sale',
  colours: 'link_colours',
  stock: 'mark_sold_out',
};

// Segmented choices, as the product form's size boxes: the whole box fills when chosen, so
// "Availability" fits three across a 375 px sheet.
const CHOICE =
  'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line bg-white px-2 text-center text-sm font-semibold text-ink transition select-none has-checked:border-brand has-checked:bg-brand has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-accent';

/** Radios drawn as segmented choices; the value lives in the form, set on choice. */
function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onSelect,
  error,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [T, string])[];
  value: string;
  onSelect: (value: T) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1 grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2">
        {options.map(([option, label]) => (
          <label key={option} className={CHOICE}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onSelect(option)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** The number for a price change: rupees for "Set to", a percentage for a raise or a cut. */
function AmountField({ action }: { action: PriceAction | 'put_on_sale' }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<BulkEditFormValues>();
  const name = action === 'set_price' ? 'price' : 'percent';
  const label =
    action === 'set_price'
      ? 'New price (₹)'
      : action === 'put_on_sale'
        ? 'Off the price (%)'
        : `${action === 'raise_price' ? 'Raise' : 'Lower'} by (%)`;
  const hint =
    action === 'set_price'
      ? undefined
      : `Up to ${PERCENT_LIMITS[action]}%. Each price is rounded to the whole rupee, never below ₹1.`;
  const error = errors[name]?.message;
  return (
    <FormField id={name} label={label} required hint={hint} error={error}>
      <input
        key={name}
        id={name}
        inputMode="decimal"
        autoComplete="off"
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint)}
        className={inputClass}
      />
    </FormField>
  );
}

/** The sale's last day (optional): it ends at midnight in India. */
function SaleEndField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BulkEditFormValues>();
  const hint = 'Optional: the sale ends at midnight after this day.';
  const error = errors.sale_ends_at?.message;
  return (
    <FormField id="sale_ends_at" label="Last day of the sale" hint={hint} error={error}>
      <input
        id="sale_ends_at"
        type="date"
        {...register('sale_ends_at')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('sale_ends_at', hint)}
        className={inputClass}
      />
    </FormField>
  );
}

/**
 * Step one of a bulk edit: what to change (price, availability or category) and to what. One
 * action at a time; switching keeps what was typed for the others but sends only this one.
 */
export function BulkEditFields() {
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<BulkEditFormValues>();
  const action = useWatch({ control, name: 'action' });
  const available = useWatch({ control, name: 'available' });
  const what = whatOf(action);
  const choose = (next: BulkAction) => setValue('action', next, { shouldDirty: true });

  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup<What>
        legend="Change"
        name="bulk-what"
        options={[
          ['price', 'Price'],
          ['availability', 'Availability'],
          ['category', 'Category'],
          ['sale', 'Sale'],
          ['colours', 'Colours'],
          ['stock', 'Sold out'],
        ]}
        value={what}
        onSelect={(next) => choose(FIRST_ACTION[next])}
        error={errors.action?.message}
      />
      {what === 'price' && (
        <>
          <ChoiceGroup<PriceAction>
            legend="Price"
            name="bulk-price-mode"
            // Short words fit three across a phone; the amount's label names the unit.
            options={[
              ['set_price', 'Set'],
              ['raise_price', 'Raise'],
              ['lower_price', 'Lower'],
            ]}
            value={action}
            onSelect={choose}
          />
          <AmountField action={action as PriceAction} />
        </>
      )}
      {what === 'availability' && (
        <ChoiceGroup<'true' | 'false'>
          legend="Set to"
          name="bulk-available"
          options={[
            ['true', 'Available'],
            ['false', 'Unavailable'],
          ]}
          value={available}
          onSelect={(next) => setValue('available', next, { shouldDirty: true })}
          error={errors.available?.message}
        />
      )}
      {what === 'category' && <CategoryFields />}
      {what === 'colours' && (
        <p className="text-sm text-muted">
          The selected products become one design in other colours: each product page shows the
          others as swatches. A product linked to another design leaves it.
        </p>
      )}
      {what === 'stock' && (
        <p className="text-sm text-muted">
          Mark sold out: every count of the selected products (each size’s, or the total) goes to 0,
          e.g. leftovers sent back to the supplier or a damaged lot. Each product’s stock history
          shows it as a bulk edit.
        </p>
      )}
      {what === 'sale' && (
        <>
          <ChoiceGroup<SaleAction>
            legend="Sale"
            name="bulk-sale-mode"
            options={[
              ['put_on_sale', 'Put on sale'],
              ['end_sale', 'End sale'],
            ]}
            value={action}
            onSelect={choose}
          />
          {action === 'put_on_sale' && (
            <>
              <AmountField action="put_on_sale" />
              <SaleEndField />
            </>
          )}
        </>
      )}
    </div>
  );
}
