// The sales report's numbers as tables: the periods (web, counter, both, pieces back, the rate)
// and a slice (by category or by size). Wide on a phone, so each sits in a strip that scrolls
// sideways and says so; the first column stays readable at 375 px.
import { ScrollStrip } from '@/components/ui/scroll-strip';
import { formatCount } from '@/lib/shared/counts';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import {
  rateText,
  returnsRate,
  soldTotal,
  type PeriodRow,
  type SliceRow,
} from '@/lib/shared/reports/sales-report';

const rupees = (paise: number) => formatPrice(paiseToString(paise));
const th = 'px-2 py-2 text-right font-semibold whitespace-nowrap first:text-left';
const td = 'px-2 py-2 text-right tabular-nums whitespace-nowrap first:text-left';

function PeriodCells({ p }: { p: PeriodRow }) {
  const all = soldTotal(p);
  return (
    <>
      <td className={td}>{rupees(p.web.paise)}</td>
      <td className={td}>{rupees(p.counter.paise)}</td>
      <td className={`${td} font-semibold`}>{rupees(all.paise)}</td>
      <td className={td}>{formatCount(all.pieces)}</td>
      <td className={td}>{formatCount(all.orders)}</td>
      <td className={td}>{formatCount(p.returned + p.exchanged)}</td>
      <td className={td}>{rateText(returnsRate(p, all))}</td>
    </>
  );
}

/** One row per period, newest first, and the range's total. */
export function PeriodTable({ periods, totals }: { periods: PeriodRow[]; totals: PeriodRow }) {
  return (
    <ScrollStrip label="Sales by period">
      <table className="w-full text-sm" data-testid="sales-periods">
        <caption className="sr-only">Sales by period, web and counter</caption>
        <thead className="border-b border-line text-muted">
          <HeadRow
            names={[
              'Period',
              'Web',
              'Counter',
              'Sales',
              'Pieces',
              'Orders',
              'Back',
              'Returns rate',
            ]}
          />
        </thead>
        <tbody className="divide-y divide-line">
          {[...periods].reverse().map((p) => (
            <tr key={p.key}>
              <th className={`${td} font-normal`} scope="row">
                {p.label}
              </th>
              <PeriodCells p={p} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-line font-semibold">
          <tr data-testid="sales-total">
            <th className={td} scope="row">
              Total
            </th>
            <PeriodCells p={totals} />
          </tr>
        </tfoot>
      </table>
    </ScrollStrip>
  );
}

/** A table's column names, one header row. */
function HeadRow({ names }: { names: readonly string[] }) {
  return (
    <tr>
      {names.map((n) => (
        <th key={n} className={th} scope="col">
          {n}
        </th>
      ))}
    </tr>
  );
}

/** Sales and pieces back per category or per size. */
export function SliceTable({
  name,
  rows,
  testId,
}: {
  name: 'Category' | 'Size';
  rows: SliceRow[];
  testId: string;
}) {
  if (!rows.length) return <p className="text-sm text-muted">Nothing sold in this range.</p>;
  return (
    <ScrollStrip label={`Sales by ${name.toLowerCase()}`}>
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="border-b border-line text-muted">
          <HeadRow names={[name, 'Sales', 'Pieces', 'Back', 'Returns rate']} />
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={r.label}>
              <th className={`${td} font-normal`} scope="row">
                {r.label}
              </th>
              <td className={td}>{rupees(r.paise)}</td>
              <td className={td}>{formatCount(r.pieces)}</td>
              <td className={td}>{formatCount(r.returned + r.exchanged)}</td>
              <td className={td}>{rateText(returnsRate(r, r))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollStrip>
  );
}
