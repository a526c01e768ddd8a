// The sales report's chart: one bar per period, web and counter stacked, drawn as SVG on the
// server (no script, nothing to load). The drawing is sized for a phone (360 units wide, text
// at 11) and scales up to a bounded width (28rem) on a desk. It is a picture of the table
// beside it, which holds every number: the SVG names itself and sums itself up for a screen
// reader, and each bar carries its period's figures as a tooltip.
import { formatPrice, paiseToString } from '@/lib/shared/money';
import type { SalesGrain } from '@/lib/shared/reports/sales-range';
import { soldTotal, type PeriodRow } from '@/lib/shared/reports/sales-report';

const WIDTH = 360;
const HEIGHT = 200;
const LEFT = 44;
const RIGHT = 6;
const TOP = 10;
const BOTTOM = 22;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;

const rupees = (paise: number) => formatPrice(paiseToString(paise));

/** "₹0", "₹800", "₹12k", "₹1.5L", "₹2Cr": an axis label, the Indian way. */
export function axisRupees(paise: number): string {
  const r = paise / 100;
  const short = (n: number) => String(Math.round(n * 10) / 10);
  if (r >= 1e7) return `₹${short(r / 1e7)}Cr`;
  if (r >= 1e5) return `₹${short(r / 1e5)}L`;
  if (r >= 1e3) return `₹${short(r / 1e3)}k`;
  return `₹${Math.round(r)}`;
}

/** The axis's top: 1, 2, 2.5 or 5 times a power of ten, at or above `max` (paise). */
export function niceCeiling(max: number): number {
  if (max <= 0) return 100_00;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= max)!;
  return step * power;
}

/** Every how many bars an axis label fits (about six labels across). */
const labelEvery = (count: number, grain: SalesGrain) =>
  grain === 'month' ? (count > 12 ? 2 : 1) : Math.max(1, Math.ceil(count / 6));

export function SalesChart({
  periods,
  grain,
  title,
}: {
  periods: readonly PeriodRow[];
  grain: SalesGrain;
  title: string;
}) {
  const totals = periods.map((p) => soldTotal(p).paise);
  const top = niceCeiling(Math.max(0, ...totals));
  const y = (paise: number) => (paise / top) * PLOT_H;
  const slot = PLOT_W / Math.max(1, periods.length);
  const bar = Math.max(2, slot * 0.7);
  const every = labelEvery(periods.length, grain);
  const sum = totals.reduce((a, b) => a + b, 0);
  const best = totals.indexOf(Math.max(...totals));
  const summary = sum
    ? `${rupees(sum)} in all; the highest was ${periods[best]!.label} with ${rupees(totals[best]!)}. The table lists every period.`
    : 'No sales in this range.';
  return (
    <figure className="space-y-2">
      <div className="flex gap-4 text-xs text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm bg-brand" /> Web
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm bg-accent" /> Counter
        </span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-md"
        role="img"
        aria-labelledby="sales-chart-title sales-chart-desc"
        data-testid="sales-chart"
      >
        <title id="sales-chart-title">{title}</title>
        <desc id="sales-chart-desc">{summary}</desc>
        {[0, 0.5, 1].map((f) => {
          const at = TOP + PLOT_H - f * PLOT_H;
          return (
            <g key={f}>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={at} y2={at} className="stroke-line" />
              <text x={LEFT - 4} y={at + 4} textAnchor="end" fontSize={11} className="fill-muted">
                {axisRupees(top * f)}
              </text>
            </g>
          );
        })}
        {periods.map((p, i) => {
          const x = LEFT + i * slot + (slot - bar) / 2;
          const web = y(p.web.paise);
          const counter = y(p.counter.paise);
          const base = TOP + PLOT_H;
          return (
            <g key={p.key}>
              <title>{`${p.label}: web ${rupees(p.web.paise)}, counter ${rupees(p.counter.paise)}`}</title>
              <rect x={x} y={base - web} width={bar} height={web} className="fill-brand" />
              <rect
                x={x}
                y={base - web - counter}
                width={bar}
                height={counter}
                className="fill-accent"
              />
              {i % every === 0 ? (
                <text
                  x={x + bar / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={11}
                  className="fill-muted"
                >
                  {p.short}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
