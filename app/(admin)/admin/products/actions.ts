'use server';

import { revalidatePath } from 'next/cache';
import type { SaveResult, ToggleResult } from '@/lib/admin/save-result';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom, validProductId } from '@/lib/server/admin/action-result';
import { parseCreateForm, parseUpdateForm } from '@/lib/server/admin/product-form';
import { createProduct, updateProduct } from '@/lib/server/products';

// Each action: who is asking (a superuser, before any upload is read) -> validate -> data layer
// (which checks the caller again) -> refresh the admin pages -> a typed result. Catalogue caches
// are expired by the data layer.

function refreshAdminPages() {
  revalidatePath('/admin/products');
  revalidatePath('/admin-dashboard');
}

export async function createProductAction(form: FormData): Promise<SaveResult> {
  try {
    const caller = await adminCaller();
    const { input, files } = await parseCreateForm(form);
    const product = await createProduct(caller, input, files);
    refreshAdminPages();
    return { ok: true, id: product.id };
  } catch (error) {
    return failureFrom(error, 'Failed to save product', 'create product');
  }
}

export async function updateProductAction(id: number, form: FormData): Promise<SaveResult> {
  if (!validProductId(id))
    return { ok: false, message: 'Not found.', fieldErrors: {}, status: 404 };
  try {
    const caller = await adminCaller();
    const { input, files, removeImageIds } = await parseUpdateForm(form);
    await updateProduct(caller, id, input, files, removeImageIds);
    refreshAdminPages();
    return { ok: true, id };
  } catch (error) {
    return failureFrom(error, 'Failed to save changes', 'update product');
  }
}

export async function setAvailabilityAction(id: number, available: boolean): Promise<ToggleResult> {
  if (!validProductId(id)) return { ok: false, message: 'Product not found.', status: 404 };
  if (typeof available !== 'boolean')
    return { ok: false, message: 'Available must be true or false.', status: 400 };
  try {
    const product = await updateProduct(await adminCaller(), id, { available });
    refreshAdminPages();
    return { ok: true, available: product.available };
  } catch (error) {
    const failure = failureFrom(error, 'Could not change availability.', 'toggle availability');
    return { ok: false, message: failure.message, status: failure.status };
  }
}
