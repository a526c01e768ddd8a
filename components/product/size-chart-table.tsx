import type { ComponentType } from 'react';
import {
  stripClass,
  type StripBackground,
  type StripProps,
} from '@/components/ui/scroll-strip-style';
import {
  convertMeasure,
  type ChartUnit,
  type ProductSizeChart,
} from '@/lib/shared/size-charts/chart';

interface SizeChartTableProps {
  chart: ProductSizeChart;
  /** The unit to show; the chart's own when absent. */
  unit?: ChartUnit;
  /** The shopper's chosen size: its row is marked. */
  chosen?: string | null;
  caption: string;
  /** The colour behind the table: a dialog's or card's surface, or the page's canvas. */
  background?: StripBackground;
  /**
   * What holds the table when it is wider than the screen: by default a region with edge
   * shadows that the keyboard can scroll (no script, so the product page loads none for it);
   * client components pass `ScrollStrip`, which also says "Scroll sideways for more".
   */
  strip?: ComponentType<StripProps>;
}

/** The strip of a server-rendered chart: the shadows say it scrolls; it takes focus to scroll. */
function StaticStrip({ label, background, children }: StripProps) {
  return (
    <div
      className={stripClass(background)}
      data-scroll-strip
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

const UNIT_WORDS: Record<ChartUnit, string> = { cm: 'cm', in: 'inches' };

/**
 * A size chart as a table: one row per size, one column per measurement. Server-rendered in
 * the product page (for search engines and readers without script) and in the size guide. On a
 * phone a wide chart (a sherwani's five measurements) scrolls sideways and shows it can.
 */
export function SizeChartTable({
  chart,
  unit = chart.unit,
  chosen = null,
  caption,
  background,
  strip: Strip = StaticStrip,
}: SizeChartTableProps) {
  return (
    <Strip label={caption} background={background}>
      <table className="w-full border-collapse text-sm">
        <caption className="pb-2 text-left text-xs text-muted">
          {caption} (in {UNIT_WORDS[unit]})
        </caption>
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Size
            </th>
            {chart.measurements.map((m) => (
              <th key={m} scope="col" className="px-3 py-2 text-right font-semibold">
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => {
            const mine = row.size === chosen;
            return (
              <tr
                key={row.size}
                aria-current={mine ? 'true' : undefined}
                data-size={row.size}
                className={`border-b border-line ${mine ? 'bg-brand/10 font-semibold' : ''}`}
              >
                <th scope="row" className="py-2 pr-3 text-left font-semibold">
                  {row.size}
                  {mine ? (
                    <span className="ml-2 text-xs font-normal text-brand">Your size</span>
                  ) : null}
                </th>
                {row.values.map((value, i) => (
                  <td
                    key={chart.measurements[i] ?? i}
                    className="px-3 py-2 text-right tabular-nums"
                  >
                    {convertMeasure(value, chart.unit, unit)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </Strip>
  );
}
