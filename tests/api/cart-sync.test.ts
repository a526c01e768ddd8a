import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer, type Customer } from './support/client';
import { createProduct, jpeg } from './support/products';

let admin: string;
let shirt: Awaited<ReturnType<typeof createProduct>>;
let cap: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  admin = await adminToken();
  shirt = await createProduct(admin, { price: '1499.00', stock: '4' }, [await jpeg()]);
  cap = await createProduct(admin, { sub_category: 'Caps', price: '250.50', stock: '9' });
});

const add = (c: Customer, json: unknown) =>
  call('/api/cart/items/', { method: 'POST', token: c.access, json });
const cartOf = async (c: Customer) => (await call('/api/cart/', { token: c.access })).body;

describe('cart sync (the five paths of docs/product.md §7)', () => {
  const paths = (id: string | number) => [
    `/api/carts/${id}`,
    `/api/carts/${id}/`,
    `/api/cart/${id}/`,
    `/carts/${id}/`,
    `/cart/${id}/`,
  ];

  it("reads and replaces the caller's own cart at every path", async () => {
    const customer = await newCustomer('sync');
    const { id } = await cartOf(customer);
    for (const [i, path] of paths(id).entries()) {
      const read = await call(path, { token: customer.access });
      expect(read.status, path).toBe(200);
      expect(read.body.id).toBe(id);
      const put = await call(path, {
        method: 'PUT',
        token: customer.access,
        json: {
          items: [
            {
              id: shirt.id,
              qty: i + 1,
              price: '1.00',
              name: 'ignored',
              image: '',
              available: true,
            },
            { id: cap.id, qty: 2, price: '0.01', name: 'cap', image: '', available: true },
          ],
          subtotal: '1.00',
        },
      });
      expect(put.status, path).toBe(200);
      expect(
        put.body.items.map((l: { product: { id: number }; qty: number }) => [l.product.id, l.qty]),
      ).toEqual([
        [shirt.id, i + 1],
        [cap.id, 2],
      ]);
      expect(put.body.subtotal).toBe((1499 * (i + 1) + 501).toFixed(2));
    }
    const emptied = await call(`/api/carts/${id}/`, {
      method: 'PUT',
      token: customer.access,
      json: { items: [], subtotal: '0' },
    });
    expect(emptied.body).toEqual({ id, items: [], subtotal: '0.00' });
  });

  it('adds up a product listed twice (two sizes in the browser cart)', async () => {
    const customer = await newCustomer('sync');
    const { id } = await cartOf(customer);
    const put = await call(`/api/carts/${id}/`, {
      method: 'PUT',
      token: customer.access,
      json: {
        items: [
          { id: shirt.id, qty: 1 },
          { id: shirt.id, qty: 2 },
        ],
      },
    });
    expect(put.body.items.map((l: { qty: number }) => l.qty)).toEqual([3]);
  });

  it('refuses unknown products and bad quantities with 400 and changes nothing', async () => {
    const customer = await newCustomer('sync');
    const { id } = await cartOf(customer);
    await add(customer, { product_id: cap.id, qty: 2 });
    const bodies: [unknown, Record<string, unknown>][] = [
      [
        {
          items: [
            { id: cap.id, qty: 5 },
            { id: 999999, qty: 1 },
          ],
        },
        { items: ['Unknown product id(s): 999999.'] },
      ],
      [{ items: [{ id: cap.id, qty: 0 }] }, { items: ['Quantity must be at least 1.'] }],
      [{ items: [{ id: cap.id }] }, { items: ['Quantity must be a whole number.'] }],
      [{ items: 'all' }, { items: ['Send items as a list of {id, qty}.'] }],
      [{}, { items: ['Send items as a list of {id, qty}.'] }],
    ];
    for (const [json, errors] of bodies) {
      const answer = await call(`/api/carts/${id}/`, {
        method: 'PUT',
        token: customer.access,
        json,
      });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body).toEqual(errors);
    }
    const cart = await cartOf(customer);
    expect(cart.items.map((l: { qty: number }) => l.qty)).toEqual([2]);
  });

  it("answers 400 for a local-cart- id, 404 for another user's or a made-up id, 401 anonymous", async () => {
    const alice = await newCustomer('sync');
    const bob = await newCustomer('sync');
    const bobs = await cartOf(bob);
    await add(bob, { product_id: cap.id });
    await cartOf(alice);
    const body = { items: [{ id: shirt.id, qty: 1 }], subtotal: '1499.00' };
    for (const path of paths('local-cart-1716')) {
      for (const method of ['GET', 'PUT']) {
        const answer = await call(path, {
          method,
          token: alice.access,
          ...(method === 'PUT' ? { json: body } : {}),
        });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body.detail).toMatch(/local cart/);
      }
    }
    for (const cartId of [bobs.id, 'abc', 999999]) {
      for (const path of paths(cartId)) {
        expect((await call(path, { token: alice.access })).status, path).toBe(404);
        expect(
          (await call(path, { method: 'PUT', token: alice.access, json: body })).status,
          path,
        ).toBe(404);
      }
    }
    expect((await cartOf(bob)).items).toHaveLength(1);
    expect((await call(`/api/carts/${bobs.id}/`)).status).toBe(401);
    expect((await call(`/cart/${bobs.id}/`, { method: 'PUT', json: body })).status).toBe(401);
  });
});
