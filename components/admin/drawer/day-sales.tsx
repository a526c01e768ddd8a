// A day's sales on the day page: by channel (web orders confirmed that day, counter sales made
// that day) and, under each, by how they were paid; and returns, which are not recorded yet.
import { countText } from '@/lib/shared/counts';
import type { DayFigures, FigureRow } from '@/lib/server/counter/day-figures';
import { rupees } from './drawer-words';

function Rows({ rows, word }: { rows: FigureRow[]; word: [string, string] }) {
  if (!rows.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 border-l-2 border-line pl-3 text-muted">
      {rows.map((r) => (
        <li key={r.label} className="flex justify-between gap-3">
          <span>
            {r.label} · {countText(r.count, ...word)}
          </span>
          <span>{rupees(r.amountPaise)}</span>
        </li>
      ))}
    </ul>
  );
}

function Channel({
  row,
  detail,
  hint,
  word,
}: {
  row: FigureRow;
  detail: FigureRow[];
  hint: string;
  word: [string, string];
}) {
  return (
    <li className="py-2">
      <div className="flex justify-between gap-3 font-medium">
        <span>
          {row.label} · {countText(row.count, 'sale', 'sales')}
        </span>
        <span>{rupees(row.amountPaise)}</span>
      </div>
      <p className="text-xs text-muted">{hint}</p>
      <Rows rows={detail} word={word} />
    </li>
  );
}

export function DaySales({ figures }: { figures: DayFigures }) {
  return (
    <ul className="divide-y divide-line text-sm tabular-nums" data-testid="day-sales">
      <Channel
        row={figures.counter}
        detail={figures.counter.byMethod}
        hint="Sales made at the counter this day. A split payment counts under each of its ways."
        word={['payment', 'payments']}
      />
      <Channel
        row={figures.web}
        detail={figures.web.byMethod}
        hint="Web orders confirmed this day and not cancelled since."
        word={['order', 'orders']}
      />
      <li className="flex justify-between gap-3 py-2">
        <span className="font-medium">Returns</span>
        <span className="text-muted">
          {figures.returns.count === 0
            ? 'None'
            : `${countText(figures.returns.count, 'request', 'requests')} settled · ${rupees(figures.returns.amountPaise)} refunded`}
        </span>
      </li>
    </ul>
  );
}
