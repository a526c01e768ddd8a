// The fields a product is indexed by: each one's flag bit (a word's postings keep the bits of
// the fields it came from), which fields only describe a product, and how much a match in each
// weighs. Shared by the index's build and the ranking.

/** The text fields a product is indexed by, with the fields' flag bits. */
export interface IndexedText {
  name: string;
  sub: string;
  main: string;
  brand: string;
  color: string;
  material: string;
  modelName: string;
  description: string;
}

export const FIELD = {
  name: 1,
  sub: 2,
  main: 4,
  brand: 8,
  color: 16,
  material: 32,
  modelName: 64,
  description: 128,
} as const satisfies Record<keyof IndexedText, number>;

export const FIELD_NAMES = Object.keys(FIELD) as (keyof IndexedText)[];

/** Fields that describe a product without naming what it is: their words rank, not require. */
export const FACET_FIELDS = FIELD.main | FIELD.brand | FIELD.color | FIELD.material;

const WEIGHTS: [number, number][] = [
  [FIELD.name, 3],
  [FIELD.sub, 3],
  [FIELD.brand, 2],
  [FIELD.color, 2],
  [FIELD.modelName, 1.5],
  [FIELD.material, 1.5],
  [FIELD.main, 1.5],
  [FIELD.description, 0.5],
];

/** Fields that say what a product is made of or called by its maker, never its colour. */
export const NOT_COLOUR_FIELDS = FIELD.sub | FIELD.brand | FIELD.material | FIELD.modelName;

/** The weight of the best field among `fields` (bits of FIELD). */
export function fieldWeight(fields: number): number {
  for (const [bit, weight] of WEIGHTS) if (fields & bit) return weight;
  return 0;
}
