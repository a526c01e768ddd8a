import { formatOrderDate } from '@/components/orders/order-time';
import {
  adminDocumentPdfHref,
  orderDocumentLabel,
  type OrderDocumentSummary,
} from '@/lib/shared/invoices/order-documents';
import { formatPrice, paiseToString } from '@/lib/shared/money';

const link = 'font-semibold text-brand underline-offset-2 hover:underline';
const rupees = (paise: number) => formatPrice(paiseToString(paise));

/**
 * Every GST document of an order, oldest first: what it is, its number (opens its PDF), its date,
 * the invoice a credit note credits and its amount (a credit note's taken off).
 */
export function OrderDocumentsList({
  orderNumber,
  documents,
}: {
  orderNumber: string;
  documents: readonly OrderDocumentSummary[];
}) {
  if (!documents.length) return <p className="text-sm">No invoice was issued for this order.</p>;
  return (
    <ul className="divide-y divide-line text-sm" data-testid="order-documents">
      {documents.map((d) => (
        <li
          key={d.number}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
        >
          <span className="min-w-0">
            <span className="text-muted">{orderDocumentLabel(d)} </span>
            <a
              href={adminDocumentPdfHref(orderNumber, d)}
              target="_blank"
              rel="noopener"
              className={link}
            >
              {d.number}
              <span className="sr-only"> (PDF, opens in a new tab)</span>
            </a>
            <span className="block text-muted">
              {formatOrderDate(d.issuedAt)}
              {d.originalNumber ? ` · credits invoice ${d.originalNumber}` : ''}
            </span>
          </span>
          <span className="font-semibold tabular-nums">
            {d.kind === 'credit_note' ? '−' : ''}
            {rupees(d.totalPaise)}
          </span>
        </li>
      ))}
    </ul>
  );
}
