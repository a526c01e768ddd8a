import 'server-only';
import { asc } from 'drizzle-orm';
import { sizeCharts, type SizeChartRecord } from '@/db/schema';
import type { ChartUnit, SizeChart } from '@/lib/shared/size-charts/chart';
import { database } from '@/lib/server/infra/db';

// The one reading of size_charts: every chart, few enough to read whole (one per kind of
// garment and a handful of products' own).

export function toSizeChart(row: SizeChartRecord): SizeChart {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    unit: row.unit as ChartUnit,
    measurements: row.measurements,
    rows: row.rows,
    howToMeasure: row.howToMeasure,
  };
}

export async function querySizeCharts(): Promise<SizeChart[]> {
  const db = await database();
  const rows = await db.select().from(sizeCharts).orderBy(asc(sizeCharts.kind), asc(sizeCharts.id));
  return rows.map(toSizeChart);
}
