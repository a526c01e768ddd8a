import { monthFrom } from '@/lib/shared/invoices/month';
import { adminRoute, answerAsText } from '@/lib/server/http/admin-route';
import {
  accountantCsv,
  accountantMonth,
  type AccountantCsvPart,
} from '@/lib/server/invoices/month';

// The accountant's month as a spreadsheet: ?month=2026-11&part=invoices|summary|hsn. Superusers
// only (adminRoute asks, and the data layer again), never cached.
export const dynamic = 'force-dynamic';

export const GET = adminRoute({
  name: 'month export',
  fallback: 'The export failed. Please try again.',
  failure: answerAsText,
  handle: async (request, caller) => {
    const params = new URL(request.url).searchParams;
    const month = monthFrom(params.get('month'));
    const asked = params.get('part');
    const part: AccountantCsvPart = asked === 'summary' || asked === 'hsn' ? asked : 'invoices';
    const csv = accountantCsv(await accountantMonth(caller, month), part);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${part}-${month.key}.csv"`,
      },
    });
  },
});
