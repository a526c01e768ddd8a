import { apiCaller } from '@/lib/server/api/caller';
import { readCartAdd } from '@/lib/server/api/cart-input';
import { json } from '@/lib/server/api/respond';
import { apiRoute } from '@/lib/server/api/route';
import { cartItemWire } from '@/lib/server/api/serialize';
import { requireUser } from '@/lib/server/caller';
import { addCartItem } from '@/lib/server/carts';
import { requestBaseUrl } from '@/lib/server/http/base-url';

export const dynamic = 'force-dynamic';

/** {product_id, qty} -> 201 {id, product, qty} for a new line, 200 when it added to an existing one. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => {
    const caller = requireUser(await apiCaller(request));
    const { item, created } = await addCartItem(caller, await readCartAdd(request));
    return json(request, cartItemWire(item, requestBaseUrl(request)), created ? 201 : 200);
  },
});
