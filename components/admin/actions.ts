'use server';

import type { ToggleResult } from '@/lib/shared/admin/save-result';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { refreshAdminPages } from '@/lib/server/admin/refresh-pages';
import { isDbId } from '@/lib/shared/ids';
import { updateProduct } from '@/lib/server/products';

// Each action: who is asking (a superuser) -> validate -> data layer (which checks the caller
// again) -> refresh the admin pages -> a typed result. Catalogue caches are expired by the data
// layer. Saves with photos are route handlers instead (lib/server/admin/product-save.ts): Next
// decodes an action's body before the action can ask who is calling.

export async function setAvailabilityAction(id: number, available: boolean): Promise<ToggleResult> {
  // Server action arguments are untrusted input.
  if (!isDbId(id)) return { ok: false, message: 'Product not found.', status: 404 };
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
