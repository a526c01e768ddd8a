import 'server-only';
// The accountant's month: every invoice and credit note issued in a month (India's calendar),
// their totals, and the B2C summary by place of supply and rate (credit notes netted), the
// figures the monthly GST return asks for; also as CSV. Admins only.
import { stringify } from 'csv-stringify/sync';
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import { invoiceLines, invoices } from '@/db/schema';
import { protectCell } from '@/lib/shared/catalogue-csv/columns';
import type { InvoiceTotals } from '@/lib/shared/invoices/arithmetic';
import type { Month } from '@/lib/shared/invoices/month';
import { monthSummary, type SummaryRow } from '@/lib/shared/invoices/month-summary';
import type { DocumentKind } from '@/lib/shared/invoices/numbering';
import { formatRate } from '@/lib/shared/invoices/tax-rates';
import { stateLabel } from '@/lib/shared/gst/states';
import { paiseToString, toPaise } from '@/lib/shared/money';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';

export interface MonthDocument extends InvoiceTotals {
  number: string;
  kind: DocumentKind;
  issuedAt: string;
  orderNumber: string;
  buyerName: string;
  placeOfSupply: string;
}

export interface AccountantMonth {
  documents: MonthDocument[];
  summary: SummaryRow[];
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
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, month.start), lt(invoices.issuedAt, month.end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
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
  const documents = rows.map((r) => ({
    number: r.number,
    kind: (r.kind === 'credit_note' ? 'credit_note' : 'invoice') as DocumentKind,
    issuedAt: r.issuedAt.toISOString(),
    orderNumber: r.orderNumber,
    buyerName: r.buyer.name,
    placeOfSupply: r.placeOfSupply,
    ...paise(r),
  }));
  const { rows: summary, totals } = monthSummary(
    rows.map((r, i) => ({
      kind: documents[i]!.kind,
      placeOfSupply: r.placeOfSupply,
      lines: lines
        .filter((l) => l.invoiceId === r.id)
        .map((l) => ({ rateBp: l.rateBp, ...paise(l) })),
    })),
  );
  return { documents, summary, totals };
}

const money = (p: number) => paiseToString(p);

/** The month as CSV: `invoices` (one row per document) or `summary` (by place and rate). */
export function accountantCsv(month: AccountantMonth, part: 'invoices' | 'summary'): string {
  const rows =
    part === 'invoices'
      ? [
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
          ],
          ...month.documents.map((d) => {
            const sign = d.kind === 'credit_note' ? -1 : 1;
            return [
              d.number,
              d.kind === 'credit_note' ? 'credit note' : 'invoice',
              new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(
                new Date(d.issuedAt),
              ),
              d.orderNumber,
              protectCell(d.buyerName),
              stateLabel(d.placeOfSupply),
              money(sign * d.taxablePaise),
              money(sign * d.cgstPaise),
              money(sign * d.sgstPaise),
              money(sign * d.igstPaise),
              money(sign * d.totalPaise),
            ];
          }),
        ]
      : [
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
  return stringify(rows, { bom: true, record_delimiter: 'windows' });
}
