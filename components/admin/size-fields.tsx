'use client';

import { useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/ui/form-field';
import { FOOTWEAR_SIZES, SIZES } from '@/lib/shared/categories';
import type { ProductFormValues } from '@/lib/shared/admin/product-form-values';

function SizeGroup({
  name,
  legend,
  sizes,
}: {
  name: 'size' | 'footwear_size';
  legend: string;
  sizes: readonly string[];
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const error = errors[name]?.message;
  return (
    <fieldset aria-describedby={`${name}-error`}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((s) => (
          <label
            key={s}
            className="relative inline-flex min-w-12 cursor-pointer items-center justify-center rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-ink transition select-none has-checked:border-brand has-checked:bg-brand has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-accent"
          >
            <input type="checkbox" value={s} {...register(name)} className="sr-only" />
            {s}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** Clothing sizes S–XXL and footwear sizes 6–11 as checkboxes, sent comma-joined (docs/product.md §3). */
export function SizeFields() {
  return (
    <>
      <SizeGroup name="size" legend="Sizes" sizes={SIZES} />
      <SizeGroup name="footwear_size" legend="Footwear sizes" sizes={FOOTWEAR_SIZES} />
    </>
  );
}
