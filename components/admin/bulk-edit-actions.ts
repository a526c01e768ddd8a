'use server';

import type { BulkEditResult } from '@/lib/shared/admin/bulk-edit';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { refreshAdminPages } from '@/lib/server/admin/refresh-pages';
import { bulkEditProducts, previewBulkEdit } from '@/lib/server/products/bulk-edit';

// The list's bulk edit, in the pipeline of actions.ts: who is asking (a superuser) -> the data
// layer, which checks the caller again and validates ids and change with the shared schema ->
// refresh the admin pages -> a typed result. Arguments are untrusted: they are passed on as
// `unknown` and only the schema gives them a type.

/** How many of the selected products the change would change (the confirmation's count). */
export async function previewBulkEditAction(input: unknown): Promise<BulkEditResult> {
  try {
    return { ok: true, ...(await previewBulkEdit(await adminCaller(), input)) };
  } catch (error) {
    return failureFrom(error, 'Could not check the selected products.', 'preview bulk edit');
  }
}

/** Applies the change in one transaction; the answer's count is what changed. */
export async function bulkEditAction(input: unknown): Promise<BulkEditResult> {
  try {
    const outcome = await bulkEditProducts(await adminCaller(), input);
    refreshAdminPages();
    return { ok: true, ...outcome };
  } catch (error) {
    return failureFrom(error, 'Could not change the selected products.', 'bulk edit');
  }
}
