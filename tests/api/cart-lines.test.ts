import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer, type Customer } from './support/client';
import { createProduct, jpeg } from './support/products';

let admin: string;
let shirt: Awaited<ReturnType<typeof createProduct>>;
let cap: Awaited<ReturnType<typeof createProduct>>;
let soldOut: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  admin = await adminToken();
  shirt = await createProduct(admin, { price: '1499.00', stock: '4' }, [await jpeg()]);
  cap = await createProduct(admin, { sub_category: 'Caps', price: '250.50', stock: '9' });
  soldOut = await createProduct(admin, { stock: '0' });
});

const add = (c: Customer, json: unknown) =>
  call('/api/cart/items/', { method: 'POST', token: c.access, json });
const cartOf = async (c: Customer) => (await call('/api/cart/', { token: c.access })).body;

describe('server cart', () => {
  it('starts empty with an id, and needs a signed-in user', async () => {
    const customer = await newCustomer('cart');
    for (const path of ['/api/cart/', '/api/cart']) {
      const answer = await call(path, { token: customer.access });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ id: expect.any(Number), items: [], subtotal: '0.00' });
    }
    const anonymous = await call('/api/cart/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('adds lines (201, then 200 adding to the same line) and reads them back with the subtotal', async () => {
    const customer = await newCustomer('cart');
    const first = await add(customer, { product_id: shirt.id, qty: 2 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.any(Number), product: { id: shirt.id }, qty: 2 });
    const again = await call('/api/cart/items', {
      method: 'POST',
      token: customer.access,
      json: { product_id: String(shirt.id) },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, qty: 3 });
    expect((await add(customer, { product_id: cap.id, qty: '1' })).status).toBe(201);
    const cart = await cartOf(customer);
    expect(cart.subtotal).toBe('4747.50');
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toEqual({
      id: first.body.id,
      qty: 3,
      size: null,
      product: {
        id: shirt.id,
        name: shirt.name,
        price: '1499.00',
        images: shirt.images,
        available: true,
        in_stock: true,
        stock: 4,
        size: 'S,M,L',
        footwear_size: '',
        size_stock: null,
        main_category: 'mens',
        sub_category: 'Shirt',
      },
    });
  });

  it('refuses bad lines with 400 field errors', async () => {
    const customer = await newCustomer('cart');
    const cases: [unknown, Record<string, string[]>][] = [
      [{ product_id: 999999, qty: 1 }, { product_id: ['There is no product with id 999999.'] }],
      [
        { product_id: soldOut.id },
        { product_id: ['Sorry — this item is currently out of stock.'] },
      ],
      [{ qty: 1 }, { product_id: ['Send a product id (a positive integer).'] }],
      [{ product_id: 'abc' }, { product_id: ['Send a product id (a positive integer).'] }],
      [{ product_id: shirt.id, qty: 0 }, { qty: ['Quantity must be at least 1.'] }],
      [{ product_id: shirt.id, qty: -2 }, { qty: ['Quantity must be at least 1.'] }],
      [{ product_id: shirt.id, qty: 1.5 }, { qty: ['Quantity must be a whole number.'] }],
      [{ product_id: shirt.id, qty: 'two' }, { qty: ['Quantity must be a whole number.'] }],
      [{ product_id: shirt.id, qty: 1000 }, { qty: ['Quantity must be at most 999.'] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await add(customer, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errors);
    }
    expect(
      (
        await call('/api/cart/items/', {
          method: 'POST',
          token: customer.access,
          body: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('/api/cart/items/', {
          method: 'POST',
          token: customer.access,
          body: 'product_id=1',
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    expect(
      (await call('/api/cart/items/', { method: 'POST', json: { product_id: shirt.id } })).status,
    ).toBe(401);
    expect((await cartOf(customer)).items).toEqual([]);
  });

  it("removes a line with 204; another user's line or an unknown id is 404 and stays", async () => {
    const alice = await newCustomer('alice');
    const bob = await newCustomer('bob');
    const line = (await add(alice, { product_id: shirt.id })).body;
    const bobs = (await add(bob, { product_id: cap.id })).body;
    const stolen = await call(`/api/cart/items/${bobs.id}/remove/`, {
      method: 'DELETE',
      token: alice.access,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ detail: 'Not found.' });
    expect((await cartOf(bob)).items.map((i: { id: number }) => i.id)).toEqual([bobs.id]);
    for (const id of ['abc', '0', '999999']) {
      expect(
        (await call(`/api/cart/items/${id}/remove/`, { method: 'DELETE', token: alice.access }))
          .status,
      ).toBe(404);
    }
    expect((await call(`/api/cart/items/${line.id}/remove/`, { method: 'DELETE' })).status).toBe(
      401,
    );
    const removed = await call(`/api/cart/items/${line.id}/remove`, {
      method: 'DELETE',
      token: alice.access,
    });
    expect(removed.status).toBe(204);
    expect((await cartOf(alice)).items).toEqual([]);
    expect(
      (await call(`/api/cart/items/${line.id}/remove/`, { method: 'DELETE', token: alice.access }))
        .status,
    ).toBe(404);
  });

  it('loses a line when its product is deleted', async () => {
    const customer = await newCustomer('cart');
    const doomed = await createProduct(admin);
    await add(customer, { product_id: doomed.id });
    await add(customer, { product_id: cap.id });
    expect(
      (await call(`/api/products/${doomed.id}/`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    const cart = await cartOf(customer);
    expect(cart.items.map((i: { product: { id: number } }) => i.product.id)).toEqual([cap.id]);
    expect(cart.subtotal).toBe('250.50');
  });
});
