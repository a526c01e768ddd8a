import type { Order } from '@/lib/shared/orders/types';
import { IssueInvoiceButton } from './issue-invoice-button';

const link = 'font-semibold text-brand underline-offset-2 hover:underline';

/**
 * The order's papers in the inbox: its invoice and credit note (PDF), the 80 mm receipt and the
 * packing slip, or "Issue invoice" before it has one.
 */
export function OrderPaperwork({ order }: { order: Order }) {
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
              href={`/api/orders/${order.number}/invoice.pdf`}
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
            href={`/api/orders/${order.number}/credit-note.pdf`}
            target="_blank"
            rel="noopener"
            className={link}
          >
            {`Credit note ${order.creditNoteNumber}`}
            <span className="sr-only"> (PDF, opens in a new tab)</span>
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
