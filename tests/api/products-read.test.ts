import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, base, call, publicUrl, unique } from './support/client';
import { createProduct, jpeg } from './support/products';
import { algNoneToken, expiredAccessToken, tamperedToken } from './support/tokens';

const WIRE_KEYS = [
  'available',
  'brand',
  'color',
  'cotton_percentage',
  'created_at',
  'description',
  'footwear_size',
  'id',
  'images',
  'in_stock',
  'main_category',
  'material',
  'model_name',
  'name',
  'price',
  // The sale price and its end while a sale runs, else null.
  'sale_ends_at',
  'sale_price',
  'size',
  // The stock per size, null for a product not tracked per size.
  'size_stock',
  'stock',
  'sub_category',
  'updated_at',
  'weight',
  // The size guide and the other colours of the design (additive).
  'size_chart',
  'size_chart_id',
  'fit_note',
  'colour_siblings',
].sort();

describe('GET /api/products/', () => {
  let token: string;
  let older: Awaited<ReturnType<typeof createProduct>>;
  let newer: Awaited<ReturnType<typeof createProduct>>;
  const word = unique('zq').toLowerCase();

  beforeAll(async () => {
    token = await adminToken();
    older = await createProduct(token, { description: `first ${word}` }, [await jpeg()]);
    newer = await createProduct(token, {
      main_category: 'weddinghub',
      sub_category: 'sherwani',
      description: `second ${word}`,
      cotton_percentage: '',
      size: '',
      footwear_size: '7,6',
    });
  });

  it('answers a bare JSON array, newest first, on both slash forms without a redirect', async () => {
    for (const path of ['/api/products/', '/api/products']) {
      const answer = await call(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Array.isArray(answer.body)).toBe(true);
      const ids = (answer.body as { id: number }[]).map((p) => p.id);
      expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    }
  });

  it('writes each product exactly in the wire format', async () => {
    const list = (await call('/api/products/')).body as Record<string, unknown>[];
    const first = list.find((p) => p.id === older.id)!;
    expect(Object.keys(first).sort()).toEqual(WIRE_KEYS);
    expect(first).toMatchObject({
      price: '1499.00',
      cotton_percentage: 40,
      size: 'S,M,L',
      footwear_size: '',
      available: true,
      in_stock: true,
      stock: 5,
      size_stock: null,
      main_category: 'mens',
      sub_category: 'Shirt',
      model_name: 'LS-01',
    });
    expect(new Date(first.created_at as string).toISOString()).toBe(first.created_at);
    const second = list.find((p) => p.id === newer.id)!;
    expect(second).toMatchObject({
      cotton_percentage: null,
      size: '',
      footwear_size: '6,7',
      sub_category: 'Sherwani',
    });
  });

  it('gives absolute image URLs from PUBLIC_URL that serve the image', async () => {
    const detail = (await call(`/api/products/${older.id}/`)).body as {
      images: { id: number; image: string; url: string }[];
    };
    expect(detail.images).toHaveLength(1);
    const [image] = detail.images;
    expect(image!.url).toBe(image!.image);
    expect(image!.url.startsWith(`${publicUrl()}/media/`)).toBe(true);
    const file = await fetch(`${base()}${new URL(image!.url).pathname}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('filters by category (main or sub, any case) and by search text', async () => {
    const byMain = (await call('/api/products/?category=weddinghub')).body as { id: number }[];
    expect(byMain.map((p) => p.id)).toContain(newer.id);
    expect(byMain.map((p) => p.id)).not.toContain(older.id);
    const bySub = (await call('/api/products/?category=SHERWANI')).body as { id: number }[];
    expect(bySub.map((p) => p.id)).toContain(newer.id);
    const searched = (await call(`/api/products/?search=${word}`)).body as { id: number }[];
    expect(searched.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect((await call('/api/products/?search=%25%27%22')).body).toEqual([]);
  });

  it('pages only when ?page= is asked for', async () => {
    const first = await call(`/api/products/?search=${word}&page=1&page_size=1`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 2, previous: null });
    expect(first.body.results.map((p: { id: number }) => p.id)).toEqual([newer.id]);
    expect(first.body.next).toMatch(/^http:\/\/localhost:\d+\/api\/products\/\?.*page=2/);
    const second = await call(new URL(first.body.next).pathname + new URL(first.body.next).search);
    expect(second.body.results.map((p: { id: number }) => p.id)).toEqual([older.id]);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toContain('page=1');
    for (const page of ['3', '0', 'abc', '-1']) {
      const bad = await call(`/api/products/?search=${word}&page=${page}`);
      expect(bad.status, page).toBe(404);
      expect(bad.body).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('treats an invalid, expired, tampered or unsigned token on a read as anonymous', async () => {
    const expired = await expiredAccessToken(1);
    for (const bad of [
      'garbage',
      expired,
      tamperedToken(token, { sub: '999' }),
      algNoneToken(token),
    ]) {
      expect((await call('/api/products/', { token: bad })).status).toBe(200);
      expect((await call(`/api/products/${older.id}/`, { token: bad })).status).toBe(200);
    }
  });
});

describe('GET /api/products/{id}/', () => {
  it('answers the product on both slash forms', async () => {
    const product = await createProduct(await adminToken());
    for (const path of [`/api/products/${product.id}/`, `/api/products/${product.id}`]) {
      const answer = await call(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: product.id, name: product.name, price: '1499.00' });
    }
  });

  it('answers 404 {"detail":"Not found."} for a missing, non-numeric or out-of-range id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999', '%20', '1e3']) {
      for (const path of [`/api/products/${id}/`, `/api/products/${id}`]) {
        const answer = await call(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).toEqual({ detail: 'Not found.' });
      }
    }
  });
});
