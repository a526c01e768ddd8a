// The index after a write is patched for the products the write changed (index-patch.ts): over
// random catalogues and random runs of writes (create, edit any field, delete, colour designs,
// synonyms), the patched index must answer every query exactly as an index built afresh from the
// same catalogue does: the same products in the same order, totals, facets, "Did you mean", and
// the same index underneath (postings, words by length, colour words, spellings).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  type CatalogueIndex,
  type IndexEntry,
  type SynonymRule,
} from '@/lib/server/search/catalogue-index';
import { patchIndex } from '@/lib/server/search/index-patch';
import { listFromIndex, type ListingQuery } from '@/lib/server/search/listing';

const WORDS = ['Shirt', 'Kurta', 'Jeans', 'T-Shirt', 'Slim', 'Fit', 'Classic', 'Polo', 'Co-ords'];
const SUBS = ['Shirt', 'T-Shirt', 'Kurthas', 'Kurta Set', 'Jeans', 'Watch', 'Watches', 'Footwear'];
const MAINS: [string, string][] = [
  ['men', 'Men'],
  ['women', 'Women'],
  ['boys', 'Boys'],
];
const COLOURS = ['Navy Blue', 'Sky Blue', 'Maroon', 'Black', 'navy blue', 'Denim', 'White'];
const BRANDS = ['Brand 7', 'Raymond', 'Denim Co', ''];
const MATERIALS = ['Cotton', 'Linen', 'Denim', ''];
const DESCRIBING = ['breathable', 'soft', 'wedding', 'denim', 'blue', 'shirt', 'kurtha', 'ಶರ್ಟ್'];
const SIZES = ['S', 'M', 'L', 'XL', '8', '9'];

const QUERIES: ListingQuery[] = [
  ...['shirt', 'shirts', 'shrit', 'tshirt', 't shirt', 'kurta', 'kurtha', 'jeens', 'watches']
    .concat(['navy', 'blue shirt', 'navy blue', 'denim', 'brand 7', 'cotton', 'breathable'])
    .concat(['goggles', 'cooling glass', 'shirt under 1000', 'jeans xl', 'size 9', 'zzqx'])
    .concat(['wedding kurta', 'शर्ट', 'classic polo', '!!!', 'slimfit', 'coords'])
    .map((search) => ({ base: { search } })),
  { base: { search: 'sh' }, typing: true, pageOnly: true, limit: 6 },
  { base: { search: 'kur' }, typing: true, pageOnly: true, limit: 6 },
  { base: { search: 'shirt' }, designs: true },
  { base: { search: 'blue' }, sort: 'price-asc', filters: { inStock: true } },
  { base: { search: 'shirt' }, filters: { size: 'M', colour: 'navy blue' }, sort: 'newest' },
  { base: { main: 'men' }, designs: true },
  { base: { main: 'boys', sub: 'jeans' } },
  { base: { kind: 'watches' }, sort: 'price-desc' },
  { base: {}, designs: true, offset: 2, limit: 5 },
  { base: {}, filters: { kind: 'T-Shirt', price: { min: 50_000, max: 150_000 } } },
];

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);
const text = fc
  .array(pick([...WORDS, ...DESCRIBING]), { maxLength: 5 })
  .map((words) => words.join(' '));

/** A product's fields other than its id (a write may change any of them). */
const fields = fc.record({
  name: fc.array(pick(WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  description: text,
  sub: pick(SUBS),
  main: pick(MAINS),
  color: pick(COLOURS),
  brand: pick(BRANDS),
  material: pick(MATERIALS),
  modelName: fc.oneof(fc.constant(''), text),
  pricePaise: fc.integer({ min: 1, max: 40 }).map((n) => n * 5_000),
  sizes: fc.subarray(SIZES),
  perSize: fc.boolean(),
  stock: fc.integer({ min: 0, max: 3 }),
  available: fc.boolean(),
  createdAt: fc.integer({ min: 0, max: 4 }),
  colourGroup: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
});
type Fields = typeof fields extends fc.Arbitrary<infer F> ? F : never;

function entryOf(id: number, f: Fields): IndexEntry {
  const sizeStock = f.perSize
    ? Object.fromEntries(f.sizes.map((s, i) => [s, (f.stock + i) % 3]))
    : null;
  const stock = sizeStock ? Object.values(sizeStock).reduce((a, b) => a + b, 0) : f.stock;
  return {
    product: {
      id,
      name: f.name,
      pricePaise: f.pricePaise,
      main: f.main[0],
      sub: f.sub,
      color: f.color.trim(),
      sizes: f.sizes,
      sizeStock,
      stock,
      available: f.available,
      inStock: f.available && stock > 0,
      createdAt: f.createdAt,
      imageKey: null,
      colourGroup: f.colourGroup,
    },
    text: {
      name: f.name,
      sub: f.sub,
      main: f.main[1],
      brand: f.brand,
      color: f.color,
      material: f.material,
      modelName: f.modelName,
      description: f.description,
    },
  };
}

const RULES: SynonymRule[][] = [
  [],
  [{ term: 'goggles', alsoSearch: ['shirt'] }],
  [
    { term: 'cooling glass', alsoSearch: ['t-shirt', 'kurta set'] },
    { term: 'coords', alsoSearch: ['jeans'] },
  ],
];

/** One write: a product made (at a new id, or one below the last), changed, or deleted. */
const write = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), below: fc.boolean(), fields }),
  fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), fields }),
  fc.record({
    kind: fc.constant('touch' as const),
    at: fc.nat(),
    stock: fc.integer({ min: 0, max: 3 }),
    pricePaise: fc.integer({ min: 1, max: 40 }).map((n) => n * 5_000),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('rules' as const), rules: fc.nat({ max: RULES.length - 1 }) }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

/** What a listing shows: its products and every count and suggestion around them. */
const answers = (index: CatalogueIndex) =>
  QUERIES.map((q) => {
    const { index: _index, page, ...rest } = listFromIndex(index, q);
    return { ids: page.map((p) => p.id), ...rest };
  });

/** The index itself, in a form where the same content compares equal. */
function content(index: CatalogueIndex) {
  const words = [...index.postings.keys()].sort();
  return {
    products: index.products,
    kindHeads: index.kindHeads,
    kindKeys: index.kindKeys,
    postings: words.map((w) => [w, index.postings.get(w)]),
    byLength: [...index.byLength].map(([n, list]) => [n, [...list].sort()]).sort(),
    colourWords: [...index.colourWords].sort(),
    spellings: words.map((w) => index.spelling(w)),
    synonyms: [...index.synonyms],
    words: [...index.wordsById].sort(([a], [b]) => a - b),
  };
}

/** Applies `w` to the catalogue; answers the ids it changed. */
function apply(catalogue: Map<number, IndexEntry>, w: Write, state: { next: number }) {
  const ids = [...catalogue.keys()].sort((a, b) => a - b);
  const target = 'at' in w && ids.length ? ids[w.at % ids.length]! : null;
  switch (w.kind) {
    case 'create': {
      const free = ids.length && w.below ? ids.findIndex((id, i) => id !== i + 1) : -1;
      const id = free >= 0 ? free + 1 : state.next++;
      catalogue.set(id, entryOf(id, w.fields));
      return [id];
    }
    case 'edit':
      if (target === null) return [];
      catalogue.set(target, entryOf(target, w.fields));
      return [target];
    case 'touch': {
      if (target === null) return [];
      const { product, text } = catalogue.get(target)!;
      const stock = product.sizeStock ? product.stock : w.stock;
      const inStock = product.available && stock > 0;
      catalogue.set(target, {
        text,
        product: { ...product, stock, inStock, pricePaise: w.pricePaise },
      });
      return [target];
    }
    case 'delete':
      if (target !== null) catalogue.delete(target);
      return target === null ? [] : [target];
    case 'rules':
      return [];
  }
}

const run = fc.record({
  start: fc.array(fields, { maxLength: 25 }),
  // Writes between two searches: their ids add up, as the versions' notes do.
  batches: fc.array(fc.array(write, { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 8,
  }),
});

describe('the patched search index', () => {
  it(
    'answers every query as an index built afresh from the same catalogue',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(run, ({ start, batches }) => {
          const catalogue = new Map(start.map((f, i) => [i + 1, entryOf(i + 1, f)]));
          const state = { next: start.length + 1 };
          let rules = RULES[0]!;
          const all = () => [...catalogue.values()];
          let index = buildIndex(all(), rules);
          for (const batch of batches) {
            const changed = new Set<number>();
            for (const w of batch) {
              for (const id of apply(catalogue, w, state)) changed.add(id);
              if (w.kind === 'rules') rules = RULES[w.rules]!;
            }
            const entries = [...changed].flatMap((id) => catalogue.get(id) ?? []);
            index = patchIndex(index, changed, entries, rules);
            const fresh = buildIndex(all(), rules);
            expect(content(index)).toEqual(content(fresh));
            expect(answers(index)).toEqual(answers(fresh));
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it('leaves the index it patched as it was, for requests still listing from it', () => {
    const catalogue = [1, 2, 3].map((id) =>
      entryOf(id, fc.sample(fields, { numRuns: 1, seed: id })[0]!),
    );
    const before = buildIndex(catalogue, []);
    const kept = content(before);
    const edited = entryOf(2, { ...fc.sample(fields, { numRuns: 1, seed: 9 })[0]!, name: 'Polo' });
    patchIndex(before, new Set([1, 2, 4]), [edited, entryOf(4, fc.sample(fields, 1)[0]!)], []);
    expect(content(before)).toEqual(kept);
  });
});
