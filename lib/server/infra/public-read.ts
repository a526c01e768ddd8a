import 'server-only';
import { publicCacheControl } from '@/lib/server/http/cache-headers';
import { isPublicPage } from '@/lib/server/infra/page-cache-key';

// Which requests are public reads (the same answer for every visitor, so the page cache may keep
// it and shared caches in front may too), and how such an answer is marked for those caches.

function isFeed(pathname: string): boolean {
  return pathname.startsWith('/feeds/');
}

/**
 * A read of a public page's document or of a feed: what every visitor gets alike. The proxy also
 * sees server actions and form posts to any path, which are never public; per-visitor pages only
 * reach it with such headers; and a client-side navigation's RSC payload shares the page's URL,
 * so it is never marked for shared caches (some CDNs ignore Vary).
 */
export function isPublicRead(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.has('next-action') &&
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
 * or sends no Accept at all (crawlers, link previews, load testers). Next hides its own RSC
 * headers from the proxy, so a client-side navigation (a fetch for the page's RSC payload) is
 * told apart by the browser's fetch metadata instead: Sec-Fetch-Mode cors or same-origin, or,
 * from browsers too old to send it, an Accept without text/html. Those go to the normal render.
 */
function wantsDocument(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  const accept = request.headers.get('accept');
  return accept === null || accept.includes('text/html');
}
