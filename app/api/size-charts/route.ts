import { apiCaller } from '@/lib/server/auth/api-caller';
import { readJsonObject } from '@/lib/server/http/body';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { sizeChartWire } from '@/lib/server/http/size-chart-wire';
import { requireAdmin } from '@/lib/server/auth/roles';
import { listSizeCharts, saveSizeChart } from '@/lib/server/size-charts';

export const dynamic = 'force-dynamic';

// GET: every size chart (docs/api.md); POST (admin): a new chart, validated as the editor is.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request) => json(request, (await listSizeCharts()).map(sizeChartWire)),
  POST: async (request) => {
    const caller = requireAdmin(await apiCaller(request));
    const chart = await saveSizeChart(caller, null, await readJsonObject(request));
    return json(request, sizeChartWire(chart), 201);
  },
});
