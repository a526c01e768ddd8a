'use server';

import { z } from '@/lib/shared/validation/zod';
import type { BulkEditResult } from '@/lib/shared/admin/bulk-edit';
import { adminAction } from '@/lib/server/admin/admin-action';
import { refreshAdminPages } from '@/lib/server/infra/refresh-pages';
import { bulkEditProducts, previewBulkEdit } from '@/lib/server/products/bulk-edit';

// The list's bulk edit, through adminAction (lib/server/admin/admin-action.ts). The input is
// passed on as `unknown`: the data layer validates ids and change with the shared schema.

/** How many of the selected products the change would change (the confirmation's count). */
export const previewBulkEditAction: (input: unknown) => Promise<BulkEditResult> = adminAction({
  name: 'preview bulk edit',
  fallback: 'Could not check the selected products.',
  args: z.tuple([z.unknown()]),
  run: async (caller, [input]) => ({
    ok: true as const,
    ...(await previewBulkEdit(caller, input)),
  }),
});

/** Applies the change in one transaction; the answer's count is what changed. */
export const bulkEditAction: (input: unknown) => Promise<BulkEditResult> = adminAction({
  name: 'bulk edit',
  fallback: 'Could not change the selected products.',
  args: z.tuple([z.unknown()]),
  run: async (caller, [input]) => ({
    ok: true as const,
    ...(await bulkEditProducts(caller, input)),
  }),
  refresh: refreshAdminPages,
});
