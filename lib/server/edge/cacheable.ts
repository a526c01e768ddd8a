import 'server-only';
import type { IncomingMessage } from 'node:http';
import { carriesCredentials } from '@/lib/server/infra/credentials';
import { pageCacheUrl } from '@/lib/server/infra/page-cache-key';
import { PUBLIC_API_LIST, PUBLIC_API_PRODUCT } from '@/lib/server/infra/public-paths';
import { isPublicRead } from '@/lib/server/infra/public-read';
import { parseId } from '@/lib/shared/ids';
import { productListQuery } from '@/lib/shared/search/product-list-query';

// Which requests the edge may answer from memory, and under which key. Two kinds, both the same
// for every visitor until the catalogue changes:
// - public page documents and feeds (infra/public-read.ts), keyed by the path and only the query
//   parameters the page reads (infra/page-cache-key.ts), so tracking parameters cost no render;
//   both kinds are listed in infra/public-paths.ts;
// - anonymous catalogue reads of the API, `GET /api/products/` (keyed by its query as the list
//   reads it: lib/shared/search/product-list-query.ts) and `GET /api/products/{id}/`. A request carrying a token or
//   a session is never answered from memory (infra/credentials.ts).
// The key also holds every request header the answer is built from: the host names absolute
// links, the forwarded protocol sends HSTS, and the Origin the API's CORS answer. A forged Host
// therefore changes only the forger's own copy.

export interface CacheableRead {
  key: string;
  /** The path and query the fill asks Next for. */
  target: string;
  /** Request headers the fill passes on: the ones the answer depends on (read on a miss only). */
  forward: () => Record<string, string>;
}

const KEY_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;
/** What decides whether Next's render counts as a public document read (infra/public-read.ts). */
const PAGE_FORWARD = [...KEY_HEADERS, 'accept', 'sec-fetch-mode'];
const API_FORWARD = [...KEY_HEADERS, 'origin'];

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function forwarded(request: IncomingMessage, names: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = header(request, name);
    if (value !== undefined && name !== 'host') headers[name] = value;
  }
  // Pages and the API build absolute links from the forwarded host first; the fill's own Host is
  // the loopback address, so the visitor's goes there.
  headers['x-forwarded-host'] ??= header(request, 'host') ?? '';
  return headers;
}

function keyOf(kind: string, target: string, request: IncomingMessage, origin: boolean): string {
  const h = request.headers;
  let key = `${kind}\n${target}\n${h.host ?? ''}\n${header(request, 'x-forwarded-host') ?? ''}`;
  key += `\n${header(request, 'x-forwarded-proto') ?? ''}`;
  return origin ? `${key}\n${h.origin ?? ''}` : key;
}

/** The request's path and query as the URL parser reads them; parsed by hand when plain. */
type Target = Pick<URL, 'pathname' | 'searchParams'>;
const NO_PARAMS = new URLSearchParams();
/** A path that the URL parser would keep as it is: no dot segments, escapes or odd characters. */
const PLAIN_PATH = /^(\/[\w-]+(\.[\w-]+)*)*\/?$/;

export function targetOf(raw: string): Target | null {
  const end = raw.indexOf('?');
  const pathname = end < 0 ? raw : raw.slice(0, end);
  if (PLAIN_PATH.test(pathname) && (end < 0 || end === raw.length - 1))
    return { pathname, searchParams: NO_PARAMS };
  try {
    return new URL(raw, 'http://edge.invalid');
  } catch {
    return null;
  }
}

function pageRead(request: IncomingMessage, url: Target): CacheableRead | null {
  const read = {
    method: request.method ?? 'GET',
    pathname: url.pathname,
    header: (name: string) => header(request, name),
  };
  if (!isPublicRead(read)) return null;
  const target = pageCacheUrl(url);
  return {
    key: keyOf('page', target, request, false),
    target,
    forward: () => forwarded(request, PAGE_FORWARD),
  };
}

function apiRead(request: IncomingMessage, url: Target): CacheableRead | null {
  if (carriesCredentials((name) => header(request, name))) return null;
  let target: string;
  if (PUBLIC_API_LIST.test(url.pathname)) {
    const query = productListQuery(url.searchParams);
    if (!query) return null; // an invalid page: Next answers its 404
    const search = query.toString();
    target = search ? `${url.pathname}?${search}` : url.pathname;
  } else {
    const id = PUBLIC_API_PRODUCT.exec(url.pathname)?.[1];
    if (id === undefined || parseId(id) === null) return null;
    target = url.pathname;
  }
  return {
    key: keyOf('api', target, request, true),
    target,
    forward: () => forwarded(request, API_FORWARD),
  };
}

/** The cacheable read this request is, or null when only Next may answer it. */
export function cacheableRead(request: IncomingMessage): CacheableRead | null {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') return null;
  const raw = request.url ?? '/';
  // Origin-form only: `//host/path` would parse as another host's path.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const api = raw.startsWith('/api/products');
  if (!api && (raw.startsWith('/_next/') || raw.startsWith('/api/'))) return null;
  const url = targetOf(raw);
  if (!url) return null;
  return api ? apiRead(request, url) : pageRead(request, url);
}
