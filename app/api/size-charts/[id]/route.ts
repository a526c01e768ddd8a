import { apiCaller } from '@/lib/server/auth/api-caller';
import { readJsonObject } from '@/lib/server/http/body';
import { json, noContent } from '@/lib/server/http/respond';
import { apiRoute, type ApiHandler } from '@/lib/server/http/route';
import { sizeChartWire } from '@/lib/server/http/size-chart-wire';
import { requireAdmin } from '@/lib/server/auth/roles';
import { NotFoundError } from '@/lib/server/infra/errors';
import { parseId } from '@/lib/shared/ids';
import { deleteSizeChart, getSizeChart, saveSizeChart } from '@/lib/server/size-charts';

export const dynamic = 'force-dynamic';

const update: ApiHandler = async (request, params) => {
  const caller = requireAdmin(await apiCaller(request));
  const id = parseId(params.id);
  if (id === null) throw new NotFoundError();
  const chart = await saveSizeChart(caller, id, await readJsonObject(request));
  return json(request, sizeChartWire(chart));
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request, params) => {
    const id = parseId(params.id);
    const chart = id === null ? null : await getSizeChart(id);
    if (!chart) throw new NotFoundError();
    return json(request, sizeChartWire(chart));
  },
  PUT: update,
  DELETE: async (request, params) => {
    const caller = requireAdmin(await apiCaller(request));
    const id = parseId(params.id);
    if (id === null) throw new NotFoundError();
    await deleteSizeChart(caller, id);
    return noContent(request);
  },
});
