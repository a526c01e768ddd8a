import 'server-only';
import { publicCacheControl } from '@/lib/server/infra/cache-headers';
import { isPublicPage } from '@/lib/server/infra/public-paths';

// Which requests are public reads (the same answer for every visitor, so the server's edge may
// keep it and shared caches in front may too), and how such an answer is marked for those caches.
// Asked by the proxy (of Next's request) and by the edge (of the socket's), hence the small shape.

/** What the rule reads of a request: its method, its path and its headers by (lower-case) name. */
export interface ReadRequest {
  method: string;
  pathname: string;
  header(name: string): string | null | undefined;
}

function isFeed(pathname: string): boolean {
  return pathname.startsWith('/feeds/');
}

/**
 * A read of a public page's document or of a feed: what every visitor gets alike. Server actions
 * and form posts may name any path and are never public; per-visitor pages are not public pages;
 * and a client-side navigation's RSC payload shares the page's URL, so it is never marked for
 * shared caches (some CDNs ignore Vary).
 */
export function isPublicRead(request: ReadRequest): boolean {
  const { method, pathname } = request;
  return (
    (method === 'GET' || method === 'HEAD') &&
    !request.header('next-action') &&
    isPublicPage(pathname) &&
    (isFeed(pathname) || wantsDocument(request))
  );
}

/** Cache-Control for shared caches, and CDN-Cache-Control (RFC 9213) for CDNs that read it. */
export function setPublicCaching(headers: Headers): void {
  headers.set('cache-control', publicCacheControl());
  headers.set('cdn-cache-control', publicCacheControl());
}

/**
 * True for a request for the HTML document: a browser navigation, or a client that asks for HTML
 * or sends no Accept at all (crawlers, link previews, load testers). A client-side navigation (a
 * fetch for the page's RSC payload) carries Next's `RSC` header, which the edge sees; Next hides
 * it from the proxy, which tells such a fetch by the browser's fetch metadata instead:
 * Sec-Fetch-Mode cors or same-origin, or, from browsers too old to send it, an Accept without
 * text/html. Those go to the normal render.
 */
function wantsDocument(request: ReadRequest): boolean {
  if (request.header('rsc')) return false;
  const mode = request.header('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  const accept = request.header('accept');
  return accept === null || accept === undefined || accept.includes('text/html');
}
