import { apiCaller } from '@/lib/server/auth/api-caller';
import { noContent } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { parseId } from '@/lib/shared/ids';
import { requireUser } from '@/lib/server/auth/roles';
import { removeCartItem } from '@/lib/server/carts/carts';
import { NotFoundError } from '@/lib/server/infra/errors';

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
