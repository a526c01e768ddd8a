'use client';

import { useEffect, type ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, TextField } from '@/components/ui/form-field';
import type { ProductFormMode, ProductFormValues } from '@/lib/shared/admin/product-form-values';
import { useSizeStockFields } from './use-size-stock-fields';

type TextName = Exclude<
  keyof ProductFormValues,
  | 'size'
  | 'footwear_size'
  | 'available'
  | 'size_stock'
  | 'track_sizes'
  | 'colour_sibling_ids'
  | 'size_barcodes'
>;

/** A text field of the product form, its id the field's name (as the form's errors name it). */
function TextInput({
  name,
  ...field
}: { name: TextName } & Omit<ComponentProps<typeof TextField>, 'id' | 'registration' | 'error'>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <TextField id={name} registration={register(name)} error={errors[name]?.message} {...field} />
  );
}

export function NameField() {
  return (
    <TextInput
      name="name"
      label="Product name"
      required
      autoComplete="off"
      className="sm:col-span-2"
    />
  );
}

/**
 * With stock kept per size the total is not typed: it shows as the sum of the sizes' fields, and
 * the server's word on `stock` (if any) shows here. What the form said about the typed Stock field
 * before it was replaced by this sum (say "Enter the stock…" after an empty submit) no longer
 * applies and nothing here could fix it, so it goes.
 */
function StockTotal({ total }: { total: number }) {
  const {
    clearErrors,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const stale = errors.stock !== undefined && errors.stock.type !== 'server';
  useEffect(() => {
    if (stale) clearErrors('stock');
  }, [stale, clearErrors]);
  return (
    <div>
      <p className="block text-sm font-medium text-ink">Stock</p>
      <p className="mt-1 rounded-lg border border-line bg-canvas px-3 py-2.5 text-base text-ink tabular-nums sm:text-sm">
        {total}
      </p>
      <p className="mt-1 text-xs text-muted">The sum of the stock per size (under Sizes).</p>
      <FieldError id="stock-error">{errors.stock?.message}</FieldError>
    </div>
  );
}

/** Price (required), and stock on the add screen only (docs/product.md §5). */
export function PriceStockFields({ mode }: { mode: ProductFormMode }) {
  const { sizes, perSize, total } = useSizeStockFields(mode);
  const withStock = mode === 'create';
  return (
    <>
      <TextInput
        name="price"
        label="Price (₹)"
        required
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
      />
      <TextInput
        name="sale_price"
        label="Sale price (₹, optional)"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        hint="Below the price; shoppers see the old price struck through. Empty: no sale."
      />
      <TextInput
        name="sale_ends_at"
        label="Sale ends (optional)"
        type="date"
        hint="The last day of the sale (it ends at midnight). Empty: until you end it."
      />
      {withStock && perSize && <StockTotal total={total} />}
      {withStock && !perSize && (
        <TextInput
          name="stock"
          label="Stock"
          required
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          hint={
            sizes.length
              ? 'Pieces in the shop, all sizes together; or give the stock per size under Sizes.'
              : 'Pieces in the shop.'
          }
        />
      )}
    </>
  );
}

/** The descriptive fields, all optional. */
export function DetailFields() {
  return (
    <>
      <TextInput name="brand" label="Brand" autoComplete="off" />
      <TextInput name="model_name" label="Model name" autoComplete="off" />
      <TextInput name="material" label="Material" autoComplete="off" />
      <TextInput name="color" label="Colour" autoComplete="off" />
      <TextInput
        name="cotton_percentage"
        label="Cotton %"
        type="number"
        inputMode="numeric"
        min="0"
        max="100"
        step="1"
        hint="0 to 100."
      />
      <TextInput name="weight" label="Weight" autoComplete="off" hint="Free text, e.g. 250 g." />
      <TextInput name="description" label="Description" rows={5} className="sm:col-span-2" />
    </>
  );
}

/** Whether shoppers can order it (out-of-stock products show Notify me instead). */
export function AvailableField() {
  const { register } = useFormContext<ProductFormValues>();
  return (
    <label className="flex items-start gap-3 sm:col-span-2">
      <input type="checkbox" {...register('available')} className="mt-0.5 size-5 accent-brand" />
      <span>
        <span className="block text-sm font-medium text-ink">Available</span>
        <span className="block text-xs text-muted">
          Untick to show the product as out of stock without deleting it.
        </span>
      </span>
    </label>
  );
}
