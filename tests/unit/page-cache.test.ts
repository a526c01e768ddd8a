// The page cache's misses (lib/server/infra/page-cache.ts), with the loopback render stubbed: a
// failed or slow fill costs only its own page, a stampede on a cold page renders once, and an
// answer too big to keep streams through once and is then left to the normal render.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpCatalogueVersion } from '@/lib/server/infra/catalogue-version';
import type * as PageCache from '@/lib/server/infra/page-cache';

const NAVIGATION = { 'sec-fetch-mode': 'navigate', accept: 'text/html' };
let cachedPage: typeof PageCache.cachedPage;

beforeAll(async () => {
  process.env.AUTH_SECRET = 'x'.repeat(40);
  process.env.PORT = '39999';
  ({ cachedPage } = await import('@/lib/server/infra/page-cache'));
});

afterEach(() => vi.unstubAllGlobals());

const visit = (path: string, headers: Record<string, string> = NAVIGATION) =>
  cachedPage(new Request(`http://shop.test${path}`, { headers }));

function page(body: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

describe('page cache misses', () => {
  it('renders a cold page once for a crowd, then answers from memory', async () => {
    let releaseRender!: () => void;
    const rendered = new Promise<void>((resolve) => (releaseRender = resolve));
    const render = vi.fn(async () => {
      await rendered;
      return page('<p>crowd</p>');
    });
    vi.stubGlobal('fetch', render);
    const crowd = Array.from({ length: 25 }, () => visit('/product/1'));
    releaseRender();
    const answers = await Promise.all(crowd);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.every((a) => a?.status === 200)).toBe(true);
    const again = await visit('/product/1?utm_source=whatsapp');
    expect(again?.headers.get('x-page-cache')).toBe('hit');
    expect(await again?.text()).toBe('<p>crowd</p>');
    expect(again?.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
  });

  it('sends only the failing page to the normal render; the others keep their cache', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/product/2')) throw new Error('loopback refused');
        return page(`<p>${url}</p>`);
      }),
    );
    expect(await visit('/product/2')).toBeNull();
    // The failing page is not retried on every view for a while…
    const fetches = vi.mocked(fetch).mock.calls.length;
    expect(await visit('/product/2')).toBeNull();
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetches);
    // …and every other page is still rendered once and kept.
    expect((await visit('/product/3'))?.headers.get('x-page-cache')).toBe('miss');
    expect((await visit('/product/3'))?.headers.get('x-page-cache')).toBe('hit');
  });

  it('passes on a slow fill after its time limit, for that page only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (url: string, init: RequestInit) =>
            new Promise<Response>((resolve, reject) => {
              if (!url.endsWith('/product/4')) return resolve(page('<p>fast</p>'));
              init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            }),
        ),
      );
      const slow = visit('/product/4');
      vi.advanceTimersByTime(9_999);
      await Promise.resolve();
      expect(vi.mocked(fetch).mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await slow).toBeNull();
      expect((await visit('/product/5'))?.headers.get('x-page-cache')).toBe('miss');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves client-side navigations, private pages and writes to the normal render', async () => {
    const render = vi.fn(async () => page('<p>x</p>'));
    vi.stubGlobal('fetch', render);
    expect(await visit('/product/6', { 'sec-fetch-mode': 'cors' })).toBeNull();
    expect(await visit('/account/orders')).toBeNull();
    expect(await visit('/cart')).toBeNull();
    expect(
      await cachedPage(
        new Request('http://shop.test/product/6', { method: 'POST', headers: NAVIGATION }),
      ),
    ).toBeNull();
    expect(render).not.toHaveBeenCalled();
  });
});

describe('an answer too big to keep (a large feed)', () => {
  const MB = 1024 * 1024;
  const CHUNKS = 9; // the cache keeps 8 MB a page

  /** A feed of `chunks` MB sent a megabyte at a time, each megabyte filled with its own letter. */
  function bigFeed(chunks = CHUNKS, onCancel = () => {}): Response {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === chunks) return controller.close();
        controller.enqueue(new Uint8Array(MB).fill(65 + sent++));
      },
      cancel: onCancel,
    });
    return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
  }

  it('streams the whole fill to the visitor who asked, then leaves that feed to its route', async () => {
    const render = vi.fn(async () => bigFeed());
    vi.stubGlobal('fetch', render);
    const [first, meanwhile] = await Promise.all([
      visit('/feeds/google.xml', {}),
      visit('/feeds/google.xml', {}),
    ]);
    expect(render).toHaveBeenCalledTimes(1);
    // A visitor who came during the fill is sent to the normal render…
    expect(meanwhile).toBeNull();
    // …and the one whose request read it gets all of it, as it streams in.
    expect(first?.status).toBe(200);
    expect(first?.headers.get('x-page-cache')).toBe('pass');
    expect(first?.headers.get('content-length')).toBeNull();
    const body = new Uint8Array(await first!.arrayBuffer());
    expect(body.byteLength).toBe(CHUNKS * MB);
    expect([...Array(CHUNKS).keys()].map((i) => body[i * MB + MB - 1])).toEqual(
      [...Array(CHUNKS).keys()].map((i) => 65 + i),
    );
    // From then on the feed goes straight to its route, after catalogue writes too…
    expect(await visit('/feeds/google.xml', {})).toBeNull();
    bumpCatalogueVersion();
    expect(await visit('/feeds/google.xml', {})).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
    // …while another feed is still filled (and kept when it fits).
    const meta = await visit('/feeds/meta.csv', {});
    expect(meta?.headers.get('x-page-cache')).toBe('pass');
    expect(render).toHaveBeenCalledTimes(2);
    await meta?.body?.cancel();
  });

  it('stops the fill when the visitor asked with HEAD', async () => {
    let cancelled = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => bigFeed(20, () => (cancelled = true))),
    );
    const head = await cachedPage(
      new Request('http://shop.test/feeds/head.csv', { method: 'HEAD' }),
    );
    expect(head?.status).toBe(200);
    expect(await head?.text()).toBe('');
    await vi.waitFor(() => expect(cancelled).toBe(true));
  });
});
