'use client';

import { rupeesText } from '@/lib/shared/money';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import { MAX_UPLOAD_TOTAL_BYTES } from '@/lib/shared/admin/product-images';
import type { SaveResult } from '@/lib/shared/admin/save-result';
import { setAvailabilityOverride } from '@/lib/browser/cart/availability';
import { patchProduct } from '@/lib/browser/cart/store';
import { compressImages } from '@/lib/browser/admin/compress-image';
import {
  emptyProductValues,
  toFormData,
  type ProductFormMode,
  type ProductFormValues,
} from '@/lib/shared/admin/product-form-values';
import { saveProductRequest } from '@/lib/browser/admin/save-request';
import { rememberUnsavedEdit } from '@/lib/browser/admin/unsaved-edit';

const FALLBACK = { create: 'Failed to save product', edit: 'Failed to save changes' } as const;
const FIELDS = Object.keys(emptyProductValues);

type Failure = Extract<SaveResult, { ok: false }>;

function messageOf(result: Failure, mode: ProductFormMode): string {
  if (result.status === 401) return 'Your session has ended. Please log in again.';
  return result.message || FALLBACK[mode];
}

/**
 * Saving the add/edit form: compress new photos in the browser, send everything to the save
 * route, then either go back to the list or show why not (docs/product.md §4, §8).
 */
export function useProductSave(
  mode: ProductFormMode,
  productId: number | undefined,
  setError: UseFormSetError<ProductFormValues>,
  /** What the form was opened with: an edit sends the per-size counts only when they changed. */
  initial: ProductFormValues,
) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const fail = (message: string) => {
    setFormError(message);
    toast.error(message);
  };

  /** Field errors keep the admin on the form with the fields marked; true when there were any. */
  const showFieldErrors = (result: Failure): boolean => {
    if (Object.keys(result.fieldErrors).length === 0) return false;
    applyServerErrors({ setError }, result.fieldErrors, { fields: FIELDS, focus: true });
    fail(messageOf(result, mode));
    return true;
  };

  /** docs/product.md §4: a failed edit still applies the availability locally, then returns to the list. */
  const continueAfterFailedEdit = (id: number, values: ProductFormValues, message: string) => {
    setAvailabilityOverride(id, values.available);
    patchProduct(id, { available: values.available });
    rememberUnsavedEdit({ id, name: values.name, message });
    toast.error(message, {
      description:
        'The server did not save your changes. Availability was updated on this device only.',
      duration: 15_000,
      closeButton: true,
    });
    router.push('/admin/products');
  };

  const save = async (values: ProductFormValues, newImages: File[], removeImageIds: number[]) => {
    setFormError(null);
    let files: File[] = [];
    if (newImages.length) {
      setStatus('Compressing images...');
      const toastId = toast.loading('Compressing images...');
      try {
        files = await compressImages(newImages);
        toast.dismiss(toastId);
      } catch (error) {
        console.error('[admin] image compression failed', error);
        toast.dismiss(toastId);
        setStatus('');
        fail('Failed to compress images');
        return;
      }
      if (files.reduce((n, f) => n + f.size, 0) > MAX_UPLOAD_TOTAL_BYTES) {
        setStatus('');
        fail('These photos are too large together. Save fewer photos at a time.');
        return;
      }
    }
    setStatus('Saving…');
    const body = toFormData(values, mode, files, removeImageIds, initial);
    const result = await saveProductRequest(
      body,
      mode === 'create' ? undefined : productId,
      FALLBACK[mode],
    );
    setStatus('');

    if (result.ok) {
      if (mode === 'edit') {
        // The server holds the truth again: drop a stale local override, refresh this cart.
        setAvailabilityOverride(result.id, null);
        patchProduct(result.id, {
          available: values.available,
          name: values.name.trim(),
          price: rupeesText(values.price),
        });
      }
      toast.success(mode === 'create' ? 'Product added.' : 'Changes saved.');
      router.push('/admin/products');
      return;
    }
    if (showFieldErrors(result)) return;
    if (mode === 'edit' && productId !== undefined)
      continueAfterFailedEdit(productId, values, messageOf(result, mode));
    else fail(messageOf(result, mode));
  };

  return { save, formError, status };
}
