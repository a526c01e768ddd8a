import { apiCaller } from '@/lib/server/auth/api-caller';
import { requireAdmin } from '@/lib/server/auth/roles';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { NotFoundError } from '@/lib/server/infra/errors';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { ledgerPageWire, ledgerQuery } from '@/lib/server/http/stock-ledger-wire';
import { productLedger } from '@/lib/server/stock/ledger-queries';
import { parseId } from '@/lib/shared/ids';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Admins: the product's stock ledger, newest first, paged; an unknown product is a 404. */
  GET: async (request, params) => {
    const caller = requireAdmin(await apiCaller(request));
    const id = parseId(params.id);
    if (id === null) throw new NotFoundError();
    const query = ledgerQuery(new URL(request.url).searchParams);
    const ledger = await productLedger(caller, id, query);
    return json(request, ledgerPageWire(request, requestBaseUrl(request), query, ledger));
  },
});
