import { requireAdmin } from '@/lib/server/auth/roles';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { readOrderChange } from '@/lib/server/http/order-input';
import { orderWire, returnsOfOrders } from '@/lib/server/http/order-wire';
import { json } from '@/lib/server/http/respond';
import { apiRoute, type RouteParams } from '@/lib/server/http/route';
import { changeOrder, getOrder } from '@/lib/server/orders';

export const dynamic = 'force-dynamic';

const numberFrom = (params: RouteParams) =>
  typeof params.number === 'string' ? params.number : '';

/** Admins: one order by number ("SP-1042" or "1042"); PATCH {status?, reason?, paid?}. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request, params) => {
    const order = await getOrder(await apiCaller(request), numberFrom(params));
    const returns = (await returnsOfOrders([order])).get(order.number);
    return json(request, orderWire(order, requestBaseUrl(request), returns));
  },
  PATCH: async (request, params) => {
    // Who is asking comes before the body.
    const caller = requireAdmin(await apiCaller(request));
    const order = await changeOrder(caller, numberFrom(params), await readOrderChange(request));
    const returns = (await returnsOfOrders([order])).get(order.number);
    return json(request, orderWire(order, requestBaseUrl(request), returns));
  },
});
