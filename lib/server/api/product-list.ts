import 'server-only';
import { findMainCategory } from '@/lib/categories';
import { plainQueryText } from '@/lib/validation/plain-text';
import { NotFoundError } from '../errors';
import { catalogueVersion, listProducts, type ProductQuery } from '../products';
import { requestBaseUrl } from './base-url';
import { productWire } from './serialize';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A query parameter as plain text (control characters, which the database refuses, are spaces). */
const text = (params: URLSearchParams, name: string, max = 100) =>
  plainQueryText(params.get(name) ?? '')
    .trim()
    .slice(0, max) || undefined;

/** ?category= (a main category's value or label, else a sub category), ?main_category=, ?sub_category=, ?search= */
export function listFilter(params: URLSearchParams): ProductQuery {
  const query: ProductQuery = {};
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

function pageNumber(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim()) || Number(value) < 1)
    throw new NotFoundError('Invalid page.');
  return Number(value);
}

function pageSize(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

/**
 * GET /api/products/: a bare array newest first (what existing clients expect), or, when
 * ?page= is given, {count, next, previous, results} with absolute page links.
 */
export async function productListBody(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const filter = listFilter(url.searchParams);
  const base = requestBaseUrl(request);
  if (!url.searchParams.has('page')) {
    const { items } = await listProducts(filter);
    return items.map((p) => productWire(p, base));
  }
  const page = pageNumber(url.searchParams.get('page'));
  const size = pageSize(url.searchParams.get('page_size'));
  const { items, total } = await listProducts({
    ...filter,
    limit: size,
    offset: (page - 1) * size,
  });
  if (page > 1 && items.length === 0) throw new NotFoundError('Invalid page.');
  const link = (n: number) => {
    const next = new URL(`${base}${url.pathname}${url.search}`);
    next.searchParams.set('page', String(n));
    return next.toString();
  };
  return {
    count: total,
    next: page * size < total ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.map((p) => productWire(p, base)),
  };
}

const MEMO_TTL_MS = 60_000;
const MEMO_MAX = 100;
const memo = new Map<string, { version: number; at: number; text: string }>();

/**
 * The serialized list, memoized per query and base URL until the next catalogue write (or a
 * minute, for writes made by other servers): the full list of 10,000 products is several MB of
 * JSON, and serializing it per request would cost far more than sending it.
 */
export async function productListText(request: Request): Promise<string> {
  const url = new URL(request.url);
  const key = `${requestBaseUrl(request)}|${url.searchParams.toString()}`;
  const version = catalogueVersion();
  const hit = memo.get(key);
  if (hit && hit.version === version && Date.now() - hit.at < MEMO_TTL_MS) return hit.text;
  const text = JSON.stringify(await productListBody(request));
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
  memo.set(key, { version, at: Date.now(), text });
  return text;
}
