// A card's data attributes carry the cart's part of a product to the listing's controller: what
// the server writes is what the browser reads back, down to each size's count.
import { describe, expect, it } from 'vitest';
import { cardDataAttributes, cardProductFrom, type CardDataset } from '@/lib/shared/card-data';
import { cartProduct, type CartProduct } from '@/lib/shared/product';

function product(over: Partial<CartProduct> = {}): CartProduct {
  return cartProduct({
    id: 12,
    name: 'Kaveri Oxford, "Slim" Shirt',
    price: '1299.00',
    salePrice: null,
    saleEndsAt: null,
    brand: 'Kaveri Loom Co.',
    modelName: 'KL-OX-214',
    cottonPercentage: 100,
    color: 'Sky Blue',
    sizes: ['S', 'M', 'XL'],
    footwearSizes: [],
    weight: '240 g',
    mainCategory: 'mens',
    subCategory: 'Shirt',
    available: true,
    stock: 7,
    sizeStock: [
      { size: 'S', stock: 4 },
      { size: 'M', stock: 0 },
      { size: 'XL', stock: 3 },
    ],
    inStock: true,
    images: [{ id: 3, url: '/media/a.jpg', width: 960, height: 1200 }],
    sizeChart: null,
    ...over,
  });
}

/** The attributes as `element.dataset` names them (data-sale-price → salePrice). */
function dataset(attributes: Record<string, string | number>): CardDataset {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      String(value),
    ]),
  );
}

const roundTrip = (p: CartProduct, variant: 'card' | 'category') =>
  cardProductFrom(dataset(cardDataAttributes(p, variant)));

describe('a card’s data', () => {
  it('reads back as the product’s cart part on a category card, counts per size included', () => {
    const p = product();
    const { product: read, variant } = roundTrip(p, 'category');
    expect(variant).toBe('category');
    expect(read).toEqual({
      ...p,
      images: [{ id: 0, url: '/media/a.jpg', width: null, height: null }],
    });
  });

  it('leaves the category facts off a plain card, and keeps a sale, a switched-off product and footwear', () => {
    const p = product({
      salePrice: '999.00',
      saleEndsAt: '2026-12-01T00:00:00.000Z',
      available: false,
      inStock: false,
      sizes: [],
      footwearSizes: ['7', '8'],
      sizeStock: null,
      images: [],
    });
    const attributes = cardDataAttributes(p, 'card');
    expect(attributes).not.toHaveProperty('data-brand');
    const { product: read, variant } = roundTrip(p, 'card');
    expect(variant).toBe('card');
    expect(read).toMatchObject({
      salePrice: '999.00',
      saleEndsAt: '2026-12-01T00:00:00.000Z',
      available: false,
      inStock: false,
      footwearSizes: ['7', '8'],
      sizeStock: null,
      images: [],
      brand: '',
    });
  });

  it('says a size chart exists without carrying it', () => {
    const chart = { unit: 'cm', measurements: ['Chest'], rows: [], howToMeasure: '', fitNote: '' };
    const attributes = cardDataAttributes(product({ sizeChart: chart as never }), 'card');
    expect(attributes['data-chart']).toBe('');
    expect(JSON.stringify(attributes)).not.toContain('Chest');
  });
});
