// A listing's filters and sort in the URL (pure): the category, all-products and search pages
// read and write them the same way, so a filtered view is a link that can be shared.
import { ALL_SIZES } from '@/lib/shared/sizes';
import { firstParam, pageParam, type SearchParams } from '@/lib/shared/search-params';
import type { PriceRange } from './query-filters';

export type ListingSort = 'relevance' | 'newest' | 'price-asc' | 'price-desc';
export const LISTING_SORTS: readonly ListingSort[] = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
];

/** Products on one page of a listing (all products, a category, a search). */
export const LISTING_PAGE_SIZE = 48;

/** A list's sorts when it is not a search (a search adds relevance first). */
export const BROWSE_SORTS: readonly ListingSort[] = ['newest', 'price-asc', 'price-desc'];

/** The products of page `page` (1 on): what a listing asks the catalogue for. */
export function listingWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * LISTING_PAGE_SIZE, limit: LISTING_PAGE_SIZE };
}

export interface ListingFilters {
  /** Only products with this size in stock. */
  size?: string;
  price?: PriceRange;
  /** A colour as the catalogue spells it, compared without case. */
  colour?: string;
  /** A sub category, compared without case. */
  kind?: string;
  inStock?: boolean;
}

export interface Facet {
  value: string;
  count: number;
}

/** What a listing's filters can offer, counted over its products before the shopper's filters. */
export interface Facets {
  kinds: Facet[];
  colours: Facet[];
  /** Sizes some listed product has in stock, in size order. */
  sizes: string[];
}

export interface ListingState {
  filters: ListingFilters;
  /** Absent: the page's own default (relevance for searches, newest otherwise). */
  sort?: ListingSort;
  page: number;
}

/** The query parameters a listing reads (the page cache keys on them too). */
export const LISTING_PARAMS = ['size', 'price', 'colour', 'kind', 'stock', 'sort', 'page'] as const;

/** Price bands offered as filters, in rupees ("500-1000"; open ends left empty). */
export const PRICE_BANDS = ['-500', '500-1000', '1000-2000', '2000-5000', '5000-'] as const;

const MAX_TEXT = 60;

/** "500-1000" (rupees) → paise range; undefined for anything else. */
export function readPriceParam(text: string | undefined): PriceRange | undefined {
  const match = /^(\d{0,8})-(\d{0,8})$/.exec(text ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  const min = match[1] ? Number(match[1]) * 100 : undefined;
  const max = match[2] ? Number(match[2]) * 100 : undefined;
  if (min !== undefined && max !== undefined && min > max) return undefined;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** The URL form of a paise range ("500-1000"), rupees rounded down. */
export function priceParam(range: PriceRange | undefined): string | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined;
  const rupees = (paise?: number) => (paise === undefined ? '' : String(Math.floor(paise / 100)));
  return `${rupees(range.min)}-${rupees(range.max)}`;
}

/** Filters and sort from the URL; values it does not know are ignored, never an error page. */
export function readListingParams(params: SearchParams): ListingState {
  const sizeParam = firstParam(params, 'size')?.toUpperCase();
  const size = sizeParam && ALL_SIZES.includes(sizeParam) ? sizeParam : undefined;
  const text = (name: string) => firstParam(params, name)?.replace(/\s+/g, ' ').slice(0, MAX_TEXT);
  const sortParam = firstParam(params, 'sort') as ListingSort | undefined;
  const filters: ListingFilters = {
    ...(size && { size }),
    ...(readPriceParam(firstParam(params, 'price')) && {
      price: readPriceParam(firstParam(params, 'price')),
    }),
    ...(text('colour') && { colour: text('colour') }),
    ...(text('kind') && { kind: text('kind') }),
    ...(['1', 'true', 'on'].includes(firstParam(params, 'stock') ?? '') && { inStock: true }),
  };
  return {
    filters,
    ...(sortParam && LISTING_SORTS.includes(sortParam) && { sort: sortParam }),
    page: pageParam(params),
  };
}

/** The URL pairs of a listing's state, in a fixed order, for hrefWith. */
export function listingPairs(
  state: Pick<ListingState, 'filters' | 'sort'>,
  page = 1,
): [string, string | undefined][] {
  const f = state.filters;
  return [
    ['kind', f.kind],
    ['size', f.size],
    ['price', priceParam(f.price)],
    ['colour', f.colour],
    ['stock', f.inStock ? '1' : undefined],
    ['sort', state.sort],
    ['page', page > 1 ? String(page) : undefined],
  ];
}

/** Whether any filter is on (such a view is the same products again: not indexed). */
export function isFiltered(filters: ListingFilters): boolean {
  return Object.values(filters).some((v) => v !== undefined);
}
