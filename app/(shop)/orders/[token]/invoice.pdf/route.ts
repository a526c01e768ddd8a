import { notFound } from 'next/navigation';
import { getDocumentByToken } from '@/lib/server/invoices';
import { pdfResponse } from '@/lib/server/invoices/pdf/response';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

/** The shopper's copy of the order's invoice, by the status page's token only. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const doc = await getDocumentByToken((await params).token, 'invoice');
  if (!doc) notFound();
  return pdfResponse(doc);
}
