import { apiCaller } from '@/lib/server/auth/api-caller';
import { requireAdmin } from '@/lib/server/auth/roles';
import { completeCounterSale, counterSaleAnswer } from '@/lib/server/counter';
import { readJsonObject } from '@/lib/server/http/body';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Admins (token or the admin's session): a counter sale (`CounterSaleBody`) -> 201 with
   * `CounterSaleAnswer`; 200 with the same sale when its idempotency key was sent before.
   */
  POST: async (request) => {
    // Who is asking, before the body is read.
    const caller = requireAdmin(await apiCaller(request));
    const sale = await completeCounterSale(caller, await readJsonObject(request));
    const answer = counterSaleAnswer(sale, shopInfo(), requestBaseUrl(request));
    return json(request, answer, sale.repeated ? 200 : 201);
  },
});
