import { apiCaller } from '@/lib/server/api/caller';
import { noContent } from '@/lib/server/api/respond';
import { apiRoute } from '@/lib/server/api/route';
import { parseId } from '@/lib/shared/ids';
import { requireUser } from '@/lib/server/caller';
import { removeCartItem } from '@/lib/server/carts';
import { NotFoundError } from '@/lib/server/errors';

export const dynamic = 'force-dynamic';

/** Removes one of the caller's cart lines; another user's line is 404. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  DELETE: async (request, params) => {
    const caller = requireUser(await apiCaller(request));
    const id = parseId(params.id);
    if (id === null) throw new NotFoundError();
    await removeCartItem(caller, id);
    return noContent(request);
  },
});
