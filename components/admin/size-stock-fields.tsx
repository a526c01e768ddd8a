'use client';

import { useController, useFormContext } from 'react-hook-form';
import {
  countOf,
  type ProductFormMode,
  type ProductFormValues,
} from '@/lib/shared/admin/product-form-values';
import { FieldError, inputClass } from '@/components/ui/form-field';
import { useSizeStockFields } from './use-size-stock-fields';

function hintFor(mode: ProductFormMode, perSize: boolean): string {
  if (!perSize) {
    return 'Type how many of each size you have to keep stock per size. Left blank, the one total under Stock stands.';
  }
  return mode === 'create'
    ? 'Sizes left blank count 0. Stock (under Basics) is their total.'
    : 'Sizes left blank count 0. Adjust in the product list changes them one at a time.';
}

/**
 * One stock field per ticked size ("Stock for M") with the total shown live. On add the fields
 * are there as soon as a size is ticked; on edit a product kept as one total offers "Track
 * stock per size" first. Unticking a size removes its field (and leaves it out of the total).
 */
export function SizeStockFields({ mode }: { mode: ProductFormMode }) {
  const {
    control,
    register,
    formState: { errors, defaultValues },
  } = useFormContext<ProductFormValues>();
  const { field } = useController({ control, name: 'size_stock' });
  const { sizes, perSize, total, counts } = useSizeStockFields(mode);
  if (sizes.length === 0) return null;

  const offerTracking = mode === 'edit' && defaultValues?.track_sizes !== true;
  const showFields = mode === 'create' || perSize;
  // One message for the group (the counts travel as one JSON field); the record's own type would
  // read `.message` as a size named "message".
  const error = (errors.size_stock as { message?: string } | undefined)?.message;
  const describedBy = 'size_stock-hint size_stock-error';

  return (
    <fieldset className="sm:col-span-2" aria-describedby="size_stock-error">
      <legend className="text-sm font-medium text-ink">Stock per size</legend>
      {offerTracking && (
        <label className="mt-2 flex items-start gap-3">
          <input
            type="checkbox"
            {...register('track_sizes')}
            aria-describedby="track_sizes-hint"
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <span>
            <span className="block text-sm font-medium text-ink">Track stock per size</span>
            <span id="track_sizes-hint" className="block text-xs text-muted">
              {perSize
                ? `Once saved, the sizes below replace the one total of ${defaultValues?.stock ?? 0}.`
                : `Now one total of ${defaultValues?.stock ?? 0} for all sizes: shoppers can order any size while it lasts.`}
            </span>
          </span>
        </label>
      )}
      {showFields && (
        <>
          <div className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-6">
            {sizes.map((size, i) => {
              const value = counts[size] ?? '';
              return (
                <div key={size}>
                  <label
                    htmlFor={`size_stock-${size}`}
                    className="block text-sm font-semibold text-ink"
                  >
                    <span className="sr-only">Stock for </span>
                    {size}
                  </label>
                  <input
                    id={`size_stock-${size}`}
                    ref={i === 0 ? field.ref : undefined}
                    type="number"
                    inputMode="numeric"
                    min="0"
                    step="1"
                    value={value}
                    onChange={(e) => field.onChange({ ...field.value, [size]: e.target.value })}
                    onBlur={field.onBlur}
                    aria-invalid={error && countOf(value) === null ? true : undefined}
                    aria-describedby={describedBy}
                    className={`${inputClass} tabular-nums`}
                  />
                </div>
              );
            })}
          </div>
          {perSize && (
            <output className="mt-2 block text-sm font-semibold text-ink tabular-nums">
              Total: {total}
            </output>
          )}
          <p id="size_stock-hint" className="mt-1 text-xs text-muted">
            {hintFor(mode, perSize)}
          </p>
        </>
      )}
      <FieldError id="size_stock-error">{error}</FieldError>
    </fieldset>
  );
}
