import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/shared/product';
import type { ShopInfo } from '@/lib/shared/shop';
import {
  clothingStoreJsonLd,
  itemListJsonLd,
  productBreadcrumbJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '@/lib/server/seo/json-ld';

const shop: ShopInfo = {
  name: 'Style Point',
  whatsapp: '919876543210',
  phone: '+91 98765 43210',
  email: 'hi@example.com',
  address: '12 MG Road, Bengaluru, Karnataka 560001, India',
  opens: '09:00',
  closes: '23:30',
};

const product: Product = {
  id: 7,
  name: 'Tee </script><script>alert(1)</script>',
  price: '1499.00',
  brand: 'Kaveri',
  material: '',
  modelName: 'KL-1',
  cottonPercentage: 100,
  color: 'Navy Blue',
  sizes: ['M', 'L'],
  footwearSizes: [],
  weight: '',
  description: 'Soft & <b>light</b>',
  mainCategory: 'mens',
  subCategory: 'T-Shirt',
  available: true,
  stock: 0,
  sizeStock: null,
  inStock: false,
  images: [{ id: 1, url: '/media/a.jpg', width: 800, height: 1000 }],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

const base = 'https://shop.example';

describe('serializeJsonLd', () => {
  it('keeps a hostile product name inert inside a script element', () => {
    const text = serializeJsonLd(productJsonLd(product, shop, base));
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain('&');
    expect(JSON.parse(text).name).toBe(product.name);
  });
});

describe('builders', () => {
  it('describe the shop with opening hours every day', () => {
    const store = clothingStoreJsonLd(shop, base);
    expect(store['@type']).toBe('ClothingStore');
    expect(store.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:00',
        closes: '23:30',
      },
    ]);
    expect(store.address).toMatchObject({ postalCode: '560001', addressCountry: 'IN' });
  });

  it('give a product an INR offer with its availability, absolute images and no empty fields', () => {
    const data = productJsonLd(product, shop, base);
    expect(data.offers).toMatchObject({
      priceCurrency: 'INR',
      price: '1499.00',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(data.image).toEqual(['https://shop.example/media/a.jpg']);
    expect(data).not.toHaveProperty('material');
    expect(productJsonLd({ ...product, inStock: true }, shop, base).offers).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
  });

  it('build the breadcrumb home > main > sub > product', () => {
    const crumbs = productBreadcrumbJsonLd(product, base).itemListElement as {
      name: string;
      item: string;
    }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', "Men's Wear", 'T-Shirt', product.name]);
    expect(crumbs[2]!.item).toBe('https://shop.example/category/mens-t-shirt');
  });

  it('list products in order', () => {
    const list = itemListJsonLd(
      'Shirts',
      `${base}/category/shirt`,
      [product, { ...product, id: 9 }],
      base,
    );
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        url: 'https://shop.example/product/7',
        name: product.name,
      },
      {
        '@type': 'ListItem',
        position: 2,
        url: 'https://shop.example/product/9',
        name: product.name,
      },
    ]);
  });
});
