// What a product card and the product page's details say, rendered to a string: the cotton line
// only when a percentage is set, and a design's colours as one card with its swatches.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/product/product-card';
import { ProductDetailsTable } from '@/components/product/product-details-table';
import type { Product } from '@/lib/shared/product';
import { cardRow } from '@/lib/shared/card-row';

// Links need a mounted App Router and the cart button a browser; the card's text is under test.
vi.mock('@/components/ui/intent-link', () => ({
  IntentLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) =>
    createElement(
      'a',
      { href, 'aria-label': (rest as { 'aria-label'?: string })['aria-label'] },
      children,
    ),
}));
vi.mock('next/image', () => ({ default: () => createElement('img', { alt: '' }) }));

function product(over: Partial<Product> = {}): Product {
  return {
    id: 65,
    name: 'Ivory Zari Sherwani',
    price: '18999.00',
    brand: 'Raj Darbar',
    material: 'Silk blend jacquard with zari work',
    modelName: 'RD-SH-11',
    cottonPercentage: null,
    color: 'Ivory',
    sizes: ['M', 'L'],
    footwearSizes: [],
    weight: '1.6 kg',
    description: 'An ivory jacquard sherwani with gold zari buttis and antique gold buttons.',
    mainCategory: 'weddinghub',
    subCategory: 'Sherwani',
    available: true,
    stock: 4,
    sizeStock: null,
    inStock: true,
    images: [{ id: 1, url: '/media/a.jpg', width: 800, height: 1000 }],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

const card = (p: Product) =>
  renderToStaticMarkup(
    createElement(ProductCard, {
      row: cardRow(p, 'category'),
      options: { variant: 'category', headingLevel: 'h3', quickView: false },
    }),
  );
const details = (p: Product) =>
  renderToStaticMarkup(createElement(ProductDetailsTable, { product: p }));

describe('the cotton line', () => {
  it('is left out when no percentage is set, or it is 0', () => {
    for (const cottonPercentage of [null, 0]) {
      expect(card(product({ cottonPercentage }))).not.toContain('Cotton');
      expect(details(product({ cottonPercentage }))).not.toContain('Cotton');
    }
  });

  it('says the percentage when one is set', () => {
    expect(card(product({ cottonPercentage: 60 }))).toMatch(/Cotton<\/dt><dd[^>]*>60%/);
    expect(details(product({ cottonPercentage: 60 }))).toMatch(/Cotton<\/th><td[^>]*>60%/);
  });
});

describe('a design in several colours', () => {
  const siblings = [
    {
      id: 78,
      name: 'Everyday Crew Neck Tee – Navy Blue',
      color: 'Navy Blue',
      inStock: true,
      imageUrl: '/media/n.jpg',
    },
    {
      id: 79,
      name: 'Everyday Crew Neck Tee – White',
      color: 'White',
      inStock: false,
      imageUrl: '/media/w.jpg',
    },
  ];
  const tee = product({
    id: 6,
    name: 'Everyday Crew Neck Tee',
    color: 'Maroon',
    colourGroup: 6,
    colourSiblings: siblings,
  });

  it('is one card with a swatch per colour: its own marked, the others linked, sold out said', () => {
    const html = card(tee);
    expect(html).toContain('3 colours');
    expect(html).toContain('Maroon, this one');
    expect(html).toContain('href="/product/78" aria-label="Navy Blue"');
    expect(html).toContain('href="/product/79" aria-label="White, sold out"');
    expect(html).not.toContain('+2');
  });

  it('shows no colour row for a product sold in one colour', () => {
    expect(card(product())).not.toContain('colours');
  });
});
