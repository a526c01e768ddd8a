import { apiCaller } from '@/lib/server/auth/api-caller';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { customerOrderWire, returnsOfOrders } from '@/lib/server/http/order-wire';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { listMyOrders } from '@/lib/server/orders';

export const dynamic = 'force-dynamic';

/** The signed-in customer's own orders, newest first (bearer token or session), without the shop's notes. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request) => {
    const orders = await listMyOrders(await apiCaller(request));
    const base = requestBaseUrl(request);
    const returns = await returnsOfOrders(orders);
    return json(
      request,
      orders.map((o) => customerOrderWire(o, base, returns.get(o.number))),
    );
  },
});
