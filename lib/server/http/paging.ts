import 'server-only';
// Paging of the /api lists (products, orders): `page` from 1 by the shared page-number rule, an
// invalid one a 404 (as Django REST framework answers it); `page_size` by lib/shared/api-paging.ts;
// `next` and `previous` as absolute links that keep the list's other parameters.
import { pageNumber } from '@/lib/shared/search-params';
import { NotFoundError } from '@/lib/server/infra/errors';

/** The 404 of a page that is not a page number. */
export const invalidPage = () => new NotFoundError('Invalid page.');

/** ?page= as a number; a NotFoundError for anything that is not a page number. */
export function apiPage(value: string | null): number {
  const page = pageNumber(value);
  if (page === null) throw invalidPage();
  return page;
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
