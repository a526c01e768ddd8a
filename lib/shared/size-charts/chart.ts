// Size charts as shoppers read them (pure): the rows a product's sizes need, and cm <-> inches.

export type ChartUnit = 'cm' | 'in';

/** One size's measurements, in the order of the chart's measurement names. */
export interface SizeChartRow {
  size: string;
  values: number[];
}

/** A chart as stored: reused by every product of its kind, or named by one product. */
export interface SizeChart {
  id: number;
  /** The kind of garment it is the chart of (lib/shared/size-charts/kinds.ts), or null. */
  kind: string | null;
  name: string;
  unit: ChartUnit;
  measurements: string[];
  rows: SizeChartRow[];
  howToMeasure: string;
}

/** What a product page shows: the chart's rows for the product's own sizes, and its fit note. */
export interface ProductSizeChart {
  unit: ChartUnit;
  measurements: string[];
  rows: SizeChartRow[];
  howToMeasure: string;
  fitNote: string;
}

/** The chart limited to `sizes` (in the product's order); null when none of them has a row. */
export function chartForSizes(
  chart: SizeChart,
  sizes: readonly string[],
  fitNote: string,
): ProductSizeChart | null {
  const rows = sizes
    .map((size) => chart.rows.find((r) => r.size === size))
    .filter((r): r is SizeChartRow => r !== undefined);
  if (rows.length === 0) return null;
  return {
    unit: chart.unit,
    measurements: [...chart.measurements],
    rows,
    howToMeasure: chart.howToMeasure,
    fitNote,
  };
}

const CM_PER_INCH = 2.54;

/** A measurement shown in `to`, from a chart kept in `from`: one decimal place at most. */
export function convertMeasure(value: number, from: ChartUnit, to: ChartUnit): number {
  if (from === to) return value;
  const converted = from === 'cm' ? value / CM_PER_INCH : value * CM_PER_INCH;
  return Math.round(converted * 10) / 10;
}

/** The wire's `rows` object: `{"S": [96, 70]}` in the chart's size order. */
export function chartRowsObject(rows: readonly SizeChartRow[]): Record<string, number[]> {
  return Object.fromEntries(rows.map((r) => [r.size, [...r.values]]));
}
