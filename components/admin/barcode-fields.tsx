'use client';

import { useController, useFormContext } from 'react-hook-form';
import type { ProductFormMode, ProductFormValues } from '@/lib/shared/admin/product-form-values';
import { BARCODE_MAX } from '@/lib/shared/stock/barcodes';
import { FieldError, inputClass, TextField } from '@/components/ui/form-field';
import { useSizeStockFields } from './use-size-stock-fields';

/**
 * The owner's own label codes, for finding the product at the counter: one for the product and,
 * while its stock is kept per size, one per size. All optional; a code another product holds is
 * refused by the server with that product's name.
 */
export function BarcodeFields({ mode }: { mode: ProductFormMode }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { field } = useController({ control, name: 'size_barcodes' });
  const { sizes, perSize } = useSizeStockFields(mode);
  // One message for the sizes' codes (they travel as one JSON field), naming the size.
  const sizeError = (errors.size_barcodes as { message?: string } | undefined)?.message;
  const codes = field.value;

  return (
    <>
      <TextField
        id="barcode"
        label="Barcode"
        hint="The code on your own label, e.g. 8901234567890. Optional."
        autoComplete="off"
        spellCheck={false}
        maxLength={BARCODE_MAX + 10}
        error={errors.barcode?.message}
        registration={register('barcode')}
      />
      {perSize && sizes.length > 0 && (
        <fieldset className="sm:col-span-2" aria-describedby="size_barcodes-error">
          <legend className="text-sm font-medium text-ink">Barcode per size</legend>
          <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {sizes.map((size, i) => (
              <div key={size} className="flex items-center gap-3">
                <label
                  htmlFor={`size_barcodes-${size}`}
                  className="w-12 shrink-0 text-sm font-semibold text-ink"
                >
                  <span className="sr-only">Barcode for </span>
                  {size}
                </label>
                <input
                  id={`size_barcodes-${size}`}
                  ref={i === 0 ? field.ref : undefined}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={BARCODE_MAX + 10}
                  value={codes[size] ?? ''}
                  onChange={(e) => field.onChange({ ...field.value, [size]: e.target.value })}
                  onBlur={field.onBlur}
                  aria-invalid={sizeError?.startsWith(`Size ${size}:`) ? true : undefined}
                  aria-describedby="size_barcodes-error"
                  className={inputClass}
                />
              </div>
            ))}
          </div>
          <FieldError id="size_barcodes-error">{sizeError}</FieldError>
        </fieldset>
      )}
    </>
  );
}
