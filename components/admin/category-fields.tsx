'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { findMainCategory, MAIN_CATEGORIES } from '@/lib/shared/categories';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import type { ProductFormValues } from '@/lib/shared/admin/product-form-values';

/** Main and sub category; the sub category resets whenever the main one changes (docs/product.md §5). */
export function CategoryFields() {
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<ProductFormValues>();
  const main = useWatch({ control, name: 'main_category' });
  const subs = (findMainCategory(main)?.subs ?? []) as readonly string[];

  return (
    <>
      <FormField
        id="main_category"
        label="Main category"
        required
        error={errors.main_category?.message}
      >
        <select
          id="main_category"
          {...register('main_category', {
            onChange: () =>
              setValue('sub_category', '', { shouldValidate: isSubmitted, shouldDirty: true }),
          })}
          aria-invalid={errors.main_category ? true : undefined}
          aria-describedby={describedBy('main_category')}
          className={inputClass}
        >
          <option value="">Choose a main category</option>
          {MAIN_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="sub_category"
        label="Sub category"
        required
        hint={main ? undefined : 'Choose the main category first.'}
        error={errors.sub_category?.message}
      >
        <select
          id="sub_category"
          {...register('sub_category')}
          aria-invalid={errors.sub_category ? true : undefined}
          aria-describedby={describedBy('sub_category', main ? undefined : 'hint')}
          className={inputClass}
        >
          <option value="">{main ? 'Choose a sub category' : '—'}</option>
          {subs.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
