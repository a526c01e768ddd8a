import 'server-only';
import type { InvoiceDocument } from '@/lib/shared/invoices/types';
import { invoicePdf } from './invoice-pdf';

/**
 * The document as a PDF answer: opened in the browser's viewer (inline) under a file name made
 * of its number, never kept by a shared cache (it names the buyer).
 */
export async function pdfResponse(doc: InvoiceDocument): Promise<Response> {
  const body = await invoicePdf(doc);
  const name = `${doc.number.replace(/\//g, '-')}.pdf`;
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}"`,
      'content-length': String(body.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
