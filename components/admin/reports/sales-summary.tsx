// The range's totals in cards: sales (web and counter), pieces and orders, what came back. In
// whole rupees, so a year's crores fit half a phone's width; the tables below hold the paise.
import { formatCount } from '@/lib/shared/counts';
import { formatRupees } from '@/lib/shared/money';
import {
  rateText,
  returnsRate,
  soldTotal,
  type PeriodRow,
} from '@/lib/shared/reports/sales-report';

const rupees = (paise: number) => formatRupees(paise);
const card = 'rounded-2xl border border-line bg-surface p-4';

export function SalesSummary({ totals }: { totals: PeriodRow }) {
  const all = soldTotal(totals);
  const back = totals.returned + totals.exchanged;
  const figures: [string, string, string][] = [
    ['Sales', rupees(all.paise), `${formatCount(all.orders)} orders`],
    ['Web', rupees(totals.web.paise), `${formatCount(totals.web.orders)} orders`],
    ['Counter', rupees(totals.counter.paise), `${formatCount(totals.counter.orders)} sales`],
    ['Pieces sold', formatCount(all.pieces), ''],
    [
      'Pieces back',
      formatCount(back),
      `${formatCount(totals.returned)} returned (${rupees(totals.returnedPaise)}), ${formatCount(totals.exchanged)} exchanged`,
    ],
    ['Returns rate', rateText(returnsRate(totals, all)), 'pieces back ÷ pieces sold'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="sales-summary">
      {figures.map(([label, value, note]) => (
        <div key={label} className={card}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="mt-1 text-base font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-lg">
            {value}
          </dd>
          {note ? <dd className="text-xs text-muted">{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
