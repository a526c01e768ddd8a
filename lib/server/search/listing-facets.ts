import 'server-only';
import { ALL_SIZES } from '@/lib/shared/sizes';
import { designKey } from '@/lib/shared/search/designs';
import type { Facet, Facets } from '@/lib/shared/search/listing-params';
import type { CatalogueIndex, IndexedProduct } from './catalogue-index';

// A listing's filter options counted over what it found: the kinds (each design once when the
// listing shows designs), the colours and the sizes in stock.

/** The product offers `size` and has it in stock (per size when tracked, else in total). */
export function hasSizeInStock(p: IndexedProduct, size: string): boolean {
  if (!p.available || !p.sizes.includes(size)) return false;
  return p.sizeStock ? (p.sizeStock[size] ?? 0) > 0 : p.stock > 0;
}

/** How many of each value, values differing only in case counted as one (the first spelling). */
export function counted(values: string[]): Facet[] {
  const exact = new Map<string, number>();
  for (const value of values) if (value) exact.set(value, (exact.get(value) ?? 0) + 1);
  const folded = new Map<string, Facet>();
  for (const [value, count] of exact) {
    const facet = folded.get(value.toLowerCase());
    if (facet) facet.count += count;
    else folded.set(value.toLowerCase(), { value, count });
  }
  return [...folded.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/**
 * Kinds counted by kindKey (one option for "Watch" and "Watches", named by the spelling most
 * products use), each design once when listing designs.
 */
function countedKinds(index: CatalogueIndex, docs: number[], designs: boolean): Facet[] {
  const byKey = new Map<string, { spellings: Map<string, number>; seen: Set<number> }>();
  for (const doc of docs) {
    const p = index.products[doc]!;
    const key = index.kindKeys[doc]!;
    let kind = byKey.get(key);
    if (!kind) byKey.set(key, (kind = { spellings: new Map(), seen: new Set() }));
    const design = designs ? designKey(p) : doc;
    if (kind.seen.has(design)) continue;
    kind.seen.add(design);
    kind.spellings.set(p.sub, (kind.spellings.get(p.sub) ?? 0) + 1);
  }
  return [...byKey.values()]
    .map(({ spellings }) => {
      const named = counted([...spellings].flatMap(([sub, n]) => Array<string>(n).fill(sub)));
      return { value: named[0]!.value, count: named.reduce((sum, f) => sum + f.count, 0) };
    })
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The filters' options for these products: kinds, colours and the sizes in stock. */
export function facetsOf(index: CatalogueIndex, docs: number[], designs: boolean): Facets {
  const products = docs.map((doc) => index.products[doc]!);
  const sizes = new Set<string>();
  for (const p of products) {
    if (sizes.size === ALL_SIZES.length) break;
    for (const size of p.sizes) if (!sizes.has(size) && hasSizeInStock(p, size)) sizes.add(size);
  }
  return {
    kinds: countedKinds(index, docs, designs),
    colours: counted(products.map((p) => p.color)),
    sizes: ALL_SIZES.filter((s) => sizes.has(s)),
  };
}

export const noFacets = (): Facets => ({ kinds: [], colours: [], sizes: [] });
