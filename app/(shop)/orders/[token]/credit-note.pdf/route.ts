import { notFound } from 'next/navigation';
import { getDocumentByToken } from '@/lib/server/invoices';
import { pdfResponse } from '@/lib/server/invoices/pdf/response';
import { documentNumberFrom } from '@/lib/shared/invoices/order-documents';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

/** The shopper's copy of the order's credit note (a cancel's, or a return's with ?number=), by the status page's token only. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const number = documentNumberFrom(new URL(request.url).searchParams.get('number'));
  const doc = await getDocumentByToken((await params).token, 'credit_note', number);
  if (!doc) notFound();
  return pdfResponse(doc);
}
