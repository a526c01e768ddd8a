// The admin product list's filters as they live in the URL (?q=&main=&sub=&availability=&page=).
import {
  ALL_SUB_CATEGORIES,
  canonicalSubCategory,
  findMainCategory,
} from '@/lib/shared/categories';
import { firstParam, hrefWith, pageParam, type SearchParams } from '@/lib/shared/search-params';

export const AVAILABILITY_FILTERS = [
  { value: 'available', label: 'Available' },
  { value: 'unavailable', label: 'Unavailable' },
  { value: 'out-of-stock', label: 'Out of stock' },
  { value: 'low-stock', label: 'Low stock (5 or fewer)' },
] as const;

export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number]['value'];

/** At or below this many pieces a product counts as low on stock. */
export const LOW_STOCK_MAX = 5;
export const ADMIN_PAGE_SIZE = 50;
/** Beyond this page the list is empty anyway (half a million products); keeps offsets small. */
const MAX_ADMIN_PAGE = 10_000;

export interface AdminProductFilters {
  q: string;
  main: string;
  sub: string;
  availability: AvailabilityFilter | '';
  page: number;
}

const first = (params: SearchParams, key: string) => firstParam(params, key) ?? '';

/** Reads the filters from search params; anything unknown is dropped rather than trusted. */
export function parseAdminFilters(params: SearchParams): AdminProductFilters {
  const main = findMainCategory(first(params, 'main'))?.value ?? '';
  const rawSub = first(params, 'sub');
  const sub = main
    ? (canonicalSubCategory(main, rawSub) ?? '')
    : (ALL_SUB_CATEGORIES.find((s) => s.toLowerCase() === rawSub.toLowerCase()) ?? '');
  const rawAvailability = first(params, 'availability');
  const availability = AVAILABILITY_FILTERS.some((a) => a.value === rawAvailability)
    ? (rawAvailability as AvailabilityFilter)
    : '';
  return {
    q: first(params, 'q').slice(0, 100),
    main,
    sub,
    availability,
    page: Math.min(pageParam(params), MAX_ADMIN_PAGE),
  };
}

/** The query string for a set of filters (empty values left out). */
export function filtersToSearch(filters: Partial<AdminProductFilters>): string {
  return hrefWith('', [
    ...(['q', 'main', 'sub', 'availability'] as const).map((key): [string, string | undefined] => [
      key,
      filters[key] || undefined,
    ]),
    ['page', filters.page && filters.page > 1 ? filters.page : undefined],
  ]);
}
