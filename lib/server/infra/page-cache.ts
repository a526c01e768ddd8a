// Full-page cache for the public catalogue pages and feeds (home, category, product, listings,
// info pages, /feeds/*).
//
// Those answers are the same for every visitor (nothing per-user is rendered on the server: the
// cart and the "Hi, name" greeting are client leaves) and change only when the catalogue does.
// The proxy answers repeat views from memory, so a page view costs about what a static file
// costs instead of a React render. An entry is used only while the catalogue version it was
// rendered at is current (every catalogue write, on this server or any other, moves it: see
// catalogue-version.ts) and for at most a minute.
//
// A miss renders the page through the app itself (a loopback request marked with this process's
// secret, which the proxy lets through) and keeps the answer when it is a plain 200. Anything
// unusual (a loopback failure, a timeout, a redirect, an error page) is passed on to the normal
// render: the cache can only make a page faster, never answer differently. A fill that fails or
// times out sends only that page to the normal render for a while; the rest of the cache goes on.
// Where there is no loopback server (Vercel) or PAGE_CACHE=false, the cache is off and shared
// caches in front (a CDN, nginx) keep pages by their Cache-Control instead.
//
// An answer too big to keep (a feed of a large catalogue) is not held whole: once the fill has
// read more than a page may take, the rest streams on to the visitor who asked, and from then on
// that page goes straight to the normal render (its route streams it). A catalogue rarely shrinks
// to a fraction of itself; if it does, the page is built per request, which is cheap when small.
import LRUCache from 'lru-cache';
import { catalogueVersion } from '@/lib/server/infra/catalogue-version';
import { env } from '@/lib/server/infra/env';
import { pageCacheUrl } from '@/lib/server/infra/page-cache-key';
import { isPublicRead, setPublicCaching } from '@/lib/server/infra/public-read';

/** Request headers the page render reads: the base URL for absolute links. */
const KEY_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/** Answer headers that describe one connection or one transfer, not the page. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
]);
const CACHEABLE_TYPES = /^(text\/html|application\/xml|application\/rss\+xml|text\/csv)\b/;

const TTL_MS = 60_000;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
const FILL_TIMEOUT_MS = 10_000;
/** After a failed or timed-out fill, that page alone is rendered normally for this long. */
const FAILED_KEY_PAUSE_MS = 30_000;
const FILL_HEADER = 'x-page-cache-fill';

type Entry = {
  version: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
};
/**
 * What a fill read: the whole answer (`keep` when it may serve other visitors), or, for an answer
 * too big to keep, its headers and the whole body as a stream (`rest`) for the visitor who asked.
 */
type Rendered = { entry: Entry; keep: boolean; rest?: ReadableStream<Uint8Array> };

type CacheState = {
  secret: string;
  entries: LRUCache<string, Entry>;
  filling: Map<string, Promise<Rendered | null>>;
  failed: LRUCache<string, true>;
  /** Pages found too big to keep: they are not filled again. */
  oversized: LRUCache<string, true>;
};

const stateKey = Symbol.for('shop.page-cache');

function state(): CacheState {
  const holder = globalThis as { [stateKey]?: CacheState };
  holder[stateKey] ??= {
    secret: crypto.randomUUID(),
    entries: new LRUCache({
      maxSize: MAX_TOTAL_BYTES,
      sizeCalculation: (entry) => Math.max(1, entry.body.byteLength),
      ttl: TTL_MS,
    }),
    filling: new Map(),
    failed: new LRUCache({ max: 1000, ttl: FAILED_KEY_PAUSE_MS }),
    oversized: new LRUCache({ max: 1000 }),
  };
  return holder[stateKey];
}

/** Off on hosts without a loopback server to render through (Vercel), or when configured off. */
export function pageCacheEnabled(): boolean {
  const config = env();
  return config.PAGE_CACHE && !config.VERCEL;
}

/** True for the cache's own loopback render, which must reach the page itself. */
function isCacheFill(request: Request): boolean {
  return request.headers.get(FILL_HEADER) === state().secret;
}

function cacheKey(request: Request): string {
  return [
    pageCacheUrl(new URL(request.url)),
    ...KEY_HEADERS.map((name) => request.headers.get(name) ?? ''),
  ].join('\n');
}

/** The loopback address of this server: the fill request never follows the (client-set) Host. */
function loopbackOrigin(): string {
  return `http://127.0.0.1:${env().PORT}`;
}

/**
 * The body read up to `MAX_ENTRY_BYTES`: all of it, or, when it is longer, a stream of all of it
 * (what was read, then the rest as it comes).
 */
async function readBody(
  body: ReadableStream<Uint8Array> | null,
): Promise<{ whole: Uint8Array<ArrayBuffer> } | { stream: ReadableStream<Uint8Array> }> {
  if (!body) return { whole: new Uint8Array() };
  const reader = body.getReader();
  const start: Uint8Array[] = [];
  let size = 0;
  while (size <= MAX_ENTRY_BYTES) {
    const next = await reader.read();
    if (next.done) return { whole: new Uint8Array(Buffer.concat(start)) };
    start.push(next.value);
    size += next.value.byteLength;
  }
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const read = start.shift() ?? (await reader.read()).value;
      if (read) controller.enqueue(read);
      else controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream };
}

/** Renders the page through the app; `keep` says whether the answer may serve other visitors. */
async function render(request: Request, key: string): Promise<Rendered> {
  const headers = new Headers({
    [FILL_HEADER]: state().secret,
    'accept-encoding': 'identity',
    accept: request.headers.get('accept') ?? '*/*',
  });
  for (const name of KEY_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null && name !== 'host') headers.set(name, value);
  }
  // The page builds absolute links from the forwarded host first: keep the visitor's one.
  if (!headers.has('x-forwarded-host'))
    headers.set('x-forwarded-host', request.headers.get('host') ?? '');
  const version = catalogueVersion();
  // The time limit covers what the fill waits for; an answer too big to keep then streams on at
  // the pace of the visitor who reads it.
  const limit = new AbortController();
  const timer = setTimeout(
    () => limit.abort(new DOMException('The page cache fill timed out.', 'TimeoutError')),
    FILL_TIMEOUT_MS,
  );
  try {
    const res = await fetch(loopbackOrigin() + pageCacheUrl(new URL(request.url)), {
      headers,
      redirect: 'manual',
      signal: limit.signal,
    });
    const body = await readBody(res.body);
    const entry: Entry = {
      version,
      status: res.status,
      headers: [...res.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)),
      body: 'whole' in body ? body.whole : new Uint8Array(),
    };
    if ('stream' in body) {
      state().oversized.set(key, true);
      return { entry, keep: false, rest: body.stream };
    }
    const keep =
      res.status === 200 &&
      CACHEABLE_TYPES.test(res.headers.get('content-type') ?? '') &&
      !res.headers.has('set-cookie') &&
      // A write during the render may or may not be in this page: keep it only if none happened.
      version === catalogueVersion();
    if (keep) state().entries.set(key, entry);
    return { entry, keep };
  } finally {
    clearTimeout(timer);
  }
}

function answer(
  request: Request,
  { entry, rest }: Pick<Rendered, 'entry' | 'rest'>,
  outcome: 'hit' | 'miss' | 'pass',
): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', outcome);
  if (!rest) headers.set('content-length', String(entry.body.byteLength));
  // What every visitor gets may also sit in a CDN or nginx for a short while (docs/deploy.md).
  if (outcome !== 'pass') setPublicCaching(headers);
  if (request.method === 'HEAD') void rest?.cancel();
  return new Response(request.method === 'HEAD' ? null : (rest ?? entry.body), {
    status: entry.status,
    headers,
  });
}

/**
 * The answer for a public page or feed: from memory when a fresh copy is kept, otherwise
 * rendered once (however many visitors ask at the same moment) and kept when it is a plain 200.
 * Null when the request must go to the normal render: not a GET or HEAD for the document, the
 * cache's own fill, the cache is off, this page's loopback render failed a moment ago, or it was
 * found too big to keep (the visitor whose request found that out is sent the fill as it streams
 * in).
 */
export async function cachedPage(request: Request): Promise<Response | null> {
  if (!isPublicRead(request) || !pageCacheEnabled() || isCacheFill(request)) return null;
  const s = state();
  const key = cacheKey(request);
  const hit = s.entries.get(key);
  if (hit && hit.version === catalogueVersion()) return answer(request, { entry: hit }, 'hit');
  if (s.failed.has(key) || s.oversized.has(key)) return null;
  // Concurrent misses for one page share a single render.
  let filling = s.filling.get(key);
  const filler = !filling;
  if (!filling) {
    filling = render(request, key)
      .catch(() => {
        s.failed.set(key, true);
        return null;
      })
      .finally(() => s.filling.delete(key));
    s.filling.set(key, filling);
  }
  const rendered = await filling;
  // The loopback render failed (bound to another address, timed out), or it is a redirect, which
  // the proxy cannot replay (Next reads a proxy answer's Location as its own redirect and refuses
  // the relative one pages send): render normally.
  if (!rendered || (rendered.entry.status >= 300 && rendered.entry.status < 400)) {
    if (filler) void rendered?.rest?.cancel();
    return null;
  }
  // An answer too big to keep streams to the visitor whose request read it; the others render.
  if (rendered.rest && !filler) return null;
  return answer(request, rendered, rendered.keep ? 'miss' : 'pass');
}
