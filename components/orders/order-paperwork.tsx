import {
  adminDocumentPdfHref,
  orderDocumentLabel,
  type OrderDocumentSummary,
} from '@/lib/shared/invoices/order-documents';
import type { Order } from '@/lib/shared/orders/types';
import { IssueInvoiceButton } from './issue-invoice-button';

const link = 'font-semibold text-brand underline-offset-2 hover:underline';

/**
 * The order's papers in the inbox: its invoice and credit note (PDF), the 80 mm receipt and the
 * packing slip, or "Issue invoice" before it has one; once invoiced, the link to all its GST
 * documents (a return's credit notes, an exchange's invoice). Given `documents` (the order page
 * may read them with documentsForOrder), it lists each one here instead.
 */
export function OrderPaperwork({
  order,
  documents,
}: {
  order: Order;
  documents?: readonly OrderDocumentSummary[];
}) {
  if (documents?.length) return <AllPapers order={order} documents={documents} />;
  const base = `/admin/orders/${order.number}`;
  return (
    <ul
      aria-label={`Papers of ${order.number}`}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
    >
      {order.invoiceNumber ? (
        <>
          <li>
            <a
              href={adminDocumentPdfHref(order.number, {
                kind: 'invoice',
                number: order.invoiceNumber,
              })}
              target="_blank"
              rel="noopener"
              className={link}
            >
              {`Invoice ${order.invoiceNumber}`}
              <span className="sr-only"> (PDF, opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={`${base}/receipt`} target="_blank" rel="noopener" className={link}>
              Receipt (80 mm)
            </a>
          </li>
        </>
      ) : order.status !== 'cancelled' ? (
        <li>
          <IssueInvoiceButton number={order.number} />
        </li>
      ) : null}
      {order.creditNoteNumber ? (
        <li>
          <a
            href={adminDocumentPdfHref(order.number, {
              kind: 'credit_note',
              number: order.creditNoteNumber,
            })}
            target="_blank"
            rel="noopener"
            className={link}
          >
            {`Credit note ${order.creditNoteNumber}`}
            <span className="sr-only"> (PDF, opens in a new tab)</span>
          </a>
        </li>
      ) : null}
      {order.invoiceNumber ? (
        <li>
          <a href={`/admin/invoices/order/${order.number}`} className={link}>
            All invoices and credit notes
          </a>
        </li>
      ) : null}
      {order.status !== 'cancelled' ? (
        <li>
          <a href={`${base}/packing-slip`} target="_blank" rel="noopener" className={link}>
            Packing slip
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** Every document of the order, each opening its PDF, then the receipt and the packing slip. */
function AllPapers({
  order,
  documents,
}: {
  order: Order;
  documents: readonly OrderDocumentSummary[];
}) {
  const base = `/admin/orders/${order.number}`;
  return (
    <ul
      aria-label={`Papers of ${order.number}`}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
    >
      {documents.map((d) => (
        <li key={d.number}>
          <a
            href={adminDocumentPdfHref(order.number, d)}
            target="_blank"
            rel="noopener"
            className={link}
          >
            {`${orderDocumentLabel(d)} ${d.number}`}
            <span className="sr-only"> (PDF, opens in a new tab)</span>
          </a>
        </li>
      ))}
      <li>
        <a href={`${base}/receipt`} target="_blank" rel="noopener" className={link}>
          Receipt (80 mm)
        </a>
      </li>
      {order.status !== 'cancelled' ? (
        <li>
          <a href={`${base}/packing-slip`} target="_blank" rel="noopener" className={link}>
            Packing slip
          </a>
        </li>
      ) : null}
    </ul>
  );
}
