'use server';

import { z } from '@/lib/shared/validation/zod';
import type { ActionResult } from '@/lib/shared/action-result';
import type { SizeStockResult, ToggleResult } from '@/lib/shared/admin/save-result';
import { adminAction, naming } from '@/lib/server/admin/admin-action';
import { refreshAdminPages } from '@/lib/server/infra/refresh-pages';
import { isDbId } from '@/lib/shared/ids';
import { isKnownSize, stockOfSize } from '@/lib/shared/sizes';
import { adjustSizeStock, setCoverPhoto, updateProduct } from '@/lib/server/products';

// The product list's writes, each through adminAction (lib/server/admin/admin-action.ts).
// Catalogue caches are expired by the data layer. Saves with photos are route handlers instead
// (lib/server/http/product-save.ts): Next decodes an action's body before the action can ask
// who is calling.

const productId = naming(isDbId, 'Product not found.');

/** The admin's switch: whether shoppers may order the product at all. */
export const setAvailabilityAction: (id: number, available: boolean) => Promise<ToggleResult> =
  adminAction({
    name: 'toggle availability',
    fallback: 'Could not change availability.',
    args: z.tuple([productId, z.boolean({ error: 'Available must be true or false.' })]),
    run: async (caller, [id, available]) => {
      const product = await updateProduct(caller, id, { available });
      return { ok: true as const, available: product.available };
    },
    refresh: refreshAdminPages,
  });

/** The list's ±1 on one size (a sale over the counter, a delivery); never below 0. */
export const adjustSizeStockAction: (
  id: number,
  size: string,
  delta: number,
) => Promise<SizeStockResult> = adminAction({
  name: 'adjust size stock',
  fallback: 'Could not change the stock.',
  args: z.tuple([
    productId,
    z
      .string({ error: 'Choose one of the product’s sizes.' })
      .refine(isKnownSize, { error: 'Choose one of the product’s sizes.' }),
    // The list only ever adds or takes one; anything else is not this control talking.
    z
      .number({ error: 'Change the stock by one at a time.' })
      .refine((delta) => delta === 1 || delta === -1, 'Change the stock by one at a time.'),
  ]),
  run: async (caller, [id, size, delta]) => {
    const product = await adjustSizeStock(caller, id, size, delta);
    return { ok: true as const, size, count: stockOfSize(product, size), total: product.stock };
  },
  refresh: refreshAdminPages,
  // Nothing left to take, or the product deleted meanwhile: this list was behind.
  refreshAfter: [400, 404],
});

/** Makes one of the product's photos its cover (the photo shown first everywhere). */
export const setCoverPhotoAction: (productId: number, imageId: number) => Promise<ActionResult> =
  adminAction({
    name: 'set cover photo',
    fallback: 'Could not change the cover photo.',
    args: z.tuple([productId, naming(isDbId, 'Choose one of the product’s photos.')]),
    run: async (caller, [id, imageId]) => {
      await setCoverPhoto(caller, id, imageId);
      return { ok: true as const };
    },
    refresh: refreshAdminPages,
  });
