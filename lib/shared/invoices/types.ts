// An issued invoice or credit note as pages, the PDF and the CSV read it: amounts in paise.
import type { InvoiceLine, InvoiceTotals } from './arithmetic';
import type { DocumentKind } from './numbering';

export interface InvoiceParty {
  name: string;
  address: string;
  stateCode: string;
}

export interface InvoiceDocument {
  number: string;
  kind: DocumentKind;
  /** A tax invoice (regular GST) or a bill of supply (composition, not registered). */
  document: 'tax_invoice' | 'bill_of_supply';
  issuedAt: string;
  orderNumber: string;
  /** The invoice a credit note credits (all of it, or the pieces a return brought back). */
  originalNumber: string | null;
  /** That invoice's date (ISO), which a credit note states with its number. */
  originalIssuedAt: string | null;
  seller: InvoiceParty & { gstin: string; scheme: string };
  /** `gstin`: a business buyer's (a B2B invoice), absent for a consumer. */
  buyer: InvoiceParty & { pincode: string; phone: string; gstin?: string };
  placeOfSupply: string;
  intraState: boolean;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/** "Tax invoice", "Bill of supply", "Credit note". */
export function documentTitle(doc: Pick<InvoiceDocument, 'kind' | 'document'>): string {
  if (doc.kind === 'credit_note') return 'Credit note';
  return doc.document === 'tax_invoice' ? 'Tax invoice' : 'Bill of supply';
}
