import 'server-only';
// The accountant's month: every invoice and credit note issued in a month (India's calendar),
// a credit note with the invoice it credits (all of it on a cancel, the pieces that came back on a
// return), an exchange's invoice marked as one; their totals, the B2C summary by place of supply and rate (a business buyer's invoice, one with
// its GSTIN, is reported invoice by invoice instead) and the HSN-wise summary (credit notes netted
// in both), the figures the monthly GST return asks for; also as CSV, where each document says
// whether it was a web order or a counter sale and how it was paid. Admins only.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoiceLines, invoices, orders } from '@/db/schema';
import type { InvoiceTotals } from '@/lib/shared/invoices/arithmetic';
import type { Month } from '@/lib/shared/invoices/month';
import { hsnSummary, type HsnRow } from '@/lib/shared/invoices/hsn-summary';
import { monthPaymentText } from '@/lib/shared/invoices/month-payment';
import { monthSummary, type SummaryRow } from '@/lib/shared/invoices/month-summary';
import type { DocumentKind } from '@/lib/shared/invoices/numbering';
import type { OrderChannel } from '@/lib/shared/orders/channel';
import { toPaise } from '@/lib/shared/money';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { counterPartsOf } from './month-payments';

const original = alias(invoices, 'original');

export interface MonthDocument extends InvoiceTotals {
  number: string;
  kind: DocumentKind;
  issuedAt: string;
  orderNumber: string;
  buyerName: string;
  /** A business buyer's GSTIN (a B2B invoice), '' for a consumer. */
  buyerGstin: string;
  placeOfSupply: string;
  channel: OrderChannel;
  /** How the order was paid (month-payment.ts): "upi", "cash", "cash 1000.00 + upi 1499.00"… */
  payment: string;
  /** The invoice a credit note credits, and its date (ISO); null for an invoice. */
  originalNumber: string | null;
  originalIssuedAt: string | null;
  /** A return's credit note or an exchange's invoice (null: the order's own, or a cancel's). */
  returnId: number | null;
}

export interface AccountantMonth {
  documents: MonthDocument[];
  summary: SummaryRow[];
  /** By HSN code and rate: the return's HSN-wise summary. */
  hsn: HsnRow[];
  /** Invoices less credit notes. */
  totals: InvoiceTotals;
}

const paise = (r: {
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}) => ({
  taxablePaise: toPaise(r.taxable),
  cgstPaise: toPaise(r.cgst),
  sgstPaise: toPaise(r.sgst),
  igstPaise: toPaise(r.igst),
  totalPaise: toPaise(r.total),
});

export async function accountantMonth(
  caller: Caller | null,
  month: Month,
): Promise<AccountantMonth> {
  requireAdmin(caller);
  const db = await database();
  const joined = await db
    .select({
      invoice: invoices,
      channel: orders.channel,
      paymentMethod: orders.paymentMethod,
      originalNumber: original.number,
      originalIssuedAt: original.issuedAt,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(original, eq(original.id, invoices.originalId))
    .where(and(gte(invoices.issuedAt, month.start), lt(invoices.issuedAt, month.end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const rows = joined.map((j) => j.invoice);
  const partsOf = await counterPartsOf(
    joined.filter((j) => j.channel === 'counter').map((j) => j.invoice.orderId),
  );
  const lines = rows.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const linesOf = new Map<number, (typeof lines)[number][]>();
  for (const line of lines) {
    const list = linesOf.get(line.invoiceId);
    if (list) list.push(line);
    else linesOf.set(line.invoiceId, [line]);
  }
  const documents = rows.map((r, i) => ({
    number: r.number,
    kind: (r.kind === 'credit_note' ? 'credit_note' : 'invoice') as DocumentKind,
    issuedAt: r.issuedAt.toISOString(),
    orderNumber: r.orderNumber,
    buyerName: r.buyer.name,
    buyerGstin: gstinOf(r.buyer),
    placeOfSupply: r.placeOfSupply,
    channel: joined[i]!.channel,
    payment: monthPaymentText(
      joined[i]!.channel,
      joined[i]!.paymentMethod,
      partsOf.get(r.orderId) ?? [],
    ),
    originalNumber: joined[i]!.originalNumber ?? null,
    originalIssuedAt: joined[i]!.originalIssuedAt?.toISOString() ?? null,
    returnId: r.returnId,
    ...paise(r),
  }));
  const issued = rows.map((r, i) => ({
    kind: documents[i]!.kind,
    placeOfSupply: r.placeOfSupply,
    lines: (linesOf.get(r.id) ?? []).map((l) => ({
      description: l.description,
      hsn: l.hsn,
      qty: l.qty,
      rateBp: l.rateBp,
      ...paise(l),
    })),
  }));
  // The B2C table leaves out business buyers' invoices (and their credit notes); the totals and
  // the HSN-wise summary count every document.
  const { rows: summary } = monthSummary(issued.filter((_, i) => !documents[i]!.buyerGstin));
  const { totals } = monthSummary(issued);
  return { documents, summary, hsn: hsnSummary(issued).rows, totals };
}

/** The buyer's GSTIN as the invoice keeps it (only a B2B invoice has one). */
function gstinOf(buyer: object): string {
  const gstin = (buyer as { gstin?: unknown }).gstin;
  return typeof gstin === 'string' ? gstin : '';
}

export { accountantCsv, type AccountantCsvPart } from './month-csv';
