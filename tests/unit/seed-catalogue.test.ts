import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  FOOTWEAR_SIZES,
  MAIN_CATEGORIES,
  SIZES,
  canonicalSubCategory,
} from '@/lib/shared/categories';
import { ART_KINDS, artKindFor, garmentSvg } from '@/db/seed/art';
import { COLOURS, DEMO_PRODUCTS } from '@/db/seed/catalogue';
import { DEMO_COLOUR_DESIGNS } from '@/db/seed/colour-designs';
import { kindKey } from '@/lib/shared/search/words';
import { FEW_LEFT, offeredSizes } from '@/lib/shared/sizes';

const sizes = new Set<string>(SIZES);
const footwearSizes = new Set<string>(FOOTWEAR_SIZES);

describe('demo catalogue', () => {
  it('has at least 60 products across every main category', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    const mains = new Set(DEMO_PRODUCTS.map((p) => p.mainCategory));
    for (const c of MAIN_CATEGORIES) expect(mains, c.value).toContain(c.value);
  });

  it('covers at least 35 distinct main/sub pairs, all in canonical spelling', () => {
    const pairs = new Set(DEMO_PRODUCTS.map((p) => `${p.mainCategory}/${p.subCategory}`));
    expect(pairs.size).toBeGreaterThanOrEqual(35);
    for (const p of DEMO_PRODUCTS) {
      expect(canonicalSubCategory(p.mainCategory, p.subCategory), p.slug).toBe(p.subCategory);
    }
  });

  it('has unique slugs and unique names', () => {
    const slugs = DEMO_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = DEMO_PRODUCTS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has realistic prices as two-decimal strings', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.price, p.slug).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.price), p.slug).toBeGreaterThanOrEqual(249);
      expect(Number(p.price), p.slug).toBeLessThanOrEqual(24_999);
    }
  });

  it('uses only known sizes, in taxonomy order, and only where they apply', () => {
    for (const p of DEMO_PRODUCTS) {
      for (const s of p.sizes) expect(sizes, `${p.slug} ${s}`).toContain(s);
      for (const s of p.footwearSizes) expect(footwearSizes, `${p.slug} ${s}`).toContain(s);
      expect(p.sizes, p.slug).toEqual(SIZES.filter((s) => p.sizes.includes(s)));
      expect(p.footwearSizes, p.slug).toEqual(
        FOOTWEAR_SIZES.filter((s) => p.footwearSizes.includes(s)),
      );
      expect(p.sizes.length > 0 && p.footwearSizes.length > 0, p.slug).toBe(false);
    }
  });

  it('has 1 to 4 images whose colour matches the colour name', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.images.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.slug).toBeLessThanOrEqual(4);
      const hex = (COLOURS as Record<string, string>)[p.color];
      expect(hex, `${p.slug} colour ${p.color}`).toBeDefined();
      for (const img of p.images) {
        expect(img.color, p.slug).toBe(hex);
        expect(ART_KINDS, p.slug).toContain(img.kind);
      }
    }
  });

  it('keeps cotton percentage null or an integer from 0 to 100', () => {
    for (const p of DEMO_PRODUCTS) {
      const c = p.cottonPercentage;
      if (c === null) continue;
      expect(Number.isInteger(c), p.slug).toBe(true);
      expect(c, p.slug).toBeGreaterThanOrEqual(0);
      expect(c, p.slug).toBeLessThanOrEqual(100);
    }
  });

  it('sets no cotton percentage of 0: a garment without cotton has none set', () => {
    for (const p of DEMO_PRODUCTS) expect(p.cottonPercentage, p.slug).not.toBe(0);
    const sherwanis = DEMO_PRODUCTS.filter((p) => p.subCategory === 'Sherwani');
    expect(sherwanis.length).toBeGreaterThan(0);
    for (const p of sherwanis) expect(p.cottonPercentage, p.slug).toBeNull();
  });

  it('gives each other colour of a design its own description, naming no other colour', () => {
    const fold = (text: string) => text.toLowerCase().replace(/[-\s]+/g, ' ');
    for (const design of DEMO_COLOUR_DESIGNS) {
      const base = DEMO_PRODUCTS.find((p) => p.slug === design.baseSlug)!;
      const colours = [base, ...design.others];
      const texts = colours.map((p) => p.description);
      expect(new Set(texts).size, design.baseSlug).toBe(texts.length);
      for (const p of colours) {
        expect(p.description.length, p.slug).toBeGreaterThanOrEqual(100);
        expect(p.description.length, p.slug).toBeLessThanOrEqual(400);
        for (const other of colours)
          if (other.color !== p.color)
            expect(fold(p.description), `${p.slug} names ${other.color}`).not.toMatch(
              new RegExp(`\\b${fold(other.color)}\\b`),
            );
      }
    }
  });

  it('sells its watches as one kind to shoppers (the taxonomy’s Watch and Watches)', () => {
    const watches = DEMO_PRODUCTS.filter((p) => /watch/i.test(p.subCategory));
    expect(new Set(watches.map((p) => p.subCategory))).toEqual(new Set(['Watch', 'Watches']));
    expect(new Set(watches.map((p) => kindKey(p.subCategory))).size).toBe(1);
    // …while kinds that differ stay apart.
    expect(kindKey('Cotton Pant')).not.toBe(kindKey('Pants'));
    expect(kindKey('T-Shirt')).not.toBe(kindKey('Shirt'));
  });

  it('has a few products out of stock and sensible stock numbers', () => {
    const out = DEMO_PRODUCTS.filter((p) => !p.available || p.stock === 0);
    expect(out.length).toBeGreaterThanOrEqual(3);
    expect(out.length).toBeLessThanOrEqual(8);
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.slug).toBe(true);
      expect(p.ageDays, p.slug).toBeGreaterThanOrEqual(0);
      expect(p.ageDays, p.slug).toBeLessThanOrEqual(120);
    }
  });

  it('has specific descriptions of 100 to 400 characters', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.description.length, p.slug).toBeGreaterThanOrEqual(100);
      expect(p.description.length, p.slug).toBeLessThanOrEqual(400);
    }
  });
});

describe('demo catalogue stock per size', () => {
  const sized = DEMO_PRODUCTS.filter((p) => offeredSizes(p).length > 0);
  const tracked = sized.filter((p) => p.sizeStock !== null);
  const inStock = tracked.filter((p) => p.available && p.stock > 0);
  const counts = (p: (typeof DEMO_PRODUCTS)[number]) => Object.values(p.sizeStock ?? {});

  it('counts every offered size and only those, in size order, for products that track sizes', () => {
    for (const p of DEMO_PRODUCTS) {
      if (p.sizeStock === null) continue;
      expect(Object.keys(p.sizeStock), p.slug).toEqual(offeredSizes(p));
      for (const n of counts(p)) expect(Number.isInteger(n) && n >= 0, `${p.slug} ${n}`).toBe(true);
    }
  });

  it("keeps each product's total stock as the sum of its sizes (so sold-out totals stay 0)", () => {
    for (const p of tracked) {
      expect(
        counts(p).reduce((a, b) => a + b, 0),
        p.slug,
      ).toBe(p.stock);
    }
  });

  it('tracks most sized products and leaves a few untracked, so both kinds exist', () => {
    const untracked = sized.filter((p) => p.sizeStock === null);
    expect(untracked.length).toBeGreaterThanOrEqual(2);
    expect(untracked.length).toBeLessThanOrEqual(6);
    expect(untracked.some((p) => p.available && p.stock > 0)).toBe(true);
    expect(tracked.some((p) => p.sizes.length > 0)).toBe(true);
    expect(tracked.some((p) => p.footwearSizes.length > 0)).toBe(true);
  });

  it('has sold-out sizes, a product with exactly one sold out, and sizes with only a few left', () => {
    const soldOutSizes = inStock.flatMap((p) => counts(p).filter((n) => n === 0));
    expect(soldOutSizes.length).toBeGreaterThanOrEqual(3);
    expect(
      inStock.some((p) => counts(p).filter((n) => n === 0).length === 1 && counts(p).length >= 3),
    ).toBe(true);
    expect(inStock.some((p) => counts(p).some((n) => n > 0 && n <= FEW_LEFT))).toBe(true);
  });

  it('stocks the middle clothing sizes (M, L) at least as deep as the edges (S, XXL)', () => {
    for (const p of tracked.filter((p) => p.sizes.length > 0)) {
      const of = (size: string) => p.sizeStock![size] ?? 0;
      expect(Math.max(of('M'), of('L')), p.slug).toBeGreaterThanOrEqual(
        Math.max(of('S'), of('XXL')),
      );
    }
  });
});

describe('product art', () => {
  it('maps every sub category of the taxonomy to a kind', () => {
    for (const c of MAIN_CATEGORIES) {
      for (const sub of c.subs)
        expect(ART_KINDS, `${c.value}/${sub}`).toContain(artKindFor(c.value, sub));
    }
    expect(artKindFor('mens', 't shirt')).toBe('tshirt');
    expect(artKindFor('weddinghub', 'kurta')).toBe('kurta');
  });

  it('draws small self-contained SVG documents', () => {
    for (const kind of ART_KINDS) {
      for (const view of [0, 1, 2, 3] as const) {
        const svg = garmentSvg({
          kind,
          color: '#1f2d4e',
          accent: '#d4af37',
          pattern: 'checks',
          view,
          label: 'A&B <Co>',
        });
        expect(svg.startsWith('<svg'), kind).toBe(true);
        expect(svg, kind).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
        expect(svg, kind).not.toMatch(/<image|<foreignObject|<script/);
        expect(svg.length, `${kind} view ${view}`).toBeLessThanOrEqual(8192);
      }
    }
  });

  it('renders every product image to a 960x1200 PNG', async () => {
    const specs = DEMO_PRODUCTS.flatMap((p) => p.images);
    const metas = await Promise.all(
      specs.map(async (spec) =>
        sharp(
          await sharp(Buffer.from(garmentSvg(spec)))
            .png()
            .toBuffer(),
        ).metadata(),
      ),
    );
    for (const m of metas) {
      expect(m.format).toBe('png');
      expect(m.width).toBe(960);
      expect(m.height).toBe(1200);
    }
  }, 120_000);
});
