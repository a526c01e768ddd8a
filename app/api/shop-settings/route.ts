import { requireAdmin } from '@/lib/server/auth/roles';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { readJsonObject } from '@/lib/server/http/body';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import {
  patchedSettingsInput,
  settingsWire,
  wireFieldErrors,
} from '@/lib/server/http/settings-wire';
import { ValidationError } from '@/lib/server/infra/errors';
import { getShopSettings, saveShopSettings } from '@/lib/server/settings';

export const dynamic = 'force-dynamic';

/** Admins: the shop's invoice, UPI, delivery and payment settings; PATCH changes some. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request) => {
    requireAdmin(await apiCaller(request));
    return json(request, settingsWire(await getShopSettings()));
  },
  PATCH: async (request) => {
    const caller = requireAdmin(await apiCaller(request));
    const input = patchedSettingsInput(await getShopSettings(), await readJsonObject(request));
    try {
      return json(request, settingsWire(await saveShopSettings(caller, input)));
    } catch (error) {
      throw error instanceof ValidationError ? wireFieldErrors(error) : error;
    }
  },
});
