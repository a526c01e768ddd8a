import 'server-only';
import { env } from '@/lib/server/infra/env';
import { carriesCredentials } from '@/lib/server/infra/credentials';

// The two Cache-Control answers the app gives (docs/deploy.md): the public
// catalogue (pages, feeds) may sit in a CDN or nginx proxy_cache for a short while; anything that
// depends on who is asking never sits in a shared cache.

/** For answers that are the same for every visitor and change only with the catalogue. */
export function publicCacheControl(): string {
  const { CDN_MAX_AGE, CDN_STALE_WHILE_REVALIDATE } = env();
  return `public, max-age=0, s-maxage=${CDN_MAX_AGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}`;
}

/** For per-visitor answers: carts, accounts, orders, the admin, every write. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Headers for a catalogue read over the API (`GET /api/products/…`): public like the pages for an
 * anonymous caller, so the server's edge and a CDN may keep it for the same short while; a caller
 * with credentials keeps the private default. `Vary` tells a shared cache that an answer to a
 * request with a token or a session is another answer.
 */
export function catalogueReadCaching(request: Request): Record<string, string> {
  const vary = { Vary: 'Authorization, Cookie' };
  if (carriesCredentials((name) => request.headers.get(name))) return vary;
  return {
    ...vary,
    'Cache-Control': publicCacheControl(),
    'CDN-Cache-Control': publicCacheControl(),
  };
}
