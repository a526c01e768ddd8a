// Which URL a cached page is kept under. Shares add tracking parameters (utm_*, fbclid, gclid, …)
// that no page reads: each variant would render again and push real pages out of the cache. So
// the key (and the render behind a miss) keeps only the parameters the page itself reads
// (lib/server/infra/public-paths.ts), in a fixed order.
import { publicPage } from '@/lib/server/infra/public-paths';

/** The path and the parameters the page reads, sorted by name (same-name values keep their order). */
export function pageCacheUrl(url: Pick<URL, 'pathname' | 'searchParams'>): string {
  if (url.searchParams.size === 0) return url.pathname;
  const read = publicPage(url.pathname)?.reads ?? [];
  const kept = [...url.searchParams]
    .filter(([name]) => read.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
