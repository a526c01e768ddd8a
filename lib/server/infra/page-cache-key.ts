// Which URL a cached page is kept under (issue 14). Shares add tracking parameters (utm_*,
// fbclid, gclid, …) that no page reads: each variant would render again and push real pages
// out of the cache. So the key (and the render behind a miss) keeps only the parameters the page
// itself reads, in a fixed order.
//
import { LISTING_PARAMS } from '@/lib/shared/search/listing-params';

/** The pages and feeds that are the same for every visitor (the proxy's matcher lists them too). */
const PUBLIC_PATHS = [
  /^\/$/,
  /^\/product\/[^/]+$/,
  /^\/category\/[^/]+$/,
  /^\/(all-products|sale|categories|new-arrivals)$/,
  /^\/(about|contact|privacy-policy|shipping|returns|terms-conditions)$/,
  /^\/feeds\/[^/]+$/,
];

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => path.test(pathname));
}

// When a cached page starts reading another query parameter, add it here (or it will be ignored
// and every value will get the page rendered without it).
const READ_PARAMS: [RegExp, readonly string[]][] = [
  [/^\/all-products$/, ['filter', 'main', ...LISTING_PARAMS]],
  [/^\/category\/[^/]+$/, ['label', ...LISTING_PARAMS]],
  [/^\/product\/[^/]+$/, ['size']],
];

/** The path and the parameters the page reads, sorted by name (same-name values keep their order). */
export function pageCacheUrl(url: Pick<URL, 'pathname' | 'searchParams'>): string {
  if (url.searchParams.size === 0) return url.pathname;
  const read = READ_PARAMS.find(([path]) => path.test(url.pathname))?.[1] ?? [];
  const kept = [...url.searchParams]
    .filter(([name]) => read.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
