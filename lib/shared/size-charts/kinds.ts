// Which size chart a product uses: its kind of garment, read from its category and sizes (pure).
// One chart per kind is reused by every product of that kind; a product may name its own chart.

export const CHART_KINDS = [
  { value: 'shirts', label: 'Shirts and jackets' },
  { value: 'tees', label: 'T-shirts' },
  { value: 'bottoms', label: 'Jeans and trousers' },
  { value: 'kurtas', label: 'Kurtas' },
  { value: 'suits', label: 'Sherwanis and suits' },
  { value: 'kids', label: "Kids' sizes" },
  { value: 'footwear', label: 'Footwear' },
] as const;

export type ChartKind = (typeof CHART_KINDS)[number]['value'];

export const CHART_KIND_VALUES = CHART_KINDS.map((k) => k.value) as [ChartKind, ...ChartKind[]];

const SUB_KIND: Record<string, ChartKind> = {
  shirt: 'shirts',
  jacket: 'shirts',
  'co-ords': 'shirts',
  't-shirt': 'tees',
  jeans: 'bottoms',
  'cotton pant': 'bottoms',
  pants: 'bottoms',
  track: 'bottoms',
  shorts: 'bottoms',
  kurthas: 'kurtas',
  suit: 'suits',
  sherwani: 'suits',
  jodhpuri: 'suits',
  'dress code': 'suits',
  footwear: 'footwear',
  crocs: 'footwear',
};

interface KindFacts {
  mainCategory: string;
  subCategory: string;
  sizes: readonly string[];
  footwearSizes: readonly string[];
}

/**
 * The kind of garment whose chart fits a product, or null when it has no sizes or its kind has no
 * chart (caps, watches). Footwear sizes win; a kids' garment uses the kids' chart.
 */
export function chartKindOf(product: KindFacts): ChartKind | null {
  if (product.footwearSizes.length > 0) return 'footwear';
  if (product.sizes.length === 0) return null;
  const kind = SUB_KIND[product.subCategory.trim().toLowerCase()];
  if (!kind) return null;
  if (product.mainCategory === 'kidsboys' && kind !== 'footwear') return 'kids';
  return kind;
}

export function chartKindLabel(kind: string | null): string {
  return CHART_KINDS.find((k) => k.value === kind)?.label ?? 'Own chart';
}
