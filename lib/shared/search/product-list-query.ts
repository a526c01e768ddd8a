// The query GET /api/products/ reads, read as the list reads it. Pure, so the list's memo
// (lib/server/http/product-list.ts) and the server's edge (lib/server/edge/cacheable.ts) key
// their kept answers by one reading.
import { apiPageSize } from '@/lib/shared/api-paging';
import { pageNumber } from '@/lib/shared/search-params';
import { plainQueryText } from '@/lib/shared/validation/plain-text';

/**
 * A query parameter as plain text (control characters, which the database refuses, are spaces),
 * trimmed after cutting too, so that reading a value already read gives the same value.
 */
export const queryText = (params: URLSearchParams, name: string, max = 100) =>
  plainQueryText(params.get(name) ?? '')
    .trim()
    .slice(0, max)
    .trim() || undefined;

const TEXT_PARAMS = [
  ['category', 100],
  ['main_category', 100],
  ['sub_category', 100],
  ['search', 200],
] as const;

/**
 * The parameters the list reads, read as the list reads them, in a fixed order; everything else
 * (unknown parameters, repeats, their order) never changes the answer, so it is left out of the
 * memo key and of the page links. Null when `page` is not a page number: the list's 404.
 */
export function productListQuery(params: URLSearchParams): URLSearchParams | null {
  const query = new URLSearchParams();
  for (const [name, max] of TEXT_PARAMS) {
    const value = queryText(params, name, max);
    if (value) query.set(name, value);
  }
  if (params.has('page')) {
    const page = pageNumber(params.get('page'));
    if (page === null) return null;
    query.set('page', String(page));
    if (params.has('page_size'))
      query.set('page_size', String(apiPageSize(params.get('page_size'))));
  }
  // Through its text form and back, so that the key (that text) alone decides the answer.
  return new URLSearchParams(query.toString());
}
