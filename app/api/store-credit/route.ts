import { apiCaller } from '@/lib/server/auth/api-caller';
import { requireAdmin } from '@/lib/server/auth/roles';
import { readJsonObject } from '@/lib/server/http/body';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { storeCreditWire } from '@/lib/server/http/store-credit-wire';
import { ValidationError } from '@/lib/server/infra/errors';
import { adjustStoreCredit, storeCreditHistoryFor } from '@/lib/server/store-credit';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Admins: ?phone= -> the phone's balance and its moves, newest first. */
  GET: async (request) => {
    const caller = requireAdmin(await apiCaller(request));
    const phone = new URL(request.url).searchParams.get('phone') ?? '';
    const history = await storeCreditHistoryFor(caller, phone);
    if (!history) throw new ValidationError({ phone: ['Enter a 10-digit Indian mobile number.'] });
    return json(request, storeCreditWire(history));
  },
  /** Admins: {phone, amount, note} adds credit (an adjustment) -> 201 with the phone's credit. */
  POST: async (request) => {
    const caller = requireAdmin(await apiCaller(request));
    const history = await adjustStoreCredit(caller, await readJsonObject(request));
    return json(request, storeCreditWire(history), 201);
  },
});
