// The admin product list's filters as they live in the URL (?q=&main=&sub=&availability=&page=).
import {
  ALL_SUB_CATEGORIES,
  canonicalSubCategory,
  findMainCategory,
} from '@/lib/shared/categories';

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

export interface AdminProductFilters {
  q: string;
  main: string;
  sub: string;
  availability: AvailabilityFilter | '';
  page: number;
}

type Params = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

/** Reads the filters from search params; anything unknown is dropped rather than trusted. */
export function parseAdminFilters(params: Params): AdminProductFilters {
  const main = findMainCategory(first(params.main))?.value ?? '';
  const rawSub = first(params.sub);
  const sub = main
    ? (canonicalSubCategory(main, rawSub) ?? '')
    : (ALL_SUB_CATEGORIES.find((s) => s.toLowerCase() === rawSub.toLowerCase()) ?? '');
  const rawAvailability = first(params.availability);
  const availability = AVAILABILITY_FILTERS.some((a) => a.value === rawAvailability)
    ? (rawAvailability as AvailabilityFilter)
    : '';
  const page = Number(first(params.page));
  return {
    q: first(params.q).slice(0, 100),
    main,
    sub,
    availability,
    page: Number.isSafeInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string for a set of filters (empty values left out). */
export function filtersToSearch(filters: Partial<AdminProductFilters>): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'main', 'sub', 'availability'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}
