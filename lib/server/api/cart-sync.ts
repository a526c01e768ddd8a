import 'server-only';
import { getCartById, replaceCartItems } from '../carts';
import { requireUser } from '../caller';
import { requestBaseUrl } from '../http/base-url';
import { apiCaller } from './caller';
import { readCartSync } from './cart-input';
import { json } from './respond';
import { apiRoute, type RouteParams } from './route';
import { cartWire } from './serialize';

const cartIdFrom = (params: RouteParams) =>
  typeof params.cartId === 'string' ? params.cartId : '';

/**
 * The cart sync GET and PUT (spec §7), served at all five paths existing clients try:
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
