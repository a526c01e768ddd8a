import 'server-only';
import { getCartById, replaceCartItems } from '@/lib/server/carts/carts';
import { requireUser } from '@/lib/server/auth/roles';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { readCartSync } from '@/lib/server/http/cart-input';
import { json } from '@/lib/server/http/respond';
import { apiRoute, type RouteParams } from '@/lib/server/http/route';
import { cartWire } from '@/lib/server/http/serialize';

const cartIdFrom = (params: RouteParams) =>
  typeof params.cartId === 'string' ? params.cartId : '';

/**
 * The cart sync GET and PUT (docs/product.md §7), served at all five paths existing clients try:
 * /api/carts/{cartId}, /api/carts/{cartId}/, /api/cart/{cartId}/, /carts/{cartId}/, /cart/{cartId}/.
 */
export function cartSyncRoute() {
  return apiRoute({
    GET: async (request, params) => {
      const cart = await getCartById(await apiCaller(request), cartIdFrom(params));
      return json(request, cartWire(cart, requestBaseUrl(request)));
    },
    PUT: async (request, params) => {
      const caller = requireUser(await apiCaller(request));
      const lines = await readCartSync(request);
      const cart = await replaceCartItems(caller, cartIdFrom(params), lines);
      return json(request, cartWire(cart, requestBaseUrl(request)));
    },
  });
}
