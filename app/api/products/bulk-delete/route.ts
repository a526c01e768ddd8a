import { z } from 'zod';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { readJsonObject } from '@/lib/server/http/body';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { validate } from '@/lib/server/infra/validate';
import { requireAdmin } from '@/lib/server/auth/roles';
import { deleteProducts } from '@/lib/server/products';
import { idField } from '@/lib/shared/validation/id-field';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  ids: z
    .array(idField('Each id must be a product id (a positive integer).'), {
      error: 'Send ids as a list of product ids.',
    })
    .min(1, 'Send at least one product id.')
    .max(1000, 'Delete at most 1000 products at a time.'),
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => {
    const caller = requireAdmin(await apiCaller(request));
    const { ids } = validate(bodySchema, await readJsonObject(request));
    return json(request, { deleted: await deleteProducts(caller, ids) });
  },
});
