'use client';

import { useFormContext } from 'react-hook-form';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import type { ProductFormValues } from '@/lib/shared/admin/product-form-values';

/** What the product form offers for the design: the owner's charts and the possible siblings. */
export interface DesignOptions {
  charts: { id: number; name: string }[];
  /** Products of the same sub category (the other colours are among them). */
  candidates: { id: number; name: string; color: string }[];
}

/** The size guide a product shows: its kind's chart or one it chooses, and its fit note. */
export function SizeGuideFields({ charts }: Pick<DesignOptions, 'charts'>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const chartError = errors.size_chart_id?.message;
  const noteError = errors.fit_note?.message;
  return (
    <>
      <FormField id="size_chart_id" label="Size chart" error={chartError}>
        <select
          id="size_chart_id"
          {...register('size_chart_id')}
          aria-invalid={chartError ? true : undefined}
          aria-describedby={describedBy('size_chart_id')}
          className={inputClass}
        >
          <option value="">The chart of its kind</option>
          {charts.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="fit_note"
        label="Fit note"
        hint="Shown in the size guide, e.g. “Runs small: take one size up”."
        error={noteError}
      >
        <input
          id="fit_note"
          {...register('fit_note')}
          maxLength={160}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={describedBy('fit_note', 'hint')}
          className={inputClass}
        />
      </FormField>
    </>
  );
}

/**
 * "Also in": the products that are this design in other colours. The link is both ways: each
 * ticked product shows this one among its colours too.
 */
export function AlsoInField({ candidates }: Pick<DesignOptions, 'candidates'>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const error = errors.colour_sibling_ids?.message;
  return (
    <fieldset className="sm:col-span-2" aria-describedby="colour_sibling_ids-error">
      <legend className="text-sm font-medium text-ink">Also in (other colours)</legend>
      {candidates.length ? (
        <ul
          className="mt-2 grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2"
          data-testid="also-in"
        >
          {candidates.map((c) => (
            <li key={c.id}>
              <label className="flex min-h-11 items-center gap-2 rounded-md px-2 text-sm hover:bg-canvas">
                <input
                  type="checkbox"
                  value={String(c.id)}
                  {...register('colour_sibling_ids')}
                  className="size-4 accent-brand"
                />
                <span className="min-w-0 break-words">
                  {c.name}
                  {c.color ? <span className="text-muted"> · {c.color}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">No other product of this kind yet.</p>
      )}
      <p
        id="colour_sibling_ids-error"
        aria-live="polite"
        className="mt-1 text-sm text-danger empty:hidden"
      >
        {error}
      </p>
    </fieldset>
  );
}
