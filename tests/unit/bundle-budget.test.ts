import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGETS_KB,
  firstLoadFiles,
  gzippedBytes,
  judge,
  measureRoutes,
  readClientReferenceManifest,
  routeOfAppPath,
  STOREFRONT_ROUTES,
} from '../../scripts/check-bundle-budget.mjs';

// The budget check reads a build's manifests: a tiny dist dir in the shape next build
// writes shows it finds each route's page, unions the root and segment chunks once each, and sums
// their gzipped sizes.

function rscManifest(appPath: string, entryJSFiles: Record<string, string[]>) {
  return [
    'globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});',
    `globalThis.__RSC_MANIFEST[${JSON.stringify(appPath)}] = ${JSON.stringify({ moduleLoading: {}, entryJSFiles })};`,
  ].join('\n');
}

let dist = '';
const chunk = (name: string, body: string) => {
  writeFileSync(path.join(dist, 'static', 'chunks', name), body);
  return gzippedBytes(Buffer.from(body));
};
const sizes: Record<string, number> = {};

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'server', 'app', '(shop)', 'cart'), { recursive: true });
  sizes.react = chunk('react.js', 'var react = "' + 'x'.repeat(5000) + '";');
  sizes.layout = chunk('layout.js', 'var layout = 1;');
  sizes.cart = chunk('cart.js', 'var cart = "' + 'abc'.repeat(300) + '";');
  writeFileSync(path.join(dist, 'static', 'chunks', 'styles.css'), 'body{}');
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js'], polyfillFiles: [] }),
  );
  writeFileSync(
    path.join(dist, 'server', 'app-paths-manifest.json'),
    JSON.stringify({
      '/(shop)/cart/page': 'app/(shop)/cart/page.js',
      '/(shop)/page': 'app/(shop)/page.js',
    }),
  );
  writeFileSync(
    path.join(dist, 'server', 'app', '(shop)', 'cart', 'page_client-reference-manifest.js'),
    rscManifest('/(shop)/cart/page', {
      '[project]/app/layout': ['static/chunks/layout.js', 'static/chunks/styles.css'],
      '[project]/app/(shop)/cart/page': ['static/chunks/layout.js', 'static/chunks/cart.js'],
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('bundle budget', () => {
  it('maps app paths to routes, dropping route groups', () => {
    expect(routeOfAppPath('/(shop)/page')).toBe('/');
    expect(routeOfAppPath('/(shop)/category/[slug]/page')).toBe('/category/[slug]');
    expect(routeOfAppPath('/(shop)/cart/route')).toBeNull();
  });

  it('reads the entry files of the asked page from its manifest script', () => {
    const entry = readClientReferenceManifest(
      rscManifest('/(shop)/page', { a: ['static/chunks/a.js'] }),
      '/(shop)/page',
    );
    expect(entry.entryJSFiles).toEqual({ a: ['static/chunks/a.js'] });
    expect(() => readClientReferenceManifest(rscManifest('/x/page', {}), '/y/page')).toThrow(
      /no entryJSFiles for \/y\/page/,
    );
  });

  it('unions root and segment JS once each, without stylesheets', () => {
    expect(
      firstLoadFiles(
        { rootMainFiles: ['r.js'] },
        { entryJSFiles: { a: ['l.js', 's.css'], b: ['l.js', 'p.js', 'r.js'] } },
      ),
    ).toEqual(['r.js', 'l.js', 'p.js']);
  });

  it('sums the gzipped sizes of a route’s first-load files', () => {
    const [cart] = measureRoutes(dist, ['/cart']);
    expect(cart?.files).toEqual([
      'static/chunks/react.js',
      'static/chunks/layout.js',
      'static/chunks/cart.js',
    ]);
    expect(cart?.bytes).toBe((sizes.react ?? 0) + (sizes.layout ?? 0) + (sizes.cart ?? 0));
    expect(() => measureRoutes(dist, ['/product/[id]'])).toThrow(/no page for \/product\/\[id\]/);
  });

  it('reports the routes over their own budget, and refuses a route without one', () => {
    const rows = [
      { route: '/', files: [], bytes: 150 * 1024 },
      { route: '/cart', files: [], bytes: 151 * 1024 },
    ];
    expect(judge(rows, { '/': 150, '/cart': 150 }).over.map((r) => r.route)).toEqual(['/cart']);
    expect(judge(rows, { '/': 150, '/cart': 151 }).over).toEqual([]);
    expect(judge(rows, { '/': 149, '/cart': 200 }).over.map((r) => r.route)).toEqual(['/']);
    expect(() => judge(rows, { '/': 150 })).toThrow(/no budget for \/cart/);
  });

  it('budgets every storefront page', () => {
    expect(STOREFRONT_ROUTES).toEqual([
      '/',
      '/category/[slug]',
      '/product/[id]',
      '/all-products',
      '/cart',
    ]);
    for (const route of STOREFRONT_ROUTES) expect(BUDGETS_KB[route]).toBeGreaterThan(100);
  });
});
