import { apiCaller } from '@/lib/server/auth/api-caller';
import { apiRoute, type RouteParams } from '@/lib/server/http/route';
import { getOrderDocument } from '@/lib/server/invoices';
import { pdfResponse } from '@/lib/server/invoices/pdf/response';
import { documentNumberFrom } from '@/lib/shared/invoices/order-documents';

export const dynamic = 'force-dynamic';

const numberFrom = (params: RouteParams) =>
  typeof params.number === 'string' ? params.number : '';

/** Admins: the order's invoice (or bill of supply; an exchange's with ?number=) as an A4 PDF; 404 until one is issued. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request, params) =>
    pdfResponse(
      await getOrderDocument(
        await apiCaller(request),
        numberFrom(params),
        'invoice',
        documentNumberFrom(new URL(request.url).searchParams.get('number')),
      ),
    ),
});
