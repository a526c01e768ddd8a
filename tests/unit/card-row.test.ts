// A listing hands the browser one small row per product card: what the server writes is what the
// cart buttons read back (down to each size's count), and a card's colours are the design's.
import { describe, expect, it } from 'vitest';
import { cardRow, cartProductOf } from '@/lib/shared/card-row';
import { cartProduct, type Product } from '@/lib/shared/product';

function product(over: Partial<Product> = {}): Product {
  return {
    id: 12,
    name: 'Kaveri Oxford Shirt',
    price: '1299.00',
    salePrice: null,
    saleEndsAt: null,
    brand: 'Kaveri Loom Co.',
    material: 'Cotton',
    modelName: 'KL-OX-214',
    cottonPercentage: 100,
    color: 'Sky Blue',
    sizes: ['S', 'M', 'XL'],
    footwearSizes: [],
    weight: '240 g',
    description: 'A soft oxford shirt with a button-down collar and a single chest pocket.',
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
    images: [
      { id: 3, url: '/media/a.jpg', width: 960, height: 1200 },
      { id: 4, url: '/media/b.jpg', width: 960, height: 1200 },
    ],
    sizeChart: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

const photos = [
  { id: 0, url: '/media/a.jpg', width: null, height: null },
  { id: 1, url: '/media/b.jpg', width: null, height: null },
];

describe('a card row', () => {
  it('reads back as the product’s cart part on a category card, counts per size included', () => {
    const p = product();
    const row = cardRow(p, 'category');
    expect(row.mainLabel).toBe("Men's Wear");
    expect(row.preview?.length).toBeLessThanOrEqual(71);
    expect(cartProductOf(row)).toEqual({ ...cartProduct(p), images: photos });
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
    });
    const row = cardRow(p, 'card');
    expect(row).not.toHaveProperty('brand');
    expect(cartProductOf(row)).toMatchObject({
      salePrice: '999.00',
      saleEndsAt: '2026-12-01T00:00:00.000Z',
      available: false,
      inStock: false,
      footwearSizes: ['7', '8'],
      sizeStock: null,
      brand: '',
    });
  });

  it('says a size chart exists without carrying it, nor the whole description', () => {
    const chart = { unit: 'cm', measurements: ['Chest'], rows: [], howToMeasure: '', fitNote: '' };
    const row = cardRow(
      product({ sizeChart: chart as never, description: 'x '.repeat(200) }),
      'card',
    );
    expect(row.chart).toBe(true);
    expect(JSON.stringify(row)).not.toContain('Chest');
    expect(JSON.stringify(row).length).toBeLessThan(500);
  });

  it('shows at most four colours by id, this one ringed even when it comes fifth, sold-out ones marked', () => {
    const siblings = [1, 2, 3, 4, 5].map((id) => ({
      id,
      name: `Shirt ${id}`,
      color: id === 2 ? '' : `Colour ${id}`,
      inStock: id !== 3,
      imageUrl: null,
    }));
    const row = cardRow(product({ colourSiblings: siblings }), 'card');
    expect(row.colourCount).toBe(6);
    expect(row.colours?.map((c) => c.id)).toEqual([1, 2, 3, 12]);
    expect(row.colours?.find((c) => c.id === 12)?.current).toBe(true);
    expect(row.colours?.find((c) => c.id === 2)).toMatchObject({ color: 'Shirt 2' });
    expect(row.colours?.find((c) => c.id === 3)?.soldOut).toBe(true);
  });
});
