// The page cache at the server's edge (lib/server/edge): repeat views come from memory, a catalogue
// write shows on the very next view, and nothing a visitor sends can change what others get.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, base, call } from './support/client';
import { createProduct, productForm } from './support/products';
import { NAVIGATION, navigate } from '../support/navigate';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

const view = (path: string, headers?: Record<string, string>, method?: string) =>
  navigate(base() + path, headers, method);

/** Other test files write products at the same time (each write empties the cache): retry. */
async function viewUntilHit(path: string, headers: Record<string, string> = NAVIGATION) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = await view(path, headers);
    if (answer.cache === 'hit') return answer;
  }
  throw new Error(`${path} was never answered from the cache`);
}

describe('page cache', () => {
  it('answers a repeat view from memory with the same page and headers', async () => {
    const product = await createProduct(admin);
    const first = await view(`/product/${product.id}`);
    expect(first.status).toBe(200);
    expect(['miss', 'hit']).toContain(first.cache);
    const again = await viewUntilHit(`/product/${product.id}`);
    expect(again.status).toBe(200);
    expect(again.html).toContain(product.name);
    expect(again.type).toContain('text/html');
    expect(again.csp).toContain("default-src 'self'");
  });

  it('shows a price change on the next view', async () => {
    const product = await createProduct(admin, { price: '1111.00' });
    expect((await viewUntilHit(`/product/${product.id}`)).html).toContain('1,111.00');
    const put = await call(`/api/products/${product.id}/`, {
      method: 'PUT',
      token: admin,
      body: productForm({ price: '2222.00' }),
    });
    expect(put.status).toBe(200);
    const after = await view(`/product/${product.id}`);
    expect(after.html).toContain('2,222.00');
    expect(after.html).not.toContain('1,111.00');
  });

  it('forgets a deleted product at once', async () => {
    const product = await createProduct(admin);
    await viewUntilHit(`/product/${product.id}`);
    expect(
      (await call(`/api/products/${product.id}/`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    const after = await view(`/product/${product.id}`);
    expect(after.status).toBe(404);
    expect(after.cache).toBe('pass');
  });

  it('keys on the host: a forged Host header changes only the forger’s own answer', async () => {
    const forged = await view('/about', { ...NAVIGATION, host: 'evil.example' });
    expect(forged.status).toBe(200);
    // (This server has PUBLIC_URL, so even the forger's page links to it; without PUBLIC_URL the
    // forged host would appear only in the forger's own copy, which is keyed on it.)
    const normal = await view('/about');
    expect(normal.html).not.toContain('evil.example');
    // The render itself still goes to this server (the fill never follows the Host header).
    expect(forged.html).toContain('<main');
  });

  it('never answers a client navigation (an RSC fetch) with the cached HTML page', async () => {
    await viewUntilHit('/contact');
    const browsers: Record<string, string>[] = [
      { rsc: '1', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: '*/*' },
      { rsc: '1', accept: '*/*' }, // a browser too old to send fetch metadata
    ];
    for (const headers of browsers) {
      const rsc = await view('/contact?_rsc', headers);
      expect(rsc.cache).toBeNull();
      expect(rsc.type).toContain('text/x-component');
    }
    const navigation = await view('/contact');
    expect(navigation.type).toContain('text/html');
    expect(navigation.cache).not.toBeNull();
  });

  it("leaves redirects to the normal render (the footer's Shop link)", async () => {
    for (const path of ['/shop']) {
      const answer = await view(path);
      expect([307, 308]).toContain(answer.status);
      expect(answer.location).toMatch(/\/all-products/);
      expect(answer.cache).toBeNull();
    }
  });

  it('answers HEAD without a body and never caches per-visitor pages', async () => {
    await viewUntilHit('/about');
    const head = await view('/about', NAVIGATION, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.cache).toBe('hit');
    expect(head.html).toBe('');
    for (const path of ['/cart', '/login', '/register']) {
      expect((await view(path)).cache).toBeNull();
    }
  });

  it('keeps one copy of a page for every tracking variant of its URL', async () => {
    await viewUntilHit('/about');
    for (const query of [
      '?utm_source=whatsapp&utm_medium=share',
      '?fbclid=IwAR0abc',
      '?gclid=Cj0&x=1',
    ])
      expect((await view(`/about${query}`)).cache).toBe('hit');
    const product = await createProduct(admin);
    await viewUntilHit(`/product/${product.id}?size=M&utm_campaign=diwali`);
    expect((await view(`/product/${product.id}?fbclid=x&size=M`)).cache).toBe('hit');
  });

  it('marks public pages for shared caches and every per-visitor answer private', async () => {
    const page = await viewUntilHit('/about');
    expect(page.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(page.headers['cdn-cache-control']).toBe(page.headers['cache-control']);
    for (const path of ['/cart', '/login', '/account/orders']) {
      const answer = await view(path);
      expect(answer.headers['cache-control'], path).toMatch(/private/);
      expect(answer.headers['cache-control'], path).toMatch(/no-store/);
    }
    // The API's catalogue reads are public for anonymous callers only (edge-cache.test.ts).
    const api = await call('/api/products/', { token: admin });
    expect(api.headers.get('cache-control')).toBe('private, no-store');
    // A client navigation's RSC payload shares the page's URL: never public.
    const rsc = await view('/about?_rsc=1', { rsc: '1', 'sec-fetch-mode': 'cors', accept: '*/*' });
    expect(String(rsc.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });
});
