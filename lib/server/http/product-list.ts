import 'server-only';
import { apiPageSize } from '@/lib/shared/api-paging';
import { findMainCategory } from '@/lib/shared/categories';
import { productListQuery, queryText as text } from '@/lib/shared/search/product-list-query';
import { NotFoundError } from '@/lib/server/infra/errors';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { apiPage, invalidPage, pageLinks } from '@/lib/server/http/paging';
import { listProducts, type ProductQuery } from '@/lib/server/products';
import { versionMemo } from '@/lib/server/infra/version-memo';
import { listCatalogue } from '@/lib/server/search';
import { productWire } from '@/lib/server/http/serialize';

/** ?category= (a main category's value or label, else a sub category), ?main_category=, ?sub_category=, ?search= */
export function listFilter(params: URLSearchParams): ProductQuery & { search?: string } {
  const query: ProductQuery & { search?: string } = {};
  const category = text(params, 'category');
  if (category) {
    const main = findMainCategory(category);
    if (main) query.main = main.value;
    else query.sub = category;
  }
  const main = text(params, 'main_category');
  if (main) query.main = findMainCategory(main)?.value ?? main;
  const sub = text(params, 'sub_category');
  if (sub) query.sub = sub;
  const search = text(params, 'search', 200);
  if (search) query.search = search;
  return query;
}

/** The list's query (productListQuery); an invalid `page` throws the list's 404, before any lookup. */
export function listQuery(params: URLSearchParams): URLSearchParams {
  const query = productListQuery(params);
  if (!query) throw invalidPage();
  return query;
}

/** The products of a list filter: newest first, or, with ?search=, as the search ranks them. */
function readList(filter: ProductQuery & { search?: string }, limit?: number, offset?: number) {
  const { search, ...rest } = filter;
  if (search === undefined) return listProducts({ ...rest, limit, offset });
  return listCatalogue({
    base: { main: rest.main, sub: rest.sub, search },
    limit,
    offset,
    pageOnly: true,
  });
}

/**
 * GET /api/products/ for a query made by listQuery: a bare array newest first (what existing
 * clients expect; ?search= answers in the search's order), or, when ?page= is given,
 * {count, next, previous, results} with absolute page links.
 */
async function listBody(base: string, pathname: string, query: URLSearchParams): Promise<unknown> {
  const filter = listFilter(query);
  if (!query.has('page')) {
    const { items } = await readList(filter);
    return items.map((p) => productWire(p, base));
  }
  const page = apiPage(query.get('page'));
  const size = apiPageSize(query.get('page_size'));
  const { items, total } = await readList(filter, size, (page - 1) * size);
  if (page > 1 && items.length === 0) throw new NotFoundError('Invalid page.');
  return {
    count: total,
    ...pageLinks({ base, pathname, query }, page, size, total),
    results: items.map((p) => productWire(p, base)),
  };
}

const MEMO_TTL_MS = 60_000;
/** The memo's bound: the full list of 10,000 products alone is several MB of JSON. */
export const MEMO_MAX_BYTES = 32 * 1024 * 1024;

/** V8 keeps a string in one or two bytes a character: count two, so the bound always holds. */
export const listMemoWeight = (text: string, key: string) => (key.length + text.length) * 2;

/** The memo key: the base URL (links are absolute), the path and the query as the list reads it. */
export function listMemoKey(base: string, pathname: string, query: URLSearchParams): string {
  return `${base}${pathname}?${query.toString()}`;
}

const memo = versionMemo<string>({
  maxWeight: MEMO_MAX_BYTES,
  weigh: listMemoWeight,
  ttlMs: MEMO_TTL_MS,
});

/**
 * The serialized list, memoized per query and base URL until the next catalogue write on any
 * server: the full list of 10,000 products is several MB of JSON, and serializing it per request
 * would cost far more than sending it.
 */
export async function productListText(request: Request): Promise<string> {
  const url = new URL(request.url);
  const base = requestBaseUrl(request);
  const query = listQuery(url.searchParams);
  return memo(listMemoKey(base, url.pathname, query), async () =>
    JSON.stringify(await listBody(base, url.pathname, query)),
  );
}
