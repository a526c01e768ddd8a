import { describe, expect, it } from 'vitest';
import { parseServerCart, type ServerCart } from '@/lib/browser/cart/server-cart';
import type { Product } from '@/lib/shared/product';
import { cartWire } from '@/lib/server/http/serialize';
import type { CartWire } from '@/lib/shared/cart/wire';

// The cart's wire types are declared once (lib/shared/cart/wire.ts): the server's serializer
// writes them and the browser cart reads them. These checks keep the two ends in step.

const product: Product = {
  id: 12,
  name: 'Linen Shirt',
  price: '1499.00',
  brand: 'Loom',
  material: 'Linen',
  modelName: 'LS-1',
  cottonPercentage: null,
  color: 'Blue',
  sizes: ['M', 'L'],
  footwearSizes: [],
  weight: '200g',
  description: 'A shirt.',
  mainCategory: 'mens',
  subCategory: 'Shirt',
  available: true,
  stock: 4,
  sizeStock: null,
  inStock: true,
  images: [{ id: 3, url: '/media/shirt.jpg', width: null, height: null }],
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('cart wire format', () => {
  it('every cart the server writes is a cart the browser reads', () => {
    // Compile-time: the browser's lenient reading accepts the exact wire shape.
    const wire: CartWire = cartWire(
      { id: 7, items: [{ id: 90, product, qty: 2, size: null }], subtotal: '2998.00' },
      'https://shop.example',
    );
    const accepted: ServerCart = wire;
    expect(accepted.id).toBe(7);

    expect(parseServerCart(JSON.parse(JSON.stringify(wire)))).toEqual({
      id: 7,
      subtotal: '2998.00',
      items: [
        {
          id: 90,
          qty: 2,
          product: {
            id: 12,
            name: 'Linen Shirt',
            price: '1499.00',
            images: [{ url: 'https://shop.example/media/shirt.jpg' }],
            available: true,
            in_stock: true,
            stock: 4,
            size_stock: null,
            main_category: 'mens',
            sub_category: 'Shirt',
          },
          size: null,
        },
      ],
    });
  });

  it('the serializer writes the fields in the documented order', () => {
    const wire = cartWire(
      { id: 7, items: [{ id: 90, product, qty: 2, size: null }], subtotal: '2998.00' },
      'https://shop.example',
    );
    expect(JSON.stringify(wire)).toBe(
      '{"id":7,"items":[{"id":90,"product":{"id":12,"name":"Linen Shirt","price":"1499.00",' +
        '"images":[{"id":3,"image":"https://shop.example/media/shirt.jpg",' +
        '"url":"https://shop.example/media/shirt.jpg"}],"available":true,"in_stock":true,' +
        '"stock":4,"size":"M,L","footwear_size":"","size_stock":null,"main_category":"mens",' +
        '"sub_category":"Shirt"},"qty":2,"size":null}],"subtotal":"2998.00"}',
    );
  });

  it('a line in a size keeps it, with the size stock, across the wire', () => {
    const sized: Product = {
      ...product,
      sizeStock: [
        { size: 'M', stock: 1 },
        { size: 'L', stock: 3 },
      ],
    };
    const wire = cartWire(
      { id: 7, items: [{ id: 91, product: sized, qty: 1, size: 'L' }], subtotal: '1499.00' },
      'https://shop.example',
    );
    const cart = parseServerCart(JSON.parse(JSON.stringify(wire)));
    expect(cart?.items[0]).toMatchObject({
      size: 'L',
      product: { size_stock: { M: 1, L: 3 } },
    });
  });
});
