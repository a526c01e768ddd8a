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
