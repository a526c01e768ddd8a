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
  // Without sizes: the page describes one Product with one offer (sized products below).
  sizes: [],
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

/** Tracked per size: S sold out, M with a few left, L plenty. */
const sized: Product = {
  ...product,
  id: 12,
  name: 'Oxford Shirt',
  sizes: ['S', 'M', 'L'],
  stock: 7,
  sizeStock: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 2 },
    { size: 'L', stock: 5 },
  ],
  inStock: true,
};

interface Variant {
  '@type': string;
  sku: string;
  name: string;
  size: string;
  image?: string[];
  offers: { url: string; price: string; priceCurrency: string; availability: string };
}

const variants = (data: Record<string, unknown>) => data.hasVariant as Variant[];
const availability = (data: Record<string, unknown>) =>
  Object.fromEntries(variants(data).map((v) => [v.size, v.offers.availability.split('/').pop()]));

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

  it('keep the size-less product exactly as before: one Product and one Offer', () => {
    expect(productJsonLd({ ...product, inStock: true }, shop, base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': 'https://shop.example/product/7#product',
      name: product.name,
      sku: '7',
      url: 'https://shop.example/product/7',
      description: 'Soft & <b>light</b>',
      image: ['https://shop.example/media/a.jpg'],
      brand: { '@type': 'Brand', name: 'Kaveri' },
      color: 'Navy Blue',
      model: 'KL-1',
      category: "Men's Wear > T-Shirt",
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/7',
        priceCurrency: 'INR',
        price: '1499.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Style Point' },
      },
    });
  });

  it('describe a product with sizes as a ProductGroup varying by size, one variant per size', () => {
    const data = productJsonLd(sized, shop, base);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      '@id': 'https://shop.example/product/12#product',
      name: 'Oxford Shirt',
      productGroupID: '12',
      url: 'https://shop.example/product/12',
      variesBy: 'https://schema.org/size',
      brand: { '@type': 'Brand', name: 'Kaveri' },
    });
    // The group itself is not for sale: offers live on the variants.
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('sku');
    expect(variants(data)).toHaveLength(3);
    expect(variants(data)[1]).toEqual({
      '@type': 'Product',
      sku: '12-M',
      name: 'Oxford Shirt – M',
      size: 'M',
      inProductGroupWithID: '12',
      image: ['https://shop.example/media/a.jpg'],
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/12?size=M',
        priceCurrency: 'INR',
        price: '1499.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Style Point' },
      },
    });
  });

  it('give each size its own availability when stock is kept per size', () => {
    expect(availability(productJsonLd(sized, shop, base))).toEqual({
      S: 'OutOfStock',
      M: 'InStock',
      L: 'InStock',
    });
    // The admin's switch off: no size can be bought, whatever its count.
    expect(
      availability(productJsonLd({ ...sized, available: false, inStock: false }, shop, base)),
    ).toEqual({ S: 'OutOfStock', M: 'OutOfStock', L: 'OutOfStock' });
  });

  it("give every size the product's availability when stock is not kept per size", () => {
    const untracked = { ...sized, sizeStock: null, stock: 4, inStock: true };
    expect(availability(productJsonLd(untracked, shop, base))).toEqual({
      S: 'InStock',
      M: 'InStock',
      L: 'InStock',
    });
    const none = { ...untracked, stock: 0, inStock: false };
    expect(availability(productJsonLd(none, shop, base))).toEqual({
      S: 'OutOfStock',
      M: 'OutOfStock',
      L: 'OutOfStock',
    });
  });

  it('list footwear sizes as variants too, and leave out images a product does not have', () => {
    const shoe: Product = {
      ...sized,
      sizes: [],
      footwearSizes: ['8', '9'],
      sizeStock: [
        { size: '8', stock: 1 },
        { size: '9', stock: 0 },
      ],
      stock: 1,
      images: [],
    };
    const data = productJsonLd(shoe, shop, base);
    expect(variants(data).map((v) => [v.sku, v.name, v.offers.url])).toEqual([
      ['12-8', 'Oxford Shirt – 8', 'https://shop.example/product/12?size=8'],
      ['12-9', 'Oxford Shirt – 9', 'https://shop.example/product/12?size=9'],
    ]);
    expect(availability(data)).toEqual({ 8: 'InStock', 9: 'OutOfStock' });
    expect(data).not.toHaveProperty('image');
    for (const v of variants(data)) expect(v).not.toHaveProperty('image');
  });

  it('keep a hostile name inert in every variant', () => {
    const text = serializeJsonLd(productJsonLd({ ...sized, name: product.name }, shop, base));
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text).hasVariant[0].name).toBe(`${product.name} – S`);
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
