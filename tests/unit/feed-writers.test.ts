import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/shared/product';
import { feedGroup, type FeedGroup } from '@/lib/server/feeds/feed-item';
import { googleFeedXml } from '@/lib/server/feeds/google-feed';
import { META_COLUMNS, metaFeedCsv } from '@/lib/server/feeds/meta-feed';

// The two writers: what they make of awkward text, and of an empty catalogue.

const context = { base: 'https://shop.example', shopName: 'Style & Point' };
const channel = { title: 'Style & Point', link: 'https://shop.example/', description: 'Products' };

const product: Product = {
  id: 5,
  name: 'Shirt & Tie <Set> "Royal" \'Blue\'',
  price: '1499.00',
  brand: 'R&amp;D',
  material: '',
  modelName: '',
  cottonPercentage: null,
  color: 'Blue, Navy',
  sizes: ['M', 'L'],
  footwearSizes: [],
  weight: '',
  description: 'Line one, "quoted"\nTom&Jerry; collab &#169; <b>bold</b>\uFFFF',
  mainCategory: 'mens',
  subCategory: 'Shirt',
  available: true,
  stock: 2,
  sizeStock: [
    { size: 'M', stock: 0 },
    { size: 'L', stock: 2 },
  ],
  inStock: true,
  images: [
    { id: 1, url: '/media/a.jpg', width: 1, height: 1 },
    { id: 2, url: '/media/b.jpg', width: 1, height: 1 },
    { id: 3, url: '/media/c.jpg', width: 1, height: 1 },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

async function* pagesOf(...pages: FeedGroup[][]): AsyncGenerator<FeedGroup[]> {
  yield* pages;
}

async function text(chunks: AsyncIterable<string | Uint8Array>): Promise<string> {
  let out = '';
  for await (const chunk of chunks) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk);
  return out;
}

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

describe('the Google feed', () => {
  it('writes every character of the text back exactly, as well-formed XML', async () => {
    const xml = await text(googleFeedXml(pagesOf([feedGroup(product, context)]), channel));
    expect(XMLValidator.validate(xml)).toBe(true);
    // "&name;" and "&#n;" typed by the owner are text, never entity references.
    expect(xml).toContain('Tom&amp;Jerry;');
    expect(xml).toContain('&amp;#169;');
    const rss = xmlParser.parse(xml).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(rss.channel.title).toBe('Style & Point');
    const items = rss.channel.item;
    expect(items).toHaveLength(2);
    const [m, l] = items;
    expect(m.title).toBe(product.name);
    expect(m.description).toBe('Line one, "quoted"\nTom&Jerry; collab &#169; <b>bold</b>');
    expect(m['g:brand']).toBe('R&amp;D');
    expect([m['g:id'], m['g:size'], m['g:availability'], m['g:item_group_id']]).toEqual([
      '5-M',
      'M',
      'out_of_stock',
      '5',
    ]);
    expect([l['g:id'], l['g:size'], l['g:availability'], l.link]).toEqual([
      '5-L',
      'L',
      'in_stock',
      'https://shop.example/product/5?size=L',
    ]);
    expect(l['g:additional_image_link']).toEqual([
      'https://shop.example/media/b.jpg',
      'https://shop.example/media/c.jpg',
    ]);
    expect(l['g:identifier_exists']).toBe('no');
    expect(l['g:price']).toBe('1499.00 INR');
  });

  it('is a channel without items for an empty catalogue', async () => {
    const xml = await text(googleFeedXml(pagesOf(), channel));
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = xmlParser.parse(xml).rss;
    expect(rss.channel.title).toBe('Style & Point');
    expect(rss.channel.item).toBeUndefined();
  });

  it('writes pages one after another', async () => {
    const second = { ...product, id: 6, sizes: [], sizeStock: null };
    const xml = await text(
      googleFeedXml(pagesOf([feedGroup(product, context)], [feedGroup(second, context)]), channel),
    );
    const ids = xmlParser.parse(xml).rss.channel.item.map((i: Record<string, string>) => i['g:id']);
    expect(ids).toEqual(['5-M', '5-L', '6']);
  });
});

describe('the Google feed, text XML cannot carry', () => {
  it('drops control characters, U+FFFE/U+FFFF and lone surrogates, and keeps the rest', async () => {
    const description =
      'A\u0001B\u0008C\u000BD\u001FE\uFFFEF\uFFFFG\uD800H\uDC00I \u{1F455} tab\tend';
    const xml = await text(
      googleFeedXml(pagesOf([feedGroup({ ...product, description, sizes: [] }, context)]), channel),
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const [item] = xmlParser.parse(xml).rss.channel.item;
    expect(item.description).toBe('ABCDEFGHI \u{1F455} tab\tend');
  });

  it('keeps a channel title that looks like the item marker as text', async () => {
    const title = '<feed-items></feed-items> & co';
    const xml = await text(googleFeedXml(pagesOf(), { ...channel, title }));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xmlParser.parse(xml).rss.channel.title).toBe(title);
  });
});

describe('the Meta feed', () => {
  it("has Meta's columns and writes commas, quotes and line breaks back exactly", async () => {
    const csv = await text(metaFeedCsv(pagesOf([feedGroup(product, context)])));
    const [header, ...rows] = parse(csv, { relax_column_count: false }) as string[][];
    expect(header).toEqual([...META_COLUMNS]);
    expect(rows).toHaveLength(2);
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    const [m, l] = records;
    expect(m!.title).toBe(product.name);
    expect(m!.description).toBe(product.description);
    expect(m!.color).toBe('Blue, Navy');
    expect([m!.id, m!.availability, m!.size, m!.item_group_id]).toEqual([
      '5-M',
      'out of stock',
      'M',
      '5',
    ]);
    expect([l!.availability, l!.price, l!.condition]).toEqual(['in stock', '1499.00 INR', 'new']);
    expect(l!.additional_image_link).toBe(
      'https://shop.example/media/b.jpg,https://shop.example/media/c.jpg',
    );
  });

  it('writes pages one after another under one header row', async () => {
    const second = { ...product, id: 6, sizes: [], sizeStock: null };
    const csv = await text(
      metaFeedCsv(pagesOf([feedGroup(product, context)], [], [feedGroup(second, context)])),
    );
    const [header, ...rows] = parse(csv) as string[][];
    expect(header).toEqual([...META_COLUMNS]);
    expect(rows.map((row) => row[0])).toEqual(['5-M', '5-L', '6']);
  });

  it('is the header row alone for an empty catalogue', async () => {
    const csv = await text(metaFeedCsv(pagesOf()));
    expect(parse(csv)).toEqual([[...META_COLUMNS]]);
  });

  it('ends with the error when reading the catalogue fails', async () => {
    async function* failing(): AsyncGenerator<FeedGroup[]> {
      yield [feedGroup(product, context)];
      throw new Error('database gone');
    }
    await expect(text(metaFeedCsv(failing()))).rejects.toThrow('database gone');
  });
});
