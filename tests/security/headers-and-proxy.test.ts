import { describe, expect, it, inject } from 'vitest';

const base = inject('baseUrl');

const PAGES = ['/', '/all-products', '/login', '/api/products/', '/api/health/', '/no-such-page'];

describe('security headers', () => {
  it.each(PAGES)('are on %s', async (path) => {
    const res = await fetch(base + path, { redirect: 'manual' });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-powered-by')).toBeNull();
    // Plain http here: no HSTS (it would pin a site that is not on https).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when the request came over https through the proxy', async () => {
    const res = await fetch(`${base}/`, {
      headers: { 'x-forwarded-proto': 'https' },
      redirect: 'manual',
    });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});

describe('the proxy cannot be skipped', () => {
  const forged = [
    'proxy',
    'middleware',
    'src/middleware',
    'proxy:proxy:proxy:proxy:proxy',
    'middleware:middleware:middleware:middleware:middleware',
  ];

  it.each(forged)(
    'x-middleware-subrequest: %s still redirects anonymous admin visits',
    async (value) => {
      for (const path of ['/admin-dashboard', '/admin/products']) {
        const res = await fetch(base + path, {
          headers: { 'x-middleware-subrequest': value },
          redirect: 'manual',
        });
        expect([302, 303, 307, 308]).toContain(res.status);
        expect(res.headers.get('location') ?? '').toContain('/login');
      }
    },
  );
});

describe('/media serves only stored images', () => {
  const attempts = [
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/media/..%5c..%5cpackage.json',
    '/media/.env',
    '/media/pglite.lock',
    '/media/auth-secret',
    '/media/00000000-0000-0000-0000-000000000000.jpg',
    '/media/%00.jpg',
  ];

  it.each(attempts)('%s is refused without leaking a file', async (path) => {
    const res = await fetch(base + path, { redirect: 'manual' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = await res.text();
    expect(body).not.toContain('root:');
    expect(body).not.toContain('shop-storefront');
  });
});
