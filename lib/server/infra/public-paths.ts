// The one list of what is the same for every visitor until the catalogue changes: the public
// pages and feeds (with the query parameters each page reads) and the anonymous catalogue reads
// of the API. The proxy marks the pages for shared caches and the server's edge keeps them
// (lib/server/infra/public-read.ts); the page cache's key keeps only the parameters read here
// (lib/server/infra/page-cache-key.ts); the edge keeps the API reads (lib/server/edge/cacheable.ts).
// Deliberately free of server imports so the proxy can load it.
import { LISTING_PARAMS } from '@/lib/shared/search/listing-params';

export interface PublicPage {
  path: RegExp;
  /**
   * The query parameters the page reads. When a public page starts reading another one, add it
   * here, or it will be ignored and every value will get the page rendered without it.
   */
  reads: readonly string[];
}

const page = (path: RegExp, reads: readonly string[] = []): PublicPage => ({ path, reads });

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page(/^\/$/),
  page(/^\/product\/[^/]+$/, ['size']),
  page(/^\/category\/[^/]+$/, ['label', ...LISTING_PARAMS]),
  page(/^\/all-products$/, ['filter', 'main', ...LISTING_PARAMS]),
  page(/^\/(sale|categories|new-arrivals)$/),
  page(/^\/(about|contact|privacy-policy|shipping|returns|terms-conditions)$/),
  page(/^\/feeds\/[^/]+$/),
];

/** `GET /api/products/`, answered alike to every anonymous caller for the same query. */
export const PUBLIC_API_LIST = /^\/api\/products\/?$/;
/** `GET /api/products/{id}/`; the id is the path's first group. */
export const PUBLIC_API_PRODUCT = /^\/api\/products\/([^/]+)\/?$/;

/** The public page or feed at `pathname`, or undefined for a per-visitor one. */
export function publicPage(pathname: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((p) => p.path.test(pathname));
}

export function isPublicPage(pathname: string): boolean {
  return publicPage(pathname) !== undefined;
}
