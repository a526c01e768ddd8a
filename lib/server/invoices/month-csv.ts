import 'server-only';
// The accountant's month as CSV, each part in the columns the accountant's GST return sheets
// use: every document (a credit note negative, with the invoice it credits and that invoice's
// date), the B2C summary by place of supply and rate, and the HSN-wise summary.
import { stringify } from 'csv-stringify/sync';
import { protectCell } from '@/lib/shared/catalogue-csv/columns';
import { UQC_LABELS } from '@/lib/shared/invoices/hsn-summary';
import { formatRate } from '@/lib/shared/invoices/tax-rates';
import { stateLabel } from '@/lib/shared/gst/states';
import { paiseToString } from '@/lib/shared/money';
import { shopDay } from '@/lib/shared/shop-day';
import type { AccountantMonth } from './month';

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
        'original_invoice',
        'original_date',
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
          d.originalNumber ?? '',
          d.originalIssuedAt ? shopDay(new Date(d.originalIssuedAt)) : '',
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
