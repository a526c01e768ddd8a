import 'server-only';
import { readQueryFilters, type PriceRange } from '@/lib/shared/search/query-filters';
import { onePerDesign } from '@/lib/shared/search/designs';
import { kindKey } from '@/lib/shared/search/words';
import type {
  Facet,
  Facets,
  ListingFilters,
  ListingSort,
} from '@/lib/shared/search/listing-params';
import type { CatalogueIndex, IndexedProduct } from './catalogue-index';
import { FIELD } from './index-fields';
import { counted, facetsOf, hasSizeInStock, noFacets } from './listing-facets';
import { didYouMean, type DidYouMean } from './did-you-mean';
import { rankProducts } from './engine';
import { catalogueIndex } from './index-source';
import { planQuery, queryTokens } from './query-plan';

// One way to list the catalogue: a base (a main or sub category, a kind, search text, or
// nothing: every product), the shopper's filters and a sort, answered from the search index. The
// category, all products and search pages, the API's ?search= and the suggestions all come
// through here; a new listing (a sale page) passes its own base.

export interface ListingBase {
  main?: string;
  /** A sub category as spelled (the API's and the menu's), compared without case. */
  sub?: string;
  /** A kind in every main category, compared by kindKey ("Watches" lists Watch and Watches). */
  kind?: string;
  /** What the shopper typed; its price, size and colour words become filters. */
  search?: string;
}

export interface ListingQuery {
  base: ListingBase;
  filters?: ListingFilters;
  /** Default: relevance when searching, else newest. */
  sort?: ListingSort;
  offset?: number;
  /** Default: all. */
  limit?: number;
  /** The last word is still being typed: it also matches the words it begins. */
  typing?: boolean;
  /**
   * The caller shows the page and its total only (the API, suggestions, the search log): the
   * facets are left empty and "did you mean" null, not worked out over every match.
   */
  pageOnly?: boolean;
  /**
   * One entry per design: of colour siblings, only the first in the listing's order that is in
   * stock (else the first) is listed, where the design's first colour stands; counts, pages and
   * the kinds' counts are designs. The storefront's grids ask for it; the API lists products.
   */
  designs?: boolean;
}

export interface IndexListing {
  index: CatalogueIndex;
  /** This page of products, in order. */
  page: IndexedProduct[];
  total: number;
  /** Empty when the query was pageOnly. */
  facets: Facets;
  /** Filters the search text carried ("under 1000", "size 9", "navy blue"). */
  searched: Searched;
  /** How many of the listing, from the first, are exact matches; the rest are loosely related. */
  exactTotal: number;
  /** Kinds (sub categories) the search named, with how many products of each it found. */
  kindsNamed: Facet[];
  /** False when no product met every word and the best partial matches are shown. */
  complete: boolean;
  /** Nearest words and categories, when a search found nothing (and the query was not pageOnly). */
  suggestions: DidYouMean | null;
}

/** What the search text asked for besides words: a price, a size, colour words (as typed). */
export interface Searched {
  price?: PriceRange;
  size?: string;
  colour?: string;
}

/** Longer text is cut: nobody types more, and every word costs a look-up. */
export const MAX_SEARCH = 200;

const same = (a: string, b: string) => a.length === b.length && a.toLowerCase() === b.toLowerCase();

function inPrice(p: IndexedProduct, price?: PriceRange): boolean {
  return (price?.min ?? 0) <= p.pricePaise && p.pricePaise <= (price?.max ?? Infinity);
}

/** Kind keys of what people type ("watches", "T-Shirt"), remembered: they are few. */
const typedKinds = new Map<string, string>();
function typedKindKey(text: string): string {
  let key = typedKinds.get(text);
  if (key === undefined) {
    if (typedKinds.size > 1000) typedKinds.clear();
    typedKinds.set(text, (key = kindKey(text)));
  }
  return key;
}

function admits(index: CatalogueIndex, doc: number, f: ListingFilters): boolean {
  const p = index.products[doc]!;
  return (
    (!f.size || hasSizeInStock(p, f.size)) &&
    inPrice(p, f.price) &&
    (!f.colour || same(p.color, f.colour)) &&
    (!f.kind || index.kindKeys[doc] === typedKindKey(f.kind)) &&
    (!f.inStock || p.inStock)
  );
}

/**
 * The colour words of a query taken out as a filter: each must be in the product's colour or
 * name ("blue" keeps Navy Blue and Sky Blue, "navy blue" Navy Blue only). Only words of the
 * catalogue's own colours count (CatalogueIndex.colourWords), so a shop's vocabulary is its own.
 */
function colourFilter(index: CatalogueIndex, tokens: ReturnType<typeof queryTokens>) {
  const colour = tokens.filter((t) => index.colourWords.has(t.canonical));
  if (colour.length === 0) return { rest: tokens };
  const docs = colour.map(({ canonical }) => {
    const posting = index.postings.get(canonical)!;
    const found = new Set<number>();
    posting.docs.forEach((doc, i) => {
      if (posting.fields[i]! & (FIELD.color | FIELD.name)) found.add(doc);
    });
    return found;
  });
  return {
    rest: tokens.filter((t) => !index.colourWords.has(t.canonical)),
    words: colour.map((t) => t.raw).join(' '),
    admits: (doc: number) => docs.every((found) => found.has(doc)),
  };
}

const SORTS: Record<
  Exclude<ListingSort, 'relevance'>,
  (a: IndexedProduct, b: IndexedProduct) => number
> = {
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  'price-asc': (a, b) => a.pricePaise - b.pricePaise || b.createdAt - a.createdAt || b.id - a.id,
  'price-desc': (a, b) => b.pricePaise - a.pricePaise || b.createdAt - a.createdAt || b.id - a.id,
};

/** The listing of the current catalogue from its index (no product read). */
export async function listIndex(q: ListingQuery): Promise<IndexListing> {
  return listFromIndex(await catalogueIndex(), q);
}

/** The listing from an index alone: pages, the API and suggestions build on it. */
export function listFromIndex(index: CatalogueIndex, q: ListingQuery): IndexListing {
  const { base } = q;
  const search = base.search?.slice(0, MAX_SEARCH);
  const read = search !== undefined ? readQueryFilters(search) : { text: '' };
  const tokens = queryTokens(read.text);
  const colours = colourFilter(index, tokens);
  const searched: Searched = {
    ...(read.price && { price: read.price }),
    ...(read.size && { size: read.size }),
    ...(colours.words && { colour: colours.words }),
  };
  const baseKind = base.kind === undefined ? undefined : typedKindKey(base.kind);
  const inBase: number[] = [];
  index.products.forEach((p, doc) => {
    if (base.main && p.main !== base.main) return;
    if (base.sub && !same(p.sub, base.sub)) return;
    if (baseKind !== undefined && index.kindKeys[doc] !== baseKind) return;
    if (!admits(index, doc, { price: read.price, size: read.size })) return;
    if (colours.admits && !colours.admits(doc)) return;
    inBase.push(doc);
  });
  const slots = planQuery(index, colours.rest, q.typing ?? false);
  // Typed text with nothing to search for or filter by ("!!!") finds nothing.
  const nothingAsked =
    search !== undefined && slots.length === 0 && !read.price && !read.size && !colours.words;
  const ranked = nothingAsked
    ? { docs: [], byKind: new Set<number>(), complete: false, exact: 0 }
    : rankProducts(index, slots, inBase);
  const filters = q.filters ?? {};
  const isExact = new Uint8Array(index.products.length);
  for (let i = 0; i < ranked.exact; i++) isExact[ranked.docs[i]!] = 1;
  const shown = ranked.docs.filter((doc) => admits(index, doc, filters));
  const sort = q.sort ?? (slots.length ? 'relevance' : 'newest');
  if (sort !== 'relevance' || slots.length === 0) {
    // Another order within each part: exact matches stay before the loosely related.
    const by = SORTS[sort === 'relevance' ? 'newest' : sort];
    const { products } = index;
    shown.sort((a, b) => isExact[b]! - isExact[a]! || by(products[a]!, products[b]!));
  }
  let exactTotal = 0;
  for (const doc of shown) exactTotal += isExact[doc]!;
  let listed = shown.map((doc) => index.products[doc]!);
  if (q.designs) {
    const one = onePerDesign(listed, (i) => isExact[shown[i]!]!);
    listed = one.items;
    exactTotal = one.parts.filter((exact) => exact === 1).length;
  }
  const offset = q.offset ?? 0;
  const page = listed.slice(offset, q.limit === undefined ? undefined : offset + q.limit);
  const shows = !q.pageOnly;
  return {
    index,
    page,
    total: listed.length,
    exactTotal,
    facets: shows ? facetsOf(index, ranked.docs, q.designs ?? false) : noFacets(),
    searched,
    kindsNamed: counted([...ranked.byKind].map((doc) => index.products[doc]!.sub)),
    complete: ranked.complete,
    suggestions:
      shows && search !== undefined && ranked.docs.length === 0
        ? didYouMean(
            index,
            tokens.map((t) => t.raw),
          )
        : null,
  };
}
