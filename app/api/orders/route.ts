import { clientAddress } from '@/lib/server/infra/client-address';
import { requireAdmin } from '@/lib/server/auth/roles';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { readOrderRequest } from '@/lib/server/http/order-input';
import {
  createdOrderWire,
  orderWire,
  returnsOfOrders,
  savedOrderFallbackWire,
} from '@/lib/server/http/order-wire';
import { orderListQuery, pageLinks } from '@/lib/server/http/order-list';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { listOrders, placeOrder } from '@/lib/server/orders';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Anyone (guest or signed in): the cart's lines and checkout details -> 201, the saved order;
   * 200 with the same order when its checkout key was sent before (a repeat saves nothing).
   */
  POST: async (request) => {
    const caller = await apiCaller(request);
    const input = await readOrderRequest(request);
    const base = requestBaseUrl(request);
    const placed = await placeOrder(caller, input, clientAddress(request.headers));
    const { order } = placed;
    const status = placed.repeated ? 200 : 201;
    // Saved: from here no failure may become an error answer, or the shopper orders again.
    try {
      return json(request, createdOrderWire(placed, shopInfo(), base), status);
    } catch (error) {
      console.error(`[orders] ${order.number} was saved; answering with its short message`, error);
      return json(request, savedOrderFallbackWire(order, shopInfo(), base), status);
    }
  },
  /** Admins: the inbox, newest first, `?status=`, paged. */
  GET: async (request) => {
    const caller = requireAdmin(await apiCaller(request));
    const query = orderListQuery(new URL(request.url).searchParams);
    const page = await listOrders(caller, query);
    const base = requestBaseUrl(request);
    const returns = await returnsOfOrders(page.items);
    return json(request, {
      count: page.total,
      counts: page.counts,
      ...pageLinks(request, base, query, page.total),
      results: page.items.map((o) => orderWire(o, base, returns.get(o.number))),
    });
  },
});
