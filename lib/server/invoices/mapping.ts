import 'server-only';
import type { InvoiceLineRow, InvoiceRow } from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import type { IssuedLine } from '@/lib/shared/invoices/partial-credit';
import type { InvoiceDocument } from '@/lib/shared/invoices/types';
import { toPaise } from '@/lib/shared/money';

const amounts = (row: Pick<InvoiceRow, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>) => ({
  taxablePaise: toPaise(row.taxable),
  cgstPaise: toPaise(row.cgst),
  sgstPaise: toPaise(row.sgst),
  igstPaise: toPaise(row.igst),
  totalPaise: toPaise(row.total),
});

export function toInvoiceDocument(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  original: { number: string; issuedAt: Date } | null,
): InvoiceDocument {
  return {
    number: row.number,
    kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
    document: row.document === 'tax_invoice' ? 'tax_invoice' : 'bill_of_supply',
    issuedAt: row.issuedAt.toISOString(),
    orderNumber: row.orderNumber,
    originalNumber: original?.number ?? null,
    originalIssuedAt: original?.issuedAt.toISOString() ?? null,
    seller: {
      name: row.seller.legalName,
      address: row.seller.address,
      stateCode: row.seller.stateCode,
      gstin: row.seller.gstin,
      scheme: row.seller.scheme,
    },
    buyer: { ...row.buyer },
    placeOfSupply: row.placeOfSupply,
    intraState: row.intraState,
    lines: [...lines].sort((a, b) => a.position - b.position).map(toIssuedLine),
    totals: amounts(row),
  };
}

/** A stored line as the arithmetic reads it, in paise, with its place on the document. */
export function toIssuedLine(l: InvoiceLineRow): IssuedLine {
  return {
    position: l.position,
    description: l.description,
    size: sizeOf(l.size),
    hsn: l.hsn,
    qty: l.qty,
    unitPricePaise: toPaise(l.unitPrice),
    rateBp: l.rateBp,
    ...amounts(l),
  };
}
