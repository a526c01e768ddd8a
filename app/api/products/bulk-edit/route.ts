import { z } from 'zod';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { readJsonObject } from '@/lib/server/http/body';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { validate } from '@/lib/server/infra/validate';
import { requireAdmin } from '@/lib/server/auth/roles';
import { bulkEditProducts, previewBulkEdit } from '@/lib/server/products/bulk-edit';

export const dynamic = 'force-dynamic';

const dryRunSchema = z.object({
  dry_run: z.boolean({ error: 'dry_run must be true or false.' }).optional(),
});

// POST {ids, action, ...} (docs/api.md): one change for many products, in one transaction;
// with "dry_run": true, only how many would change. The data layer validates ids and change.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => {
    const caller = requireAdmin(await apiCaller(request));
    const body = await readJsonObject(request);
    const dryRun = validate(dryRunSchema, body).dry_run === true;
    const outcome = await (dryRun ? previewBulkEdit : bulkEditProducts)(caller, body);
    return json(request, {
      dry_run: dryRun,
      changed: outcome.changedIds.length,
      changed_ids: outcome.changedIds,
      unchanged_ids: outcome.unchangedIds,
      not_found_ids: outcome.notFoundIds,
      example: outcome.example,
      // "mark_sold_out" only: the pieces it takes off (absent for the other actions).
      pieces: outcome.pieces,
    });
  },
});
