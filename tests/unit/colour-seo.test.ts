import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/shared/product';
import type { ShopInfo } from '@/lib/shared/shop';
import { feedGroup } from '@/lib/server/feeds/feed-item';
import { productJsonLd } from '@/lib/server/seo/json-ld';

// One design in other colours, as search engines and catalogues read it: one group across every
// size of every colour (feeds' item_group_id, JSON-LD ProductGroup varying by colour and size).

const shop: ShopInfo = {
  name: 'Style Point',
  whatsapp: '919876543210',
  phone: '+91 98765 43210',
  email: 'hi@example.com',
  address: '12 MG Road, Bengaluru 560001, India',
  opens: '09:00',
  closes: '23:30',
};
const base = 'https://shop.example';

const navy: Product = {
  id: 14,
  name: 'Crew Tee – Navy',
  price: '449.00',
  brand: 'Namma Threads',
  material: 'Cotton',
  modelName: '',
  cottonPercentage: 100,
  color: 'Navy Blue',
  sizes: ['M', 'L'],
  footwearSizes: [],
  weight: '',
  description: '',
  mainCategory: 'mens',
  subCategory: 'T-Shirt',
  available: true,
  stock: 3,
  sizeStock: [
    { size: 'M', stock: 3 },
    { size: 'L', stock: 0 },
  ],
  inStock: true,
  images: [],
  colourGroup: 9,
  colourSiblings: [
    { id: 9, name: 'Crew Tee', color: 'Maroon', inStock: true, imageUrl: null },
    { id: 15, name: 'Crew Tee – White', color: 'White', inStock: false, imageUrl: null },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('a design in other colours', () => {
  it('shares the group label as item_group_id on every size, each with its colour and size', () => {
    const { shared, variants } = feedGroup(navy, { base, shopName: shop.name });
    expect(shared.itemGroupId).toBe('9');
    expect(shared.color).toBe('Navy Blue');
    expect(variants.map((v) => [v.id, v.size, v.inStock])).toEqual([
      ['14-M', 'M', true],
      ['14-L', 'L', false],
    ]);
  });

  it('groups a colour without sizes too, and keeps a lone sized product under its own id', () => {
    const belt = { ...navy, sizes: [], sizeStock: null };
    expect(feedGroup(belt, { base, shopName: shop.name }).shared.itemGroupId).toBe('9');
    const lone = { ...navy, colourGroup: null, colourSiblings: [] };
    expect(feedGroup(lone, { base, shopName: shop.name }).shared.itemGroupId).toBe('14');
  });

  it('is a ProductGroup varying by colour and size, the other colours named by their pages', () => {
    const data = productJsonLd(navy, shop, base);
    expect(data['@type']).toBe('ProductGroup');
    expect(data.productGroupID).toBe('9');
    expect(data.variesBy).toEqual(['https://schema.org/color', 'https://schema.org/size']);
    const variants = data.hasVariant as Record<string, unknown>[];
    expect(variants.map((v) => [v.sku ?? v.url, v.color, v.size])).toEqual([
      ['14-M', 'Navy Blue', 'M'],
      ['14-L', 'Navy Blue', 'L'],
      ['https://shop.example/product/9', 'Maroon', undefined],
      ['https://shop.example/product/15', 'White', undefined],
    ]);
    expect(variants.every((v) => v.inProductGroupWithID === '9')).toBe(true);
  });
});
