// The page cache's misses (lib/server/infra/page-cache.ts), with the loopback render stubbed: a
// failed or slow fill costs only its own page, and a stampede on a cold page renders once.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
    const limit = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
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
      expect(timeout).toHaveBeenCalledWith(10_000);
      limit.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      expect(await slow).toBeNull();
      expect((await visit('/product/5'))?.headers.get('x-page-cache')).toBe('miss');
    } finally {
      timeout.mockRestore();
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
