import 'server-only';
// The accountant's month: every invoice and credit note issued in a month (India's calendar),
// their totals, the B2C summary by place of supply and rate (a business buyer's invoice, one with
// its GSTIN, is reported invoice by invoice instead) and the HSN-wise summary (credit notes netted
// in both), the figures the monthly GST return asks for; also as CSV, where each document says
// whether it was a web order or a counter sale and how it was paid. Admins only.
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { invoiceLines, invoices, orders } from '@/db/schema';
import { protectCell } from '@/lib/shared/catalogue-csv/columns';
import type { InvoiceTotals } from '@/lib/shared/invoices/arithmetic';
import type { Month } from '@/lib/shared/invoices/month';
import { hsnSummary, UQC_LABELS, type HsnRow } from '@/lib/shared/invoices/hsn-summary';
import { monthPaymentText } from '@/lib/shared/invoices/month-payment';
import { monthSummary, type SummaryRow } from '@/lib/shared/invoices/month-summary';
import type { DocumentKind } from '@/lib/shared/invoices/numbering';
import { formatRate } from '@/lib/shared/invoices/tax-rates';
import { stateLabel } from '@/lib/shared/gst/states';
import type { OrderChannel } from '@/lib/shared/orders/channel';
import { paiseToString, toPaise } from '@/lib/shared/money';
import { shopDay } from '@/lib/shared/shop-day';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { counterPartsOf } from './month-payments';

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
    .select({ invoice: invoices, channel: orders.channel, paymentMethod: orders.paymentMethod })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
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

const money = (p: number) => paiseToString(p);

export type AccountantCsvPart = 'invoices' | 'summary' | 'hsn';

/**
 * The month as CSV: `invoices` (one row per document), `summary` (by place and rate) or `hsn`
 * (by HSN code and rate, in the column order of the return's HSN sheet).
 */
export function accountantCsv(month: AccountantMonth, part: AccountantCsvPart): string {
  return stringify(csvRows(month, part), { bom: true, record_delimiter: 'windows' });
}

function csvRows(month: AccountantMonth, part: AccountantCsvPart): string[][] {
  if (part === 'invoices') {
    return [
      [
        'number',
        'type',
        'date',
        'order',
        'buyer',
        'place_of_supply',
        'taxable',
        'cgst',
        'sgst',
        'igst',
        'total',
        'channel',
        'payment_method',
        'buyer_gstin',
      ],
      ...month.documents.map((d) => {
        const sign = d.kind === 'credit_note' ? -1 : 1;
        return [
          d.number,
          d.kind === 'credit_note' ? 'credit note' : 'invoice',
          shopDay(new Date(d.issuedAt)),
          d.orderNumber,
          protectCell(d.buyerName),
          stateLabel(d.placeOfSupply),
          money(sign * d.taxablePaise),
          money(sign * d.cgstPaise),
          money(sign * d.sgstPaise),
          money(sign * d.igstPaise),
          money(sign * d.totalPaise),
          d.channel,
          d.payment,
          d.buyerGstin,
        ];
      }),
    ];
  }
  if (part === 'hsn') {
    return [
      [
        'hsn',
        'description',
        'uqc',
        'quantity',
        'total_value',
        'rate_percent',
        'taxable',
        'igst',
        'cgst',
        'sgst',
        'cess',
      ],
      ...month.hsn.map((h) => [
        h.hsn,
        protectCell(h.description),
        UQC_LABELS[h.uqc],
        String(h.qty),
        money(h.totalPaise),
        formatRate(h.rateBp).replace('%', ''),
        money(h.taxablePaise),
        money(h.igstPaise),
        money(h.cgstPaise),
        money(h.sgstPaise),
        money(0),
      ]),
    ];
  }
  return [
    ['place_of_supply', 'rate', 'taxable', 'cgst', 'sgst', 'igst', 'total'],
    ...month.summary.map((s) => [
      stateLabel(s.placeOfSupply),
      formatRate(s.rateBp),
      money(s.taxablePaise),
      money(s.cgstPaise),
      money(s.sgstPaise),
      money(s.igstPaise),
      money(s.totalPaise),
    ]),
  ];
}
