import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../support/postgres';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  type RunningServer,
} from '../support/test-server';
import { adminToken, base, call, publicUrl } from './support/client';
import { createProduct, jpeg, productForm } from './support/products';

// The catalogue feeds (/feeds/google.xml, /feeds/meta.csv) as Google Merchant Center and Meta's
// Commerce Manager fetch them, checked against the structure each documents:
// support.google.com/merchants/answer/7052112 (attributes) and /160589 (RSS 2.0 with g:), and
// developers.facebook.com/docs/commerce-platform/catalog/fields (the data feed's columns).

type Item = Record<string, string | string[]>;
type Row = Record<string, string>;

const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

/** Google's required attributes for apparel sold in India, besides colour and size. */
const GOOGLE_REQUIRED = [
  'g:id',
  'title',
  'description',
  'link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:brand',
  'g:condition',
  'g:google_product_category',
  'g:product_type',
  'g:gender',
  'g:age_group',
  'g:identifier_exists',
];
/** Meta's required columns, then the ones apparel and variants need. */
const META_REQUIRED = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
];
const META_APPAREL = [
  'item_group_id',
  'size',
  'color',
  'gender',
  'age_group',
  'additional_image_link',
];
const PRICE = /^\d+\.\d{2} INR$/;

async function googleFeed(url = base()) {
  const res = await fetch(`${url}/feeds/google.xml`);
  const text = await res.text();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(text)).toBe(true);
  const rss = xml.parse(text).rss;
  return { res, text, rss, items: (rss.channel.item ?? []) as Item[] };
}

async function metaFeed(url = base()) {
  const res = await fetch(`${url}/feeds/meta.csv`);
  const text = await res.text();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const [header] = parse(text, { to_line: 1 }) as string[][];
  return { res, text, header: header!, rows: parse(text, { columns: true }) as Row[] };
}

const byId = <T extends Item | Row>(list: T[], id: string) =>
  list.find((i) => i['g:id'] === id || i.id === id);

let admin: string;
let sized: { id: number; description: string };
let plain: { id: number };
let photographed: Awaited<ReturnType<typeof createProduct>>;
const NAME = `Shirt & Tie <Set> "Royal" 'Blue' ${Date.now()}`;
const DESCRIPTION = 'Soft, light & "breezy".\nSecond line <b>not bold</b> Tom&Jerry; &amp; more';

beforeAll(async () => {
  admin = await adminToken();
  sized = (await createProduct(admin, {
    name: NAME,
    description: DESCRIPTION,
    size: 'S,M,L',
    stock: '3',
    size_stock: '{"S": 0, "M": 2, "L": 1}',
    brand: '',
    color: 'Navy, Blue',
  })) as unknown as typeof sized;
  // Sent as a multipart field, whose line breaks travel as CRLF (HTML's form encoding).
  expect(sized.description).toBe(DESCRIPTION.replace('\n', '\r\n'));
  plain = await createProduct(admin, {
    name: `Leather Belt ${Date.now()}`,
    sub_category: 'Belt',
    size: '',
    stock: '0',
  });
  photographed = await createProduct(
    admin,
    { name: `Kurta ${Date.now()}`, size: 'M,L' },
    await Promise.all(['#aa3333', '#33aa33', '#3333aa'].map((color) => jpeg(64, 48, color))),
  );
  expect(photographed.images).toHaveLength(3);
});

describe('GET /feeds/google.xml', () => {
  it('is RSS 2.0 with the g: namespace and a channel', async () => {
    const { res, rss } = await googleFeed();
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(rss.channel.title).toBeTruthy();
    expect(rss.channel.link).toBe(`${publicUrl()}/`);
    expect(rss.channel.description).toBeTruthy();
  });

  it("gives every item Google's required attributes, in Google's formats", async () => {
    const { items } = await googleFeed();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const name of GOOGLE_REQUIRED)
        expect(item[name], `${item['g:id']} ${name}`).toBeTruthy();
      expect(['in_stock', 'out_of_stock']).toContain(item['g:availability']);
      expect(item['g:price']).toMatch(PRICE);
      expect(item['g:condition']).toBe('new');
      expect(item['g:identifier_exists']).toBe('no');
      expect(['male', 'female', 'unisex']).toContain(item['g:gender']);
      expect(['adult', 'kids']).toContain(item['g:age_group']);
      for (const url of [item.link, item['g:image_link']]) {
        expect(String(url).startsWith(`${publicUrl()}/`)).toBe(true);
      }
    }
  });

  it('lists every product, per size for products with sizes, each size with its own stock', async () => {
    const { items } = await googleFeed();
    const products = (await call('/api/products/')).body as {
      id: number;
      size: string;
      footwear_size: string;
    }[];
    const expected = products.flatMap((p) => {
      const sizes = [p.size, p.footwear_size].join(',').split(',').filter(Boolean);
      return sizes.length ? sizes.map((s) => `${p.id}-${s}`) : [String(p.id)];
    });
    expect(items.map((i) => i['g:id']).sort()).toEqual(expected.sort());

    const variants = ['S', 'M', 'L'].map((s) => byId(items, `${sized.id}-${s}`)!);
    expect(variants.map((v) => [v['g:size'], v['g:availability'], v['g:item_group_id']])).toEqual([
      ['S', 'out_of_stock', String(sized.id)],
      ['M', 'in_stock', String(sized.id)],
      ['L', 'in_stock', String(sized.id)],
    ]);
    expect(variants[1]!.link).toBe(`${publicUrl()}/product/${sized.id}?size=M`);
    const belt = byId(items, String(plain.id))!;
    expect(belt['g:availability']).toBe('out_of_stock');
    expect(belt['g:item_group_id']).toBeUndefined();
    expect(belt['g:google_product_category']).toBe(
      'Apparel & Accessories > Clothing Accessories > Belts',
    );
  });

  it('writes & < > and quotes in names and descriptions back exactly', async () => {
    const { text, items } = await googleFeed();
    const item = byId(items, `${sized.id}-M`)!;
    expect(item.title).toBe(NAME);
    // An XML parser reads CRLF as LF (XML 1.0 §2.11).
    expect(item.description).toBe(DESCRIPTION);
    expect(item['g:color']).toBe('Navy, Blue');
    expect(item['g:brand']).toBeTruthy(); // the shop's name: the product names no brand
    expect(text).not.toContain('<b>not bold</b>');
    expect(text).toContain('Tom&amp;Jerry;');
  });

  it("lists a product's photos in the order its page shows them, on every size", async () => {
    const { items } = await googleFeed();
    const [first, ...rest] = photographed.images.map((image) => image.url);
    for (const size of ['M', 'L']) {
      const item = byId(items, `${photographed.id}-${size}`)!;
      expect(item['g:image_link']).toBe(first);
      expect(item['g:additional_image_link']).toEqual(rest);
    }
    const row = byId((await metaFeed()).rows, `${photographed.id}-M`)!;
    expect([row.image_link, row.additional_image_link]).toEqual([first, rest.join(',')]);
  });

  it('links pages and images that answer', async () => {
    const { items } = await googleFeed();
    const item = byId(items, `${sized.id}-M`)!;
    const local = (url: string) => url.replace(publicUrl(), base());
    const page = await fetch(local(String(item.link)));
    expect(page.status).toBe(200);
    // A product without photos shows its share card.
    const card = await fetch(local(String(item['g:image_link'])));
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${base()}/feeds/google.xml`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    expect(await res.text()).toBe('');
  });
});

describe('GET /feeds/meta.csv', () => {
  it("has Meta's required columns, filled in on every row", async () => {
    const { res, header, rows } = await metaFeed();
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    for (const column of [...META_REQUIRED, ...META_APPAREL]) expect(header).toContain(column);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const column of META_REQUIRED) expect(row[column], `${row.id} ${column}`).not.toBe('');
      expect(['in stock', 'out of stock']).toContain(row.availability);
      expect(row.price).toMatch(PRICE);
      expect(row.condition).toBe('new');
    }
  });

  it('has the same items as the Google feed, with sizes, groups and text as typed', async () => {
    const [{ rows }, { items }] = await Promise.all([metaFeed(), googleFeed()]);
    expect(rows.map((r) => r.id).sort()).toEqual(items.map((i) => String(i['g:id'])).sort());
    const row = byId(rows, `${sized.id}-S`)!;
    expect(row).toMatchObject({
      title: NAME,
      description: sized.description,
      availability: 'out of stock',
      item_group_id: String(sized.id),
      size: 'S',
      color: 'Navy, Blue',
      gender: 'male',
      age_group: 'adult',
      link: `${publicUrl()}/product/${sized.id}?size=S`,
    });
    expect(byId(rows, String(plain.id))).toMatchObject({ item_group_id: '', size: '' });
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${base()}/feeds/meta.csv`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await res.text()).toBe('');
  });
});

describe('a catalogue write', () => {
  it('shows in the next fetch of both feeds', async () => {
    const before = byId((await googleFeed()).items, `${sized.id}-L`)!;
    expect(before['g:price']).toBe('1499.00 INR');
    const answer = await call(`/api/products/${sized.id}/`, {
      method: 'PUT',
      token: admin,
      body: productForm({ price: '1299.50', available: 'false' }),
    });
    expect(answer.status).toBe(200);
    const after = byId((await googleFeed()).items, `${sized.id}-L`)!;
    expect([after['g:price'], after['g:availability']]).toEqual(['1299.50 INR', 'out_of_stock']);
    const row = byId((await metaFeed()).rows, `${sized.id}-L`)!;
    expect([row.price, row.availability]).toEqual(['1299.50 INR', 'out of stock']);
  });
});

describe('an empty catalogue', () => {
  let server: RunningServer;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;

  beforeAll(async () => {
    dataDir = tempDataDir('api-feeds-empty');
    if (inject('dbKind') === 'postgres') database = await createTestDatabase('feeds_empty');
    server = await startTestServer({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      SEED_DEMO: 'false',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    removeDir(dataDir);
  });

  it('gives a valid Google feed with a channel and no items', async () => {
    const { rss, items } = await googleFeed(server.url);
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBeTruthy();
    expect(items).toEqual([]);
  });

  it('gives a Meta feed of the header row alone', async () => {
    const { header, rows } = await metaFeed(server.url);
    for (const column of META_REQUIRED) expect(header).toContain(column);
    expect(rows).toEqual([]);
  });
});
