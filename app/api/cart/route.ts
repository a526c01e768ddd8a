import { apiCaller } from '@/lib/server/auth/api-caller';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { cartWire } from '@/lib/server/http/serialize';
import { getCart } from '@/lib/server/carts/carts';
import { requestBaseUrl } from '@/lib/server/infra/base-url';

export const dynamic = 'force-dynamic';

/** The caller's cart: {id, items: [{id, product: {...}, qty}], subtotal}. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request) =>
    json(request, cartWire(await getCart(await apiCaller(request)), requestBaseUrl(request))),
});
