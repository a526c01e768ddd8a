// Sizes on the server cart (docs/api.md): the add POST and the sync PUT take an
// optional `size`, lines carry it back (`null` without one), one product in two sizes is two
// lines, a sold-out size is refused while another size of the same product is not, and clients
// that send no size (the shop's earlier app) keep working.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer, type Customer } from './support/client';
import { createProduct, postProduct, uniqueFields } from './support/products';

let admin: string;
let shirt: { id: number; name: string };
let cap: { id: number; name: string };
let untracked: { id: number; name: string };

beforeAll(async () => {
  admin = await adminToken();
  const { stock: _stock, ...fields } = uniqueFields({
    size: 'S,M,L',
    size_stock: '{"S": 0, "M": 2, "L": 5}',
  });
  const answer = await postProduct(admin, fields);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.text}`);
  shirt = answer.body;
  cap = await createProduct(admin, { size: '', sub_category: 'Caps', stock: '3' });
  untracked = await createProduct(admin, { size: 'M,L', stock: '2' });
});

const add = (c: Customer, json: unknown) =>
  call('/api/cart/items/', { method: 'POST', token: c.access, json });
const cartOf = async (c: Customer) => (await call('/api/cart/', { token: c.access })).body;
const sync = async (c: Customer, items: unknown[]) => {
  const cart = await cartOf(c);
  return call(`/api/carts/${cart.id}/`, { method: 'PUT', token: c.access, json: { items } });
};
const lines = (cart: { items: { product: { id: number }; size: string | null; qty: number }[] }) =>
  cart.items.map((i) => [i.product.id, i.size, i.qty]);

describe('sizes on the server cart', () => {
  it('adds a size; the same product in two sizes is two lines; a size again adds up', async () => {
    const customer = await newCustomer('sizes');
    const m = await add(customer, { product_id: shirt.id, size: 'M' });
    expect(m.status).toBe(201);
    expect(m.body).toMatchObject({ product: { id: shirt.id }, qty: 1, size: 'M' });
    const l = await add(customer, { product_id: shirt.id, size: 'l', qty: 2 });
    expect(l.status).toBe(201);
    expect(l.body.id).not.toBe(m.body.id);
    const again = await add(customer, { product_id: shirt.id, size: 'M' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: m.body.id, qty: 2, size: 'M' });
    const cart = await cartOf(customer);
    expect(lines(cart)).toEqual([
      [shirt.id, 'M', 2],
      [shirt.id, 'L', 2],
    ]);
    expect(cart.items[0].product).toMatchObject({
      size: 'S,M,L',
      size_stock: { S: 0, M: 2, L: 5 },
    });
  });

  it('answers size null for a line without one, and keeps accepting adds without a size', async () => {
    const customer = await newCustomer('sizes');
    expect((await add(customer, { product_id: cap.id })).body).toMatchObject({ size: null });
    // The shop's earlier app sends no size, even for a product that has sizes.
    expect((await add(customer, { product_id: shirt.id, size: null })).status).toBe(201);
    expect((await add(customer, { product_id: shirt.id, size: '' })).status).toBe(200);
    expect(lines(await cartOf(customer))).toEqual([
      [cap.id, null, 1],
      [shirt.id, null, 2],
    ]);
  });

  it('refuses a sold-out size, a size not offered, a size on a product without sizes', async () => {
    const customer = await newCustomer('sizes');
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { product_id: shirt.id, size: 'S' },
        { size: ['Sorry — size S is currently out of stock.'] },
      ],
      [
        { product_id: shirt.id, size: 'XL' },
        { size: [`"${shirt.name}" comes in S, M, L, not XL.`] },
      ],
      [{ product_id: cap.id, size: 'M' }, { size: [`"${cap.name}" has no sizes; send no size.`] }],
      [
        { product_id: shirt.id, size: 'huge' },
        { size: ['Size must be one of S, M, L, XL, XXL, 6, 7, 8, 9, 10, 11.'] },
      ],
      [{ product_id: shirt.id, size: ['M'] }, { size: ['Send the size as text, e.g. "M".'] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await add(customer, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errors);
    }
    expect((await cartOf(customer)).items).toEqual([]);
  });

  it('sells every size of a product not tracked per size from its total', async () => {
    const customer = await newCustomer('sizes');
    expect((await add(customer, { product_id: untracked.id, size: 'M' })).status).toBe(201);
    expect((await add(customer, { product_id: untracked.id, size: 'L' })).status).toBe(201);
  });

  it('syncs lines by product and size, summing a repeated size', async () => {
    const customer = await newCustomer('sizes');
    await add(customer, { product_id: shirt.id, size: 'L' });
    const answer = await sync(customer, [
      { id: shirt.id, qty: 1, size: 'M' },
      { id: shirt.id, qty: 2, size: 'M' },
      { id: shirt.id, qty: 4, size: 'L' },
      { id: cap.id, qty: 1 },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(lines(answer.body)).toEqual([
      [shirt.id, 'L', 4],
      [shirt.id, 'M', 3],
      [cap.id, null, 1],
    ]);
    const dropped = await sync(customer, [{ id: shirt.id, qty: 1, size: 'M' }]);
    expect(lines(dropped.body)).toEqual([[shirt.id, 'M', 1]]);
  });

  it('refuses a sync that adds a sold-out size or an unknown size, changing nothing', async () => {
    const customer = await newCustomer('sizes');
    await add(customer, { product_id: shirt.id, size: 'M' });
    const soldOut = await sync(customer, [{ id: shirt.id, qty: 1, size: 'S' }]);
    expect(soldOut.status).toBe(400);
    expect(soldOut.body).toEqual({
      items: [`Sorry — "${shirt.name}" (product ${shirt.id}) in size S is currently out of stock.`],
    });
    const unknown = await sync(customer, [{ id: shirt.id, qty: 1, size: 'XXL' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ items: [`"${shirt.name}" comes in S, M, L, not XXL.`] });
    expect(lines(await cartOf(customer))).toEqual([[shirt.id, 'M', 1]]);
  });

  it('keeps a line whose size sold out meanwhile, lets it be lowered, never raised', async () => {
    const customer = await newCustomer('sizes');
    const { stock: _stock, ...fields } = uniqueFields({ size: 'M,L', size_stock: '{"M":1,"L":1}' });
    const product = (await postProduct(admin, fields)).body as { id: number };
    await add(customer, { product_id: product.id, size: 'M', qty: 2 });
    const sold = await call(`/api/products/${product.id}/`, {
      method: 'PUT',
      token: admin,
      json: { size_stock: { M: 0, L: 1 } },
    });
    expect(sold.body).toMatchObject({ stock: 1, in_stock: true });
    expect(lines(await cartOf(customer))).toEqual([[product.id, 'M', 2]]);
    expect((await sync(customer, [{ id: product.id, qty: 3, size: 'M' }])).status).toBe(400);
    const lowered = await sync(customer, [{ id: product.id, qty: 1, size: 'M' }]);
    expect(lowered.status).toBe(200);
    expect((await add(customer, { product_id: product.id, size: 'M' })).status).toBe(400);
    expect((await add(customer, { product_id: product.id, size: 'L' })).status).toBe(201);
  });
});
