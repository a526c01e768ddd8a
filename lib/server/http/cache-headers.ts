import 'server-only';
import { env } from '@/lib/server/infra/env';

// The two Cache-Control answers the app gives (DESIGN.md §9, docs/deploy.md): the public
// catalogue (pages, feeds) may sit in a CDN or nginx proxy_cache for a short while; anything that
// depends on who is asking never sits in a shared cache.

/** For answers that are the same for every visitor and change only with the catalogue. */
export function publicCacheControl(): string {
  const { CDN_MAX_AGE, CDN_STALE_WHILE_REVALIDATE } = env();
  return `public, max-age=0, s-maxage=${CDN_MAX_AGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}`;
}

/** For per-visitor answers: carts, accounts, orders, the admin, every write. */
export const PRIVATE_NO_STORE = 'private, no-store';
