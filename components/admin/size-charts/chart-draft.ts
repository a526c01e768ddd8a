// The editor's state: every cell as typed, and what a blank chart, a new size or a new
// measurement starts as (pure).
import type { SizeChart } from '@/lib/shared/size-charts/chart';
import { ALL_SIZES } from '@/lib/shared/sizes';

export interface ChartDraft {
  name: string;
  kind: string;
  unit: 'cm' | 'in';
  how_to_measure: string;
  measurements: string[];
  rows: { size: string; values: string[] }[];
}

export function draftOf(chart: SizeChart | null): ChartDraft {
  if (!chart) {
    return {
      name: '',
      kind: '',
      unit: 'cm',
      how_to_measure: '',
      measurements: ['Chest', 'Length'],
      rows: ['S', 'M', 'L'].map((size) => ({ size, values: ['', ''] })),
    };
  }
  return {
    name: chart.name,
    kind: chart.kind ?? '',
    unit: chart.unit,
    how_to_measure: chart.howToMeasure,
    measurements: [...chart.measurements],
    rows: chart.rows.map((r) => ({ size: r.size, values: r.values.map(String) })),
  };
}

/** The next size after the last row's (S after nothing, XL after L, 9 after 8). */
export function nextSize(rows: ChartDraft['rows']): string {
  const last = rows.at(-1)?.size;
  const at = last ? ALL_SIZES.indexOf(last) : -1;
  return ALL_SIZES[at + 1] ?? ALL_SIZES.find((s) => !rows.some((r) => r.size === s)) ?? 'S';
}
