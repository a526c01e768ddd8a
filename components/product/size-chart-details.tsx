import type { ProductSizeChart } from '@/lib/shared/size-charts/chart';
import { SizeChartTable } from './size-chart-table';

/**
 * The product's size chart in the page itself, closed by default: search engines and readers
 * without script get it without opening the size guide.
 */
export function SizeChartDetails({ chart }: { chart: ProductSizeChart | null | undefined }) {
  if (!chart) return null;
  return (
    <details className="rounded-md border border-line bg-surface px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">
        Size chart
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        {chart.fitNote ? <p className="text-sm font-semibold">{chart.fitNote}</p> : null}
        <SizeChartTable chart={chart} caption="Garment measurements" />
        {chart.howToMeasure ? (
          <p className="text-sm leading-relaxed text-muted">{chart.howToMeasure}</p>
        ) : null}
      </div>
    </details>
  );
}
