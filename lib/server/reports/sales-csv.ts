import 'server-only';
// The sales report as spreadsheets, the same numbers the page shows: `periods` (one row per day,
// week or month, web and counter side by side), `categories` or `sizes`. Amounts are rupees with
// two decimals; the returns rate a percentage with one, empty when nothing sold.
import { stringify } from 'csv-stringify/sync';
import { protectCell } from '@/lib/shared/catalogue-csv/columns';
import { paiseToString } from '@/lib/shared/money';
import {
  returnsRate,
  soldTotal,
  type SalesReport,
  type SliceRow,
} from '@/lib/shared/reports/sales-report';

export const SALES_CSV_PARTS = ['periods', 'categories', 'sizes'] as const;
export type SalesCsvPart = (typeof SALES_CSV_PARTS)[number];

export function isSalesCsvPart(value: unknown): value is SalesCsvPart {
  return typeof value === 'string' && (SALES_CSV_PARTS as readonly string[]).includes(value);
}

const money = (paise: number) => paiseToString(paise);
const rate = (r: number | null) => (r === null ? '' : (Math.round(r * 1000) / 10).toFixed(1));
const BACK_HEADER = ['returned_pieces', 'exchanged_pieces', 'returned_value', 'returns_rate_pct'];

function sliceRows(name: string, rows: readonly SliceRow[]): string[][] {
  return [
    [name, 'sales', 'pieces', ...BACK_HEADER],
    ...rows.map((r) => [
      protectCell(r.label),
      money(r.paise),
      String(r.pieces),
      String(r.returned),
      String(r.exchanged),
      money(r.returnedPaise),
      rate(returnsRate(r, r)),
    ]),
  ];
}

function csvRows(report: SalesReport, part: SalesCsvPart): string[][] {
  if (part === 'categories') return sliceRows('category', report.byCategory);
  if (part === 'sizes') return sliceRows('size', report.bySize);
  return [
    [
      'period_start',
      'period',
      'web_sales',
      'web_pieces',
      'web_orders',
      'counter_sales',
      'counter_pieces',
      'counter_orders',
      'sales',
      'pieces',
      'orders',
      ...BACK_HEADER,
    ],
    ...[...report.periods, report.totals].map((p) => {
      const all = soldTotal(p);
      return [
        p.key === 'total' ? '' : p.key,
        p.label,
        money(p.web.paise),
        String(p.web.pieces),
        String(p.web.orders),
        money(p.counter.paise),
        String(p.counter.pieces),
        String(p.counter.orders),
        money(all.paise),
        String(all.pieces),
        String(all.orders),
        String(p.returned),
        String(p.exchanged),
        money(p.returnedPaise),
        rate(returnsRate(p, all)),
      ];
    }),
  ];
}

/** One part of the report as CSV (a byte-order mark and CRLF, as spreadsheets open it). */
export function salesCsv(report: SalesReport, part: SalesCsvPart): string {
  return stringify(csvRows(report, part), { bom: true, record_delimiter: 'windows' });
}
