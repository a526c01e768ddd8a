import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer, type Customer } from './support/client';
import { createProduct } from './support/products';

// The sync PUT applies the add POST's stock rule (lib/server/carts/carts.ts mayRaise): no new
// line and no raised quantity for a product that is hidden or out of stock; lines that go out
// of stock stay at (or below) the quantity they had.

let admin: string;
type Made = Awaited<ReturnType<typeof createProduct>>;
let shirt: Made;

beforeAll(async () => {
  admin = await adminToken();
  shirt = await createProduct(admin, { stock: '4' });
});

const add = (c: Customer, productId: number, qty = 1) =>
  call('/api/cart/items/', {
    method: 'POST',
    token: c.access,
    json: { product_id: productId, qty },
  });
const sync = (c: Customer, cartId: number, items: { id: number; qty: number }[]) =>
  call(`/api/carts/${cartId}/`, { method: 'PUT', token: c.access, json: { items } });
const cartOf = async (c: Customer) => (await call('/api/cart/', { token: c.access })).body;
const lines = (cart: { items: { product: { id: number }; qty: number }[] }) =>
  cart.items.map((l) => [l.product.id, l.qty]);
const setProduct = async (id: number, fields: Record<string, unknown>) => {
  const answer = await call(`/api/products/${id}/`, {
    method: 'PATCH',
    token: admin,
    json: fields,
  });
  expect(answer.status, answer.text).toBe(200);
};

describe('the cart sync PUT and a product out of stock', () => {
  it('refuses a new line of a hidden or sold-out product, as the add POST does, naming it', async () => {
    const hidden = await createProduct(admin, { available: 'false', stock: '10' });
    const soldOut = await createProduct(admin, { stock: '0' });
    const customer = await newCustomer('rules');
    const { id } = await cartOf(customer);
    for (const product of [hidden, soldOut]) {
      expect((await add(customer, product.id)).status).toBe(400);
      const answer = await sync(customer, id, [
        { id: shirt.id, qty: 1 },
        { id: product.id, qty: 999 },
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        items: [`Sorry — "${product.name}" (product ${product.id}) is currently out of stock.`],
      });
    }
    // Nothing was written: the whole change is refused.
    expect((await cartOf(customer)).items).toEqual([]);
  });

  it('keeps a line that went out of stock at its quantity, lets it be lowered, never raised', async () => {
    const jacket = await createProduct(admin, { stock: '5' });
    const customer = await newCustomer('rules');
    const { id } = await cartOf(customer);
    expect((await sync(customer, id, [{ id: jacket.id, qty: 3 }])).status).toBe(200);
    await setProduct(jacket.id, { stock: 0 });
    const keep = await sync(customer, id, [
      { id: shirt.id, qty: 2 },
      { id: jacket.id, qty: 3 },
    ]);
    expect(keep.status).toBe(200);
    expect(lines(keep.body)).toEqual([
      [jacket.id, 3],
      [shirt.id, 2],
    ]);
    const raise = await sync(customer, id, [{ id: jacket.id, qty: 4 }]);
    expect(raise.status).toBe(400);
    expect(raise.body.items[0]).toContain(`(product ${jacket.id})`);
    // Listed twice (two sizes), the sum counts: 2 + 2 is a raise too.
    const twice = await sync(customer, id, [
      { id: jacket.id, qty: 2 },
      { id: jacket.id, qty: 2 },
    ]);
    expect(twice.status).toBe(400);
    const lower = await sync(customer, id, [{ id: jacket.id, qty: 1 }]);
    expect(lower.status).toBe(200);
    expect(lines(lower.body)).toEqual([[jacket.id, 1]]);
    // Hidden by the admin: the same.
    await setProduct(jacket.id, { stock: 5, available: false });
    expect((await sync(customer, id, [{ id: jacket.id, qty: 2 }])).status).toBe(400);
    expect((await sync(customer, id, [{ id: jacket.id, qty: 1 }])).status).toBe(200);
    // Removed from the cart, it cannot come back while hidden.
    expect((await sync(customer, id, [])).status).toBe(200);
    expect((await sync(customer, id, [{ id: jacket.id, qty: 1 }])).status).toBe(400);
  });

  it('takes any quantity up to 999 of a product in stock, as the add POST does', async () => {
    const customer = await newCustomer('rules');
    const { id } = await cartOf(customer);
    const put = await sync(customer, id, [{ id: shirt.id, qty: 999 }]);
    expect(put.status).toBe(200);
    expect(lines(put.body)).toEqual([[shirt.id, 999]]);
    const other = await newCustomer('rules');
    expect((await add(other, shirt.id, 999)).body.qty).toBe(999);
  });
});
