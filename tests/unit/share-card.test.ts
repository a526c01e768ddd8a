import { createElement } from 'react';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/lib/shared/product';
import { productShareCard, shopShareCard } from '@/lib/server/seo/share-card';
import {
  LATIN_FONT_NAME,
  SHARE_CARD_FONT_FAMILY,
  loadShareCardAsset,
  shareCardFonts,
} from '@/lib/server/seo/share-card-assets';
import { renderShareCard } from '@/lib/server/seo/share-card-render';

// Cards for names with emoji or Indian scripts must render from the fonts and emoji
// shipped with the project, never from a CDN. fetch is replaced for the whole file: any request
// but an in-memory data: URL (how the bundled WASM modules load themselves) is recorded and fails.

const HINDI = 'कुर्ता पायजामा';
const MALAYALAM = 'കസവ് മുണ്ട്';

function product(name: string): Product {
  return {
    id: 1,
    name,
    price: '1499.00',
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
    subCategory: 'T-Shirt',
    available: true,
    stock: 3,
    sizeStock: null,
    inStock: true,
    images: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const realFetch = globalThis.fetch;
const attempts: string[] = [];

beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return realFetch(input, init);
    attempts.push(url);
    throw new Error(`share card test: network request to ${url}`);
  }) as typeof fetch;
});
afterEach(() => {
  expect(attempts).toEqual([]);
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

async function expectCardJpeg(jpeg: Buffer) {
  expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  const meta = await sharp(jpeg).metadata();
  expect(meta.format).toBe('jpeg');
  expect([meta.width, meta.height]).toEqual([1200, 630]);
}

/** Black text on white, large enough that glyph differences show in the pixels. */
function textCard(text: string) {
  return createElement(
    'div',
    {
      style: {
        display: 'flex',
        width: '100%',
        height: '100%',
        background: '#ffffff',
        color: '#000000',
        fontSize: 96,
        padding: 40,
        fontFamily: SHARE_CARD_FONT_FAMILY,
      },
    },
    text,
  );
}

async function pixels(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel between two renders. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

async function latinOnly() {
  return (await shareCardFonts()).filter((font) => font.name === LATIN_FONT_NAME);
}

describe('product share card without network', () => {
  const names = {
    latin: 'Summer tee',
    emoji: 'Summer tee 🔥',
    hindi: HINDI,
    malayalam: MALAYALAM,
    mixed: `Kasavu ${MALAYALAM} · ${HINDI} ❤️‍🔥 set`,
    // Scripts the card fonts lack still render (as missing-glyph boxes), without a download.
    unknownScripts: 'தமிழ் 漢字 ελληνικά',
    // Longer than the 70-character clip, cut between graphemes.
    long: '🔥'.repeat(80),
  };
  for (const [label, name] of Object.entries(names)) {
    it(`renders a 1200×630 JPEG for a ${label} name`, async () => {
      await expectCardJpeg(await productShareCard(product(name), 'Style Point'));
    });
  }

  it('renders the shop card with a Hindi shop name', async () => {
    await expectCardJpeg(await shopShareCard(`स्टाइल पॉइंट ${MALAYALAM} 🔥`));
  });
});

describe('share card glyphs', () => {
  it('draws Devanagari and Malayalam with their own fonts, not missing-glyph boxes', async () => {
    for (const text of [HINDI, MALAYALAM]) {
      const full = await renderShareCard(textCard(text));
      const boxes = await renderShareCard(textCard(text), await latinOnly());
      await expectCardJpeg(boxes);
      expect(await difference(full, boxes)).toBeGreaterThan(1);
    }
  });

  it('draws emoji in colour from the shipped Twemoji set', async () => {
    const raw = await pixels(await renderShareCard(textCard('🔥')));
    let coloured = 0;
    for (let i = 0; i < raw.length; i += 3) {
      if ((raw[i] ?? 0) - (raw[i + 2] ?? 0) > 120) coloured++; // red/orange flame on a white, black-text card
    }
    expect(coloured).toBeGreaterThan(500);
  });
});

describe('share card assets', () => {
  it('loads the fonts once per process', async () => {
    const first = shareCardFonts();
    expect(shareCardFonts()).toBe(first);
    expect((await first).map((font) => font.name)).toContain('Noto Sans Devanagari');
  });

  it('serves emoji from disk, ZWJ sequences included, and nothing for unknown text', async () => {
    expect(await loadShareCardAsset('emoji', '🔥')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await loadShareCardAsset('emoji', '❤️‍🔥')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await loadShareCardAsset('emoji', '\u{10FFFD}')).toEqual([]);
    expect(await loadShareCardAsset('ta-IN', 'தமிழ்')).toEqual([]);
    expect(await loadShareCardAsset('unknown', '漢字')).toEqual([]);
  });
});
