import 'server-only';
import type { SizeChart } from '@/lib/shared/size-charts/chart';

/** A chart on the wire: what the chart editor sends back (rows as an ordered list). */
export function sizeChartWire(chart: SizeChart) {
  return {
    id: chart.id,
    kind: chart.kind,
    name: chart.name,
    unit: chart.unit,
    measurements: chart.measurements,
    rows: chart.rows.map((r) => ({ size: r.size, values: r.values })),
    how_to_measure: chart.howToMeasure,
  };
}
