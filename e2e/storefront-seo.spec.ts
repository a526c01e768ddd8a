import { test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { BASE_URL } from '../playwright.config';
import { expect, jsonLd, meta, productCards, SLOW_TEST_MS } from './storefront-helpers';

test.describe.configure({ timeout: SLOW_TEST_MS });

const SHOP_NAME = 'Style Point Menswear';
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function firstProductId(page: Page, category = 'shirt', label = 'Shirt'): Promise<string> {
  await page.goto(`/category/${category}?label=${label}`);
  return (await productCards(page).first().getAttribute('data-product-id'))!;
}

type Offer = Record<string, string>;
type Variant = { '@type': string; sku: string; size: string; offers: Offer };

/** The page's product JSON-LD: a Product, or a ProductGroup for a product with sizes. */
const productData = (data: Record<string, unknown>[]) =>
  data.find((d) => d['@type'] === 'Product' || d['@type'] === 'ProductGroup')!;

/** Its offers: the one offer of a Product, or one per size of a ProductGroup. */
const offersOf = (product: Record<string, unknown>): Offer[] =>
  product['@type'] === 'ProductGroup'
    ? (product.hasVariant as Variant[]).map((v) => v.offers)
    : [product.offers as Offer];

/** The wire product (docs/api.md), for the sizes and their stock. */
interface WireProduct {
  id: number;
  name: string;
  price: string;
  size: string;
  footwear_size: string;
  available: boolean;
  in_stock: boolean;
  size_stock: Record<string, number> | null;
}

const offered = (p: WireProduct) =>
  [p.size, p.footwear_size].flatMap((list) => list.split(',').filter(Boolean));

test.describe('SEO and sharing', () => {
  test('home: title template, description, canonical, Open Graph, Twitter and the ClothingStore', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`${SHOP_NAME} | Menswear, kidswear & wedding suits`);
    expect(await meta(page, 'name="description"')).toMatch(/order on WhatsApp/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${BASE_URL}/?$`),
    );
    expect(await meta(page, 'property="og:site_name"')).toBe(SHOP_NAME);
    expect(await meta(page, 'property="og:image"')).toBe(`${BASE_URL}/share-card.jpg`);
    expect(await meta(page, 'name="twitter:card"')).toBe('summary_large_image');
    expect(await meta(page, 'name="twitter:image"')).toBe(`${BASE_URL}/share-card.jpg`);
    const card = await page.request.get('/share-card.jpg');
    expect(card.headers()['content-type']).toBe('image/jpeg');
    expect(await sharp(await card.body()).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'jpeg',
    });

    const store = (await jsonLd(page)).find((d) => d['@type'] === 'ClothingStore')!;
    expect(store.name).toBe(SHOP_NAME);
    expect(store.telephone).toBe('+91 98765 43210');
    expect((store.address as Record<string, string>).streetAddress).toContain('Bengaluru');
    expect(store.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, opens: '09:00', closes: '23:30' },
    ]);
  });

  test('product: Product with an INR Offer and availability, a BreadcrumbList, and its own share card', async ({
    page,
    request,
  }) => {
    // Caps come in no sizes: one Product with one Offer (sized products are a ProductGroup, below).
    const id = await firstProductId(page, 'caps', 'Caps');
    await page.goto(`/product/${id}`);
    const name = (await page.locator('h1').textContent())!.trim();
    const price = (await page.getByTestId('product-price').textContent())!.replace(/[₹,]/g, '');
    await expect(page).toHaveTitle(new RegExp(` \\| ${SHOP_NAME}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${BASE_URL}/product/${id}`,
    );
    expect(await meta(page, 'property="og:title"')).toContain(name);

    const data = await jsonLd(page);
    const product = data.find((d) => d['@type'] === 'Product')!;
    expect(product.name).toBe(name);
    const offer = product.offers as Record<string, string>;
    expect(offer.priceCurrency).toBe('INR');
    expect(offer.price).toBe(price);
    expect(offer.availability).toBe('https://schema.org/InStock');
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as {
      name: string;
      position: number;
    }[];
    const main = (await page
      .getByRole('list', { name: 'Categories' })
      .getByRole('listitem')
      .first()
      .textContent())!;
    expect(crumbs.map((c) => c.name)).toEqual(['Home', main, 'Caps', name]);
    expect(crumbs.at(-1)!.position).toBe(4);

    const image = (await meta(page, 'property="og:image"'))!;
    expect(image).toMatch(new RegExp(`^${BASE_URL}/product/${id}/share-card\\.jpg\\?v=\\d+$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
    expect(await meta(page, 'property="og:image:width"')).toBe('1200');
    expect(await meta(page, 'name="twitter:image"')).toBe(image);
    const card = await request.get(image);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    const bytes = await card.body();
    expect(bytes.length).toBeLessThan(300 * 1024);
    const info = await sharp(bytes).metadata();
    expect([info.width, info.height]).toEqual([1200, 630]);
  });

  test('an out-of-stock product is OutOfStock in its Offer', async ({ page }) => {
    await page.goto('/all-products');
    const id = await productCards(page)
      .filter({ hasText: 'Out of stock' })
      .first()
      .getAttribute('data-product-id');
    await page.goto(`/product/${id}`);
    const offers = offersOf(productData(await jsonLd(page)));
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.availability).toBe('https://schema.org/OutOfStock');
  });

  test('a product with sizes is a ProductGroup with one Product and Offer per size, each with its own availability', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/products/')).json()) as WireProduct[];
    // One tracked per size with a sold-out size while others sell, and one not tracked per size.
    const tracked = all.find(
      (p) =>
        p.in_stock &&
        p.size_stock &&
        Object.values(p.size_stock).some((n) => n === 0) &&
        Object.values(p.size_stock).some((n) => n > 0),
    );
    const untracked = all.find((p) => p.in_stock && p.size_stock === null && offered(p).length);
    expect(tracked, 'a product with a sold-out size').toBeTruthy();
    expect(untracked, 'a product with sizes not tracked per size').toBeTruthy();

    for (const { id } of [tracked!, untracked!]) {
      const wire = (await (await request.get(`/api/products/${id}/`)).json()) as WireProduct;
      await page.goto(`/product/${id}`);
      const group = productData(await jsonLd(page));
      expect(group).toMatchObject({
        '@type': 'ProductGroup',
        name: wire.name,
        productGroupID: String(id),
        url: `${BASE_URL}/product/${id}`,
        variesBy: 'https://schema.org/size',
      });
      expect(group).not.toHaveProperty('offers');
      const variants = group.hasVariant as Variant[];
      expect(variants.map((v) => v.size)).toEqual(offered(wire));
      for (const v of variants) {
        expect(v['@type']).toBe('Product');
        expect(v.sku).toBe(`${id}-${v.size}`);
        expect(v.offers).toMatchObject({
          '@type': 'Offer',
          priceCurrency: 'INR',
          price: wire.price,
          url: `${BASE_URL}/product/${id}?size=${encodeURIComponent(v.size)}`,
        });
        const sells =
          wire.available && (wire.size_stock ? wire.size_stock[v.size]! > 0 : wire.in_stock);
        expect(v.offers.availability, `${wire.name} ${v.size}`).toBe(
          `https://schema.org/${sells ? 'InStock' : 'OutOfStock'}`,
        );
      }
      // The breadcrumb is still there beside the group.
      expect((await jsonLd(page)).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    }
    // Both availabilities appear on the tracked product's page.
    await page.goto(`/product/${tracked!.id}`);
    const seen = new Set(offersOf(productData(await jsonLd(page))).map((o) => o.availability));
    expect([...seen].sort()).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/OutOfStock',
    ]);
  });

  test('structured data is inert JSON: no raw "<" inside any JSON-LD script', async ({
    request,
  }) => {
    for (const path of ['/', '/category/shirt?label=Shirt', '/all-products']) {
      const html = await (await request.get(path)).text();
      for (const [, body] of html.matchAll(
        /<script type="application\/ld\+json">(.*?)<\/script>/gs,
      )) {
        expect(body).not.toContain('<');
        expect(() => JSON.parse(body!)).not.toThrow();
      }
    }
  });

  test('a link-preview crawler (WhatsApp) gets the tags in <head>', async ({ page, request }) => {
    const id = await firstProductId(page);
    const html = await (
      await request.get(`/product/${id}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } })
    ).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('property="og:image"');
    expect(head).toContain('property="og:title"');
    expect(head).toContain(`rel="canonical" href="${BASE_URL}/product/${id}"`);
  });

  test('every storefront page has a description, a canonical URL and a share image', async ({
    page,
  }) => {
    for (const path of [
      '/all-products',
      '/categories',
      '/new-arrivals',
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-conditions',
      '/shipping',
      '/returns',
      '/category/jeans',
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(` \\| ${SHOP_NAME}$`));
      expect(await meta(page, 'name="description"')).toBeTruthy();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${BASE_URL}${path}`,
      );
      expect(await meta(page, 'property="og:image"')).toBeTruthy();
      expect(await meta(page, 'name="twitter:card"')).toBe('summary_large_image');
    }
  });

  test('sitemap.xml: home, categories, every product with lastmod, info pages', async ({
    request,
  }) => {
    // Every product has its page (all products lists one card per design, so counts fewer).
    const total = ((await (await request.get('/api/products/')).json()) as unknown[]).length;
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const path of [
      '/',
      '/all-products',
      '/categories',
      '/new-arrivals',
      '/about',
      '/contact',
      '/shipping',
      '/returns',
      '/privacy-policy',
      '/terms-conditions',
      '/category/shirt',
      '/category/kids-and-boys',
      '/category/mens-shirt',
      '/category/weddinghub',
    ]) {
      expect(locs).toContain(path === '/' ? `${BASE_URL}/` : `${BASE_URL}${path}`);
    }
    const products = [
      ...xml.matchAll(/<url>\s*<loc>[^<]+\/product\/\d+<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g),
    ];
    expect(products).toHaveLength(total);
    for (const [, lastmod] of products) expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
  });

  test('robots.txt keeps admin, cart, login, register and the API out and names the sitemap', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/admin-dashboard', '/cart', '/login', '/register', '/api/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });
});
