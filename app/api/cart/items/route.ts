import { apiCaller } from '@/lib/server/auth/api-caller';
import { readCartAdd } from '@/lib/server/http/cart-input';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { cartItemWire } from '@/lib/server/http/serialize';
import { requireUser } from '@/lib/server/auth/roles';
import { addCartItem } from '@/lib/server/carts/carts';
import { requestBaseUrl } from '@/lib/server/infra/base-url';

export const dynamic = 'force-dynamic';

/** {product_id, qty} -> 201 {id, product, qty} for a new line, 200 when it added to an existing one. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => {
    const caller = requireUser(await apiCaller(request));
    const { item, created } = await addCartItem(caller, await readCartAdd(request));
    return json(request, cartItemWire(item, requestBaseUrl(request)), created ? 201 : 200);
  },
});
