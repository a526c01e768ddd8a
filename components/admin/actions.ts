'use server';

import type { SizeStockResult, ToggleResult } from '@/lib/shared/admin/save-result';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { refreshAdminPages } from '@/lib/server/admin/refresh-pages';
import { isDbId } from '@/lib/shared/ids';
import { isKnownSize, stockOfSize } from '@/lib/shared/sizes';
import { adjustSizeStock, setCoverPhoto, updateProduct } from '@/lib/server/products';

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

/** The list's ±1 on one size (a sale over the counter, a delivery); never below 0. */
export async function adjustSizeStockAction(
  id: number,
  size: string,
  delta: number,
): Promise<SizeStockResult> {
  if (!isDbId(id)) return { ok: false, message: 'Product not found.', status: 404 };
  if (typeof size !== 'string' || !isKnownSize(size))
    return { ok: false, message: 'Choose one of the product’s sizes.', status: 400 };
  // The list only ever adds or takes one; anything else is not this control talking.
  if (delta !== 1 && delta !== -1)
    return { ok: false, message: 'Change the stock by one at a time.', status: 400 };
  try {
    const product = await adjustSizeStock(await adminCaller(), id, size, delta);
    refreshAdminPages();
    return { ok: true, size, count: stockOfSize(product, size), total: product.stock };
  } catch (error) {
    const failure = failureFrom(error, 'Could not change the stock.', 'adjust size stock');
    // A refusal (nothing left to take) or a product deleted meanwhile means this list was
    // behind: the refreshed list shows what is stored.
    if (failure.status === 400 || failure.status === 404) refreshAdminPages();
    return { ok: false, message: failure.message, status: failure.status };
  }
}

export type CoverPhotoResult = { ok: true } | { ok: false; message: string };

/** Makes one of the product's photos its cover (the photo shown first everywhere). */
export async function setCoverPhotoAction(
  productId: number,
  imageId: number,
): Promise<CoverPhotoResult> {
  if (!isDbId(productId)) return { ok: false, message: 'Product not found.' };
  if (!isDbId(imageId)) return { ok: false, message: 'Choose one of the product’s photos.' };
  try {
    await setCoverPhoto(await adminCaller(), productId, imageId);
    refreshAdminPages();
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: failureFrom(error, 'Could not change the cover photo.', 'set cover photo').message,
    };
  }
}
