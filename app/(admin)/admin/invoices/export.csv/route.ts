import { monthFrom } from '@/lib/shared/invoices/month';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { PRIVATE_NO_STORE } from '@/lib/server/infra/cache-headers';
import { DomainError } from '@/lib/server/infra/errors';
import {
  accountantCsv,
  accountantMonth,
  type AccountantCsvPart,
} from '@/lib/server/invoices/month';

// The accountant's month as a spreadsheet: ?month=2026-11&part=invoices|summary|hsn. Superusers
// only (the data layer checks), never cached.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const month = monthFrom(params.get('month'));
  const asked = params.get('part');
  const part: AccountantCsvPart = asked === 'summary' || asked === 'hsn' ? asked : 'invoices';
  try {
    const csv = accountantCsv(await accountantMonth(await apiCaller(request), month), part);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${part}-${month.key}.csv"`,
        'Cache-Control': PRIVATE_NO_STORE,
      },
    });
  } catch (error) {
    const status = error instanceof DomainError ? error.status : 500;
    if (status === 500) console.error('[invoices] month export failed', error);
    const message =
      error instanceof DomainError ? error.message : 'The export failed. Please try again.';
    return new Response(`${message}\n`, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE },
    });
  }
}
