'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ProductImage } from '@/lib/shared/product';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { CategoryFields } from './category-fields';
import { AlsoInField, SizeGuideFields, type DesignOptions } from './design-fields';
import { BarcodeFields } from './barcode-fields';
import { ExistingImages } from './existing-images';
import { FormSection } from './form-section';
import { ImagePicker, type NewImage } from './image-picker';
import {
  AvailableField,
  DetailFields,
  NameField,
  PriceStockFields,
} from './product-details-fields';
import type { ProductFormMode, ProductFormValues } from '@/lib/shared/admin/product-form-values';
import { productFormResolver } from './product-form-resolver';
import { SizeFields } from './size-fields';
import { SizeStockFields } from './size-stock-fields';
import { useProductSave } from './use-product-save';

// The shared zod schemas check the fields as sent; the server re-checks and converts them.
const resolvers = { create: productFormResolver('create'), edit: productFormResolver('edit') };

/**
 * Add or edit a product: every field of docs/product.md §3 (no total stock on edit), stock per size,
 * photos, and saving.
 */
export function ProductForm({
  mode,
  productId,
  defaultValues,
  existingImages = [],
  design = { charts: [], candidates: [] },
}: {
  mode: ProductFormMode;
  productId?: number;
  defaultValues: ProductFormValues;
  existingImages?: ProductImage[];
  design?: DesignOptions;
}) {
  const form = useForm<ProductFormValues>({
    resolver: resolvers[mode],
    defaultValues,
    mode: 'onTouched',
  });
  const [images, setImages] = useState<NewImage[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const { save, formError, status } = useProductSave(mode, productId, form.setError, defaultValues);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit((values) =>
    save(
      values,
      images.map((i) => i.file),
      [...removed],
    ),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-5"
        aria-busy={busy || undefined}
      >
        <FormSection title="Basics">
          <NameField />
          <CategoryFields />
          <PriceStockFields mode={mode} />
          <AvailableField />
        </FormSection>
        <FormSection title="Photos">
          {mode === 'edit' && productId !== undefined && (
            <ExistingImages
              productId={productId}
              images={existingImages}
              removed={removed}
              disabled={busy}
              onToggle={(id) =>
                setRemoved((r) => {
                  const next = new Set(r);
                  if (!next.delete(id)) next.add(id);
                  return next;
                })
              }
            />
          )}
          <ImagePicker
            images={images}
            onChange={setImages}
            disabled={busy}
            existingCount={existingImages.length}
          />
        </FormSection>
        <FormSection title="Sizes">
          <SizeFields />
          <SizeStockFields mode={mode} />
          <SizeGuideFields charts={design.charts} />
        </FormSection>
        <FormSection
          title="Barcodes"
          description="Codes printed on your own labels: the counter finds the product by them."
        >
          <BarcodeFields mode={mode} />
        </FormSection>
        <FormSection
          title="Colours"
          description="Products that are this design in other colours: shoppers switch between them on the product page."
        >
          <AlsoInField candidates={design.candidates} />
        </FormSection>
        <FormSection title="Details" description="Shown in the product's details table.">
          <DetailFields />
        </FormSection>
        <FormAlert message={formError} />
        <div className="sticky bottom-0 -mx-4 flex items-center justify-end gap-3 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
          <p aria-live="polite" className="mr-auto text-sm text-muted">
            {status}
          </p>
          <Link href="/admin/products" className={buttonStyles.compact.secondary}>
            Cancel
          </Link>
          <button type="submit" disabled={busy} className={buttonStyles.compact.primary}>
            {busy ? 'Saving…' : mode === 'create' ? 'Add product' : 'Save changes'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
