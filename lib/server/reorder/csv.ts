import 'server-only';
// The supplier's list as a spreadsheet: every size to order, grouped by brand (a product without
// a brand under "No brand"), then by product and size, with the figures behind each quantity.
import { stringify } from 'csv-stringify/sync';
import { protectCell } from '@/lib/shared/catalogue-csv/columns';
import type { ReorderRow } from '@/lib/shared/reorder/rules';

export const NO_BRAND = 'No brand';

const HEADER = [
  'brand',
  'product',
  'colour',
  'size',
  'order_qty',
  'in_stock',
  'sold_7_days',
  'sold_30_days',
  'days_out_of_stock_30',
  'pace_per_day',
  'days_of_cover',
  'product_id',
];

const decimal = (n: number | null) => (n === null ? '' : (Math.round(n * 100) / 100).toFixed(2));

/** Rows as toOrderByBrand returns them (already by brand), as CSV with a BOM and CRLF. */
export function reorderCsv(rows: readonly ReorderRow[]): string {
  return stringify(
    [
      HEADER,
      ...rows.map((r) => [
        protectCell(r.brand || NO_BRAND),
        protectCell(r.name),
        protectCell(r.colour),
        r.size,
        String(r.suggested),
        String(r.stock),
        String(r.sold7),
        String(r.sold30),
        String(r.daysOut30),
        decimal(r.pace),
        decimal(r.coverDays),
        String(r.productId),
      ]),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}
