import 'server-only';
import { ALL_SIZES } from '@/lib/shared/sizes';
import { readQueryFilters, type PriceRange } from '@/lib/shared/search/query-filters';
import type {
  Facet,
  Facets,
  ListingFilters,
  ListingSort,
} from '@/lib/shared/search/listing-params';
import type { CatalogueIndex, IndexedProduct } from './catalogue-index';
import { didYouMean, type DidYouMean } from './did-you-mean';
import { rankProducts } from './engine';
import { catalogueIndex } from './index-source';
import { planQuery, queryTokens } from './query-plan';

// One way to list the catalogue: a base (a main or sub category, search text, or nothing: every
// product), the shopper's filters and a sort, answered from the search index. The category, all
// products and search pages, the API's ?search= and the suggestions all come through here; a new
// listing (a sale page) passes its own base.

export interface ListingBase {
  main?: string;
  sub?: string;
  /** What the shopper typed; its price and size words become filters. */
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
}

export interface IndexListing {
  index: CatalogueIndex;
  /** This page of products, in order. */
  page: IndexedProduct[];
  total: number;
  /** Empty when the query was pageOnly. */
  facets: Facets;
  /** Filters the search text carried ("under 1000", "size 9"). */
  searched: { price?: PriceRange; size?: string };
  /** Kinds (sub categories) the search named, with how many products of each it found. */
  kindsNamed: Facet[];
  /** False when no product met every word and the best partial matches are shown. */
  complete: boolean;
  /** Nearest words and categories, when a search found nothing (and the query was not pageOnly). */
  suggestions: DidYouMean | null;
}

/** Longer text is cut: nobody types more, and every word costs a look-up. */
export const MAX_SEARCH = 200;

const same = (a: string, b: string) => a.length === b.length && a.toLowerCase() === b.toLowerCase();

function inPrice(p: IndexedProduct, price?: PriceRange): boolean {
  return (price?.min ?? 0) <= p.pricePaise && p.pricePaise <= (price?.max ?? Infinity);
}

/** The product offers `size` and has it in stock (per size when tracked, else in total). */
export function hasSizeInStock(p: IndexedProduct, size: string): boolean {
  if (!p.available || !p.sizes.includes(size)) return false;
  return p.sizeStock ? (p.sizeStock[size] ?? 0) > 0 : p.stock > 0;
}

/** How many of each value, values differing only in case counted as one (the first spelling). */
function counted(values: string[]): Facet[] {
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

function facetsOf(products: IndexedProduct[]): Facets {
  const sizes = new Set<string>();
  for (const p of products) {
    if (sizes.size === ALL_SIZES.length) break;
    for (const size of p.sizes) if (!sizes.has(size) && hasSizeInStock(p, size)) sizes.add(size);
  }
  return {
    kinds: counted(products.map((p) => p.sub)),
    colours: counted(products.map((p) => p.color)),
    sizes: ALL_SIZES.filter((s) => sizes.has(s)),
  };
}

function admits(p: IndexedProduct, f: ListingFilters): boolean {
  return (
    (!f.size || hasSizeInStock(p, f.size)) &&
    inPrice(p, f.price) &&
    (!f.colour || same(p.color, f.colour)) &&
    (!f.kind || same(p.sub, f.kind)) &&
    (!f.inStock || p.inStock)
  );
}

const noFacets = (): Facets => ({ kinds: [], colours: [], sizes: [] });

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
  const searched = {
    ...(read.price && { price: read.price }),
    ...(read.size && { size: read.size }),
  };
  const inBase: number[] = [];
  index.products.forEach((p, doc) => {
    if (base.main && p.main !== base.main) return;
    if (base.sub && !same(p.sub, base.sub)) return;
    if (!admits(p, searched)) return;
    inBase.push(doc);
  });
  const tokens = queryTokens(read.text);
  const slots = planQuery(index, tokens, q.typing ?? false);
  // Typed text with no word to search for and no price or size ("!!!") finds nothing.
  const nothingAsked = search !== undefined && slots.length === 0 && !read.price && !read.size;
  const ranked = nothingAsked
    ? { docs: [], byKind: new Set<number>(), complete: false }
    : rankProducts(index, slots, inBase);
  const matched = ranked.docs.map((doc) => index.products[doc]!);
  const shown = matched.filter((p) => admits(p, q.filters ?? {}));
  const sort = q.sort ?? (slots.length ? 'relevance' : 'newest');
  if (sort !== 'relevance' || slots.length === 0)
    shown.sort(SORTS[sort === 'relevance' ? 'newest' : sort]);
  const offset = q.offset ?? 0;
  const page = shown.slice(offset, q.limit === undefined ? undefined : offset + q.limit);
  const typed = tokens.map((t) => t.raw);
  const shows = !q.pageOnly;
  return {
    index,
    page,
    total: shown.length,
    facets: shows ? facetsOf(matched) : noFacets(),
    searched,
    kindsNamed: counted([...ranked.byKind].map((doc) => index.products[doc]!.sub)),
    complete: ranked.complete,
    suggestions:
      shows && search !== undefined && matched.length === 0 ? didYouMean(index, typed) : null,
  };
}
