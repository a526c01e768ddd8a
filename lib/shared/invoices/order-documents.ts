// The GST documents of one order as its page and admin › Invoices list them: the order's
// invoice, the credit notes (a cancel's, or a return's for the pieces that came back) and the
// invoices for what exchanges gave instead, each with the link to its PDF.
import type { DocumentKind } from './numbering';

export interface OrderDocumentSummary {
  number: string;
  kind: DocumentKind;
  /** An invoice for what an exchange gave instead (not the order's own invoice). */
  exchange: boolean;
  /** The return (or exchange) it belongs to; null for the order's invoice and a cancel's note. */
  returnId: number | null;
  /** The invoice a credit note credits. */
  originalNumber: string | null;
  issuedAt: string;
  totalPaise: number;
}

/** "Invoice", "Exchange invoice", "Credit note (return)", "Credit note (cancelled)". */
export function orderDocumentLabel(
  d: Pick<OrderDocumentSummary, 'kind' | 'exchange' | 'returnId'>,
) {
  if (d.kind === 'invoice') return d.exchange ? 'Exchange invoice' : 'Invoice';
  return d.returnId === null ? 'Credit note (cancelled)' : 'Credit note (return)';
}

/** The admin's PDF of one document of an order. */
export function adminDocumentPdfHref(
  orderNumber: string,
  d: Pick<OrderDocumentSummary, 'kind' | 'number'>,
) {
  const file = d.kind === 'credit_note' ? 'credit-note' : 'invoice';
  return `/api/orders/${encodeURIComponent(orderNumber)}/${file}.pdf?number=${encodeURIComponent(d.number)}`;
}

/** The shopper's PDF of one document, by the order's status token. */
export function shopperDocumentPdfHref(
  token: string,
  d: Pick<OrderDocumentSummary, 'kind' | 'number'>,
) {
  const file = d.kind === 'credit_note' ? 'credit-note' : 'invoice';
  return `/orders/${token}/${file}.pdf?number=${encodeURIComponent(d.number)}`;
}

/** A document number as a query gives it: at most 16 characters of the series' alphabet. */
export function documentNumberFrom(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9/-]{1,16}$/.test(value) ? value : null;
}
