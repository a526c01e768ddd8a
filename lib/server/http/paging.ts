import 'server-only';
// Paging of the /api lists (products, orders): `page` from 1 by the shared page-number rule, an
// invalid one a 404 (as Django REST framework answers it); `page_size` 20 by default, at most 100;
// `next` and `previous` as absolute links that keep the list's other parameters.
import { pageNumber } from '@/lib/shared/search-params';
import { NotFoundError } from '@/lib/server/infra/errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** ?page= as a number; a NotFoundError for anything that is not a page number. */
export function apiPage(value: string | null): number {
  const page = pageNumber(value);
  if (page === null) throw new NotFoundError('Invalid page.');
  return page;
}

/** ?page_size= as a number: the default for anything that is not a positive whole number. */
export function apiPageSize(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

/**
 * Absolute `next` and `previous` links (null at the ends) for page `page` of `total` items,
 * `size` a page: the list's own `query` with `page` set.
 */
export function pageLinks(
  list: { base: string; pathname: string; query: URLSearchParams },
  page: number,
  size: number,
  total: number,
) {
  const link = (n: number) => {
    const url = new URL(`${list.base}${list.pathname}`);
    url.search = list.query.toString();
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  return {
    next: page * size < total ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}
