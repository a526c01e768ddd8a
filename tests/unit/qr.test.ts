// QR codes for the printed tags and the counter poster: the SVG the qrcode library
// draws decodes back to exactly the URL, and the tag and poster data say what the paper shows.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/lib/shared/product';
import { decodeQrSvg } from '../support/decode-qr';

const catalogue = vi.hoisted(() => ({ products: [] as Product[], reads: 0 }));
vi.mock('@/lib/server/products/catalogue-pages', () => ({
  queryProductsByIds: async (ids: readonly number[]) => {
    catalogue.reads += 1;
    return catalogue.products.filter((p) => ids.includes(p.id));
  },
}));

const { qrSvg } = await import('@/lib/server/qr/svg');
const { MAX_TAGS, parseTagIds, productTags, shopPoster } = await import('@/lib/server/qr');

const ADMIN = { id: 1, username: 'owner', isSuperuser: true };
const CUSTOMER = { id: 2, username: 'cust', isSuperuser: false };
const BASE = 'https://shop.example.com';

function product(fields: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    price: '999.00',
    brand: '',
    material: '',
    modelName: '',
    cottonPercentage: null,
    color: '',
    sizes: [],
    footwearSizes: [],
    weight: '',
    description: '',
    mainCategory: 'mens',
    subCategory: 'Shirt',
    available: true,
    stock: 5,
    sizeStock: null,
    inStock: true,
    images: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

describe('qrSvg', () => {
  it.each([
    'https://shop.example.com/product/123?size=M&from=tag',
    'https://wa.me/919876543210',
    'http://localhost:3142/',
  ])('draws %s as SVG that decodes back to exactly that text', async (url) => {
    const svg = await qrSvg(url);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toContain(url);
    expect(await decodeQrSvg(svg)).toBe(url);
  });

  it('keeps the four-module quiet zone around the code', async () => {
    const svg = await qrSvg('https://wa.me/919876543210');
    const size = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    // Version 2 (25 modules) holds this URL at level M; 4 light modules on each side.
    expect(size).toBe(25 + 8);
    expect(svg).toContain('d="M4 4.5h7');
  });
});

describe('parseTagIds', () => {
  it('reads a comma list in order, each id once, skipping empty items', () => {
    expect(parseTagIds('3, 1,3,,2,')).toEqual({ ids: [3, 1, 2], invalid: [] });
    expect(parseTagIds(['4,5', '6'])).toEqual({ ids: [4, 5, 6], invalid: [] });
  });

  it('reports what is not a product id, as written', () => {
    expect(parseTagIds('1,abc,0,-3,2.5,99999999999,7')).toEqual({
      ids: [1, 7],
      invalid: ['abc', '0', '-3', '2.5', '99999999999'],
    });
  });

  it('gives nothing for a missing or empty parameter', () => {
    expect(parseTagIds(undefined)).toEqual({ ids: [], invalid: [] });
    expect(parseTagIds('')).toEqual({ ids: [], invalid: [] });
  });
});

describe('productTags', () => {
  beforeEach(() => {
    catalogue.reads = 0;
    catalogue.products = [
      product({ id: 10, name: 'Plain Cap', stock: 0, inStock: false }),
      product({
        id: 11,
        name: 'Linen Shirt',
        price: '1499.00',
        sizes: ['S', 'M', 'L'],
        stock: 7,
        sizeStock: [
          { size: 'S', stock: 2 },
          { size: 'M', stock: 0 },
          { size: 'L', stock: 5 },
        ],
      }),
      product({ id: 12, name: 'Sandals', footwearSizes: ['8', '9'], stock: 3, available: false }),
    ];
  });

  it('refuses anyone but an admin before reading the catalogue', async () => {
    await expect(productTags(null, [11], BASE)).rejects.toMatchObject({ status: 401 });
    await expect(productTags(CUSTOMER, [11], BASE)).rejects.toMatchObject({ status: 403 });
    expect(catalogue.reads).toBe(0);
  });

  it('refuses more than MAX_TAGS ids', async () => {
    const ids = Array.from({ length: MAX_TAGS + 1 }, (_, i) => i + 1);
    await expect(productTags(ADMIN, ids, BASE)).rejects.toMatchObject({ status: 400 });
    expect(catalogue.reads).toBe(0);
  });

  it('makes one tag per known id in the order asked and names the unknown ones', async () => {
    const { tags, unknownIds } = await productTags(ADMIN, [12, 404, 11, 10], BASE);
    expect(tags.map((t) => t.id)).toEqual([12, 11, 10]);
    expect(unknownIds).toEqual([404]);
    const [sandals, shirt, cap] = tags;
    // Per-size counts decide the sizes; a product counted in total sells every size it offers.
    expect(shirt).toMatchObject({
      name: 'Linen Shirt',
      price: '1499.00',
      sizesInStock: ['S', 'L'],
    });
    expect(sandals).toMatchObject({ sizesInStock: ['8', '9'], available: false, inStock: true });
    expect(cap).toMatchObject({ sizesInStock: null, inStock: false });
    for (const tag of tags) {
      expect(tag.url).toBe(`${BASE}/product/${tag.id}`);
      expect(await decodeQrSvg(tag.qrSvg)).toBe(tag.url);
    }
  });

  it('reads nothing for no ids', async () => {
    expect(await productTags(ADMIN, [], BASE)).toEqual({ tags: [], unknownIds: [] });
    expect(catalogue.reads).toBe(0);
  });
});

describe('shopPoster', () => {
  it('is for admins only', async () => {
    await expect(shopPoster(CUSTOMER, BASE)).rejects.toMatchObject({ status: 403 });
  });

  it("codes the home page and the shop's WhatsApp chat", async () => {
    const poster = await shopPoster(ADMIN, `${BASE}/`);
    expect(poster.siteUrl).toBe(`${BASE}/`);
    expect(poster.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
    expect(await decodeQrSvg(poster.siteQrSvg)).toBe(`${BASE}/`);
    expect(await decodeQrSvg(poster.whatsappQrSvg)).toBe(poster.whatsappUrl);
    expect(poster.hours).toMatch(/^Open every day, /);
  });
});
