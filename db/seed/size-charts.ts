// The demo shop's size charts: one per kind of garment it sells with sizes, in centimetres,
// with the measurements each kind needs (garment measurements, laid flat and doubled).
import type { ChartKind } from '@/lib/shared/size-charts/kinds';
import type { SizeChartRow } from '@/lib/shared/size-charts/chart';

export interface DemoSizeChart {
  kind: ChartKind;
  name: string;
  measurements: string[];
  rows: SizeChartRow[];
  howToMeasure: string;
}

const GARMENT = ['S', 'M', 'L', 'XL', 'XXL'];

/** Rows from one list of values per size, in GARMENT order. */
const rows = (sizes: string[], values: number[][]): SizeChartRow[] =>
  sizes.map((size, i) => ({ size, values: values[i] ?? [] }));

const UPPER =
  'Chest: around the fullest part, under the arms, tape level. Length: from the highest point of the shoulder to the hem. Shoulder: seam to seam across the back. Compare with a shirt that fits you, laid flat.';

export const DEMO_SIZE_CHARTS: DemoSizeChart[] = [
  {
    kind: 'shirts',
    name: 'Shirts and jackets',
    measurements: ['Chest', 'Length', 'Shoulder', 'Sleeve'],
    rows: rows(GARMENT, [
      [96, 72, 43, 62],
      [101, 74, 45, 63],
      [106, 76, 47, 64],
      [112, 78, 49, 65],
      [118, 80, 51, 66],
    ]),
    howToMeasure: UPPER,
  },
  {
    kind: 'tees',
    name: 'T-shirts',
    measurements: ['Chest', 'Length', 'Shoulder'],
    rows: rows(GARMENT, [
      [92, 68, 42],
      [98, 70, 44],
      [104, 72, 46],
      [110, 74, 48],
      [116, 76, 50],
    ]),
    howToMeasure: UPPER,
  },
  {
    kind: 'bottoms',
    name: 'Jeans and trousers',
    measurements: ['Waist', 'Hip', 'Inseam', 'Length'],
    rows: rows(GARMENT, [
      [76, 94, 76, 100],
      [81, 99, 77, 101],
      [86, 104, 78, 102],
      [91, 109, 79, 103],
      [97, 115, 80, 104],
    ]),
    howToMeasure:
      'Waist: where you wear your trousers, tape snug. Hip: around the fullest part. Inseam: from the crotch to the ankle along the inside leg.',
  },
  {
    kind: 'kurtas',
    name: 'Kurtas',
    measurements: ['Chest', 'Length', 'Shoulder', 'Sleeve'],
    rows: rows(GARMENT, [
      [98, 100, 43, 60],
      [103, 102, 45, 61],
      [108, 104, 47, 62],
      [114, 106, 49, 63],
      [120, 108, 51, 64],
    ]),
    howToMeasure: UPPER,
  },
  {
    kind: 'suits',
    name: 'Sherwanis and suits',
    measurements: ['Chest', 'Waist', 'Shoulder', 'Length', 'Sleeve'],
    rows: rows(GARMENT, [
      [96, 84, 43, 74, 61],
      [101, 89, 45, 76, 62],
      [106, 94, 47, 78, 63],
      [112, 100, 49, 80, 64],
      [118, 106, 51, 82, 65],
    ]),
    howToMeasure: `${UPPER} A sherwani's length is from the shoulder to the knee.`,
  },
  {
    kind: 'kids',
    name: "Kids' sizes",
    measurements: ['Chest', 'Length', 'Waist'],
    rows: rows(GARMENT, [
      [60, 44, 54],
      [66, 48, 57],
      [72, 52, 60],
      [78, 56, 63],
      [84, 60, 66],
    ]),
    howToMeasure:
      'S fits about 4–6 years, M 6–8, L 8–10, XL 10–12, XXL 12–14. Measure the child over a vest: chest under the arms, waist at the navel.',
  },
  {
    kind: 'footwear',
    name: 'Footwear (UK sizes)',
    measurements: ['Foot length'],
    rows: rows(['6', '7', '8', '9', '10', '11'], [[24.5], [25.4], [26.2], [27.1], [27.9], [28.8]]),
    howToMeasure:
      'Stand on a sheet of paper in the evening, mark the heel and the longest toe, and measure between the marks. Between two sizes, take the larger.',
  },
];
