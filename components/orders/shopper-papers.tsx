import {
  orderDocumentLabel,
  shopperDocumentPdfHref,
  type OrderDocumentSummary,
} from '@/lib/shared/invoices/order-documents';

const link = 'font-semibold text-brand underline-offset-2 hover:underline';

/**
 * The status page's GST papers: the order's invoice and every credit note and exchange invoice
 * issued since, each opening the shopper's copy (address and phone masked) by the status token.
 */
export function ShopperPapers({
  token,
  documents,
}: {
  token: string;
  documents: readonly OrderDocumentSummary[];
}) {
  if (documents.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1 text-sm">
      {documents.map((d) => {
        const own = d.kind === 'invoice' && !d.exchange;
        return (
          <li key={d.number}>
            <a
              href={own ? `/orders/${token}/invoice.pdf` : shopperDocumentPdfHref(token, d)}
              {...(own ? { 'data-testid': 'invoice-link' } : {})}
              className={link}
            >
              {`${own ? 'Invoice' : orderDocumentLabel(d)} ${d.number} (PDF)`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
