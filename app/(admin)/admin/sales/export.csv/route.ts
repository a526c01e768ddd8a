import { firstParam } from '@/lib/shared/search-params';
import { salesRange } from '@/lib/shared/reports/sales-range';
import { adminRoute, answerAsText } from '@/lib/server/http/admin-route';
import { isSalesCsvPart, salesCsv } from '@/lib/server/reports/sales-csv';
import { salesReport } from '@/lib/server/reports/sales';

// The sales report as a spreadsheet, the page's numbers: ?by=day|week|month&end=YYYY-MM-DD
// &part=periods|categories|sizes. Superusers only (adminRoute asks, and the data layer again),
// never cached.
export const dynamic = 'force-dynamic';

export const GET = adminRoute({
  name: 'sales export',
  fallback: 'The export failed. Please try again.',
  failure: answerAsText,
  handle: async (request, caller) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const range = salesRange(firstParam(params, 'by'), firstParam(params, 'end'));
    const asked = firstParam(params, 'part');
    const part = isSalesCsvPart(asked) ? asked : 'periods';
    const csv = salesCsv(await salesReport(caller, range), part);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sales-${part}-${range.grain}-${range.endDay}.csv"`,
      },
    });
  },
});
