// Full-page cache for the public catalogue pages (home, category, product, listings, info).
//
// Those pages are the same for every visitor (nothing per-user is rendered on the server: the
// cart and the "Hi, name" greeting are client leaves) and change only when the catalogue does.
// The proxy answers repeat views from memory, so a page view costs about what a static file
// costs instead of a React render. An entry is used only while the catalogue version it was
// rendered at is current (every admin write bumps it, in this process) and for at most a minute
// (writes made by another app server or straight in the database).
//
// A miss renders the page through the app itself (a loopback request marked with this process's
// secret, which the proxy lets through) and keeps the answer when it is a plain 200 page.
// Anything unusual (a loopback failure, a timeout, a redirect, an error page) is passed on to
// the normal render: the cache can only make a page faster, never answer differently.
import { catalogueVersion } from '@/lib/server/infra/catalogue-version';

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
const CACHEABLE_TYPES = /^text\/html\b/;

const TTL_MS = 60_000;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const FILL_TIMEOUT_MS = 30_000;
const PAUSE_AFTER_FAILURE_MS = 60_000;
const FILL_HEADER = 'x-page-cache-fill';

type Entry = {
  version: number;
  storedAt: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
};

type CacheState = {
  secret: string;
  entries: Map<string, Entry>;
  bytes: number;
  filling: Map<string, Promise<{ entry: Entry; keep: boolean } | null>>;
  /** After a failed loopback render the cache stands aside for a while instead of failing per request. */
  pausedUntil: number;
};

const stateKey = Symbol.for('shop.page-cache');

function state(): CacheState {
  const holder = globalThis as { [stateKey]?: CacheState };
  holder[stateKey] ??= {
    secret: crypto.randomUUID(),
    entries: new Map(),
    bytes: 0,
    filling: new Map(),
    pausedUntil: 0,
  };
  return holder[stateKey];
}

/** True for the cache's own loopback render, which must reach the page itself. */
function isCacheFill(request: Request): boolean {
  return request.headers.get(FILL_HEADER) === state().secret;
}

function cacheKey(request: Request): string {
  const url = new URL(request.url);
  return [
    url.pathname + url.search,
    ...KEY_HEADERS.map((name) => request.headers.get(name) ?? ''),
  ].join('\n');
}

function fresh(entry: Entry): boolean {
  return entry.version === catalogueVersion() && Date.now() - entry.storedAt < TTL_MS;
}

function remember(key: string, entry: Entry): void {
  const s = state();
  const old = s.entries.get(key);
  if (old) {
    s.bytes -= old.body.byteLength;
    s.entries.delete(key);
  }
  s.entries.set(key, entry);
  s.bytes += entry.body.byteLength;
  // A Map iterates in insertion order and hits re-insert: the first keys are the least used.
  for (const [oldestKey, oldest] of s.entries) {
    if (s.bytes <= MAX_TOTAL_BYTES) break;
    s.entries.delete(oldestKey);
    s.bytes -= oldest.body.byteLength;
  }
}

/** The loopback address of this server: the fill request never follows the (client-set) Host. */
function loopbackOrigin(): string {
  return `http://127.0.0.1:${process.env.PORT || 3000}`;
}

/** Renders the page through the app; `keep` says whether the answer may serve other visitors. */
async function render(request: Request): Promise<{ entry: Entry; keep: boolean }> {
  const url = new URL(request.url);
  const headers = new Headers({
    [FILL_HEADER]: state().secret,
    'accept-encoding': 'identity',
    accept: 'text/html',
  });
  for (const name of KEY_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null && name !== 'host') headers.set(name, value);
  }
  // The page builds absolute links from the forwarded host first: keep the visitor's one.
  if (!headers.has('x-forwarded-host'))
    headers.set('x-forwarded-host', request.headers.get('host') ?? '');
  const version = catalogueVersion();
  const res = await fetch(loopbackOrigin() + url.pathname + url.search, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
  });
  const body = new Uint8Array(await res.arrayBuffer());
  const entry: Entry = {
    version,
    storedAt: Date.now(),
    status: res.status,
    headers: [...res.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)),
    body,
  };
  const keep =
    res.status === 200 &&
    CACHEABLE_TYPES.test(res.headers.get('content-type') ?? '') &&
    !res.headers.has('set-cookie') &&
    body.byteLength <= MAX_ENTRY_BYTES &&
    // A write during the render may or may not be in this page: keep it only if none happened.
    version === catalogueVersion();
  if (keep) remember(cacheKey(request), entry);
  return { entry, keep };
}

function answer(request: Request, entry: Entry, outcome: 'hit' | 'miss' | 'pass'): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', outcome);
  headers.set('content-length', String(entry.body.byteLength));
  return new Response(request.method === 'HEAD' ? null : entry.body, {
    status: entry.status,
    headers,
  });
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

/**
 * The answer for a public page: from memory when a fresh copy is kept, otherwise rendered once
 * (however many visitors ask at the same moment) and kept when it is a plain 200 page. Null when
 * the request must go to the normal render: not a GET or HEAD for the document, the cache's own
 * fill, or the loopback render failed.
 */
export async function cachedPage(request: Request): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (isCacheFill(request) || !wantsDocument(request)) return null;
  const s = state();
  if (Date.now() < s.pausedUntil) return null;
  const key = cacheKey(request);
  const hit = s.entries.get(key);
  if (hit && fresh(hit)) {
    s.entries.delete(key);
    s.entries.set(key, hit);
    return answer(request, hit, 'hit');
  }
  // Concurrent misses for one page share a single render.
  let filling = s.filling.get(key);
  if (!filling) {
    filling = render(request)
      .catch(() => {
        s.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
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
    return null;
  }
  return answer(request, rendered.entry, rendered.keep ? 'miss' : 'pass');
}
