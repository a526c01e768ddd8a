// Stock per size on the product wire (docs/api.md): `size_stock` round-trips through
// POST and PUT as a JSON text field, `stock` stays the sum, bad input is a 400 naming the field
// and changes nothing, and writes without `size_stock` (the shop's earlier app) behave as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from './support/client';
import {
  createProduct,
  postProduct,
  productForm,
  uniqueFields,
  type Fields,
} from './support/products';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

/** Unique valid fields without `stock` (the fixtures send 5): the sizes' sum sets it. */
function sized(overrides: Fields): Fields {
  const { stock: _stock, ...fields } = uniqueFields(overrides);
  return fields;
}

/** A product tracked per size, created without a `stock` field. */
async function createSized(overrides: Fields) {
  const answer = await postProduct(admin, sized(overrides));
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
  return answer.body as { id: number; name: string } & Record<string, unknown>;
}

const put = (id: number, fields: Record<string, string>) =>
  call(`/api/products/${id}/`, { method: 'PUT', token: admin, body: productForm(fields) });
const read = async (id: number) => (await call(`/api/products/${id}/`)).body;

describe('size_stock on product writes', () => {
  it('creates a product tracked per size: counts in size order, stock is the sum', async () => {
    const answer = await postProduct(
      admin,
      sized({ size: 'L,S,M', size_stock: '{"L": 5, "s": 2, "M": 0}' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      size: 'S,M,L',
      stock: 7,
      in_stock: true,
      size_stock: { S: 2, M: 0, L: 5 },
    });
    expect(Object.keys(answer.body.size_stock)).toEqual(['S', 'M', 'L']);
    expect(await read(answer.body.id)).toMatchObject({ size_stock: { S: 2, M: 0, L: 5 } });
  });

  it('counts a size left out as 0 and accepts a stock equal to the sum', async () => {
    const answer = await postProduct(
      admin,
      uniqueFields({ size: 'S,M,L', size_stock: '{"M": 3}', stock: '3' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ stock: 3, size_stock: { S: 0, M: 3, L: 0 } });
  });

  it('keeps footwear sizes in their order as keys', async () => {
    const answer = await postProduct(
      admin,
      sized({
        size: '',
        footwear_size: '10,8,9',
        sub_category: 'Footwear',
        size_stock: '{"8": 1, "9": 0, "10": 4}',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ stock: 5, size_stock: { 8: 1, 9: 0, 10: 4 } });
  });

  it('is out of stock when every size is 0', async () => {
    const answer = await postProduct(admin, sized({ size: 'S,M', size_stock: '{"S": 0, "M": 0}' }));
    expect(answer.body).toMatchObject({ stock: 0, in_stock: false, size_stock: { S: 0, M: 0 } });
  });

  it('is null for a product without per-size stock, and for a product without sizes', async () => {
    const untracked = await createProduct(admin, { size: 'S,M', stock: '4' });
    expect(untracked).toMatchObject({ stock: 4, in_stock: true, size_stock: null });
    const plain = await createProduct(admin, { size: '', stock: '2', size_stock: '{}' });
    expect(plain).toMatchObject({ stock: 2, size_stock: null });
  });

  it.each([
    ['a size the product does not offer', '{"XL": 1}', 'size_stock'],
    ['a negative count', '{"S": -1}', 'size_stock'],
    ['a fractional count', '{"S": 1.5}', 'size_stock'],
    ['a count that is not a number', '{"S": "two"}', 'size_stock'],
    ['malformed JSON', '{"S": 2', 'size_stock'],
    ['a list instead of an object', '[1, 2]', 'size_stock'],
  ])('refuses %s with a 400 naming size_stock, creating nothing', async (_, value, field) => {
    const fields = uniqueFields({ size: 'S,M', size_stock: value });
    const answer = await postProduct(admin, fields);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toEqual([field]);
    expect(answer.body[field][0]).toEqual(expect.any(String));
    const found = await call(`/api/products/?search=${encodeURIComponent(String(fields.name))}`);
    // The search also lists partial matches (other shirts): none may be this one.
    expect((found.body as { name: string }[]).filter((p) => p.name === fields.name)).toEqual([]);
  });

  it('refuses a stock that differs from the sum with a 400 naming stock', async () => {
    const answer = await postProduct(
      admin,
      uniqueFields({ size: 'S,M', size_stock: '{"S": 1, "M": 2}', stock: '5' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      stock: ['Stock must equal the sum of the size stock (3), or be left out.'],
    });
  });

  it('takes size_stock as an object in a JSON body', async () => {
    const answer = await call('/api/products/', {
      method: 'POST',
      token: admin,
      json: { ...sized({ size: 'M,L' }), size_stock: { M: 1, L: 2 } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ stock: 3, size_stock: { M: 1, L: 2 } });
  });
});

describe('size_stock on updates', () => {
  it('round-trips a change and leaves other fields alone', async () => {
    const product = await createSized({ size: 'S,M,L', size_stock: '{"S":1,"M":1,"L":1}' });
    const answer = await put(product.id, { size_stock: '{"S": 0, "M": 4, "L": 2}' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: product.name,
      stock: 6,
      size_stock: { S: 0, M: 4, L: 2 },
    });
  });

  it('follows the offered sizes when an old client changes them without size_stock', async () => {
    const product = await createSized({ size: 'S,M', size_stock: '{"S":2,"M":3}' });
    const answer = await put(product.id, { size: 'M,L' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ size: 'M,L', stock: 3, size_stock: { M: 3, L: 0 } });
  });

  it('an old client setting the total stock ends per-size tracking; the same total keeps it', async () => {
    const product = await createSized({ size: 'S,M', size_stock: '{"S":2,"M":3}' });
    const same = await put(product.id, { stock: '5', name: 'Kept per size' });
    expect(same.body).toMatchObject({ stock: 5, size_stock: { S: 2, M: 3 } });
    const other = await put(product.id, { stock: '9' });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ stock: 9, in_stock: true, size_stock: null });
  });

  it('null stops tracking per size and keeps the total', async () => {
    const product = await createSized({ size: 'S,M', size_stock: '{"S":2,"M":3}' });
    const answer = await put(product.id, { size_stock: 'null' });
    expect(answer.body).toMatchObject({ stock: 5, size_stock: null });
  });

  it('checks keys against the sizes stored when the write sends none', async () => {
    const product = await createSized({ size: 'S,M', size_stock: '{"S":2,"M":3}' });
    const answer = await put(product.id, { size_stock: '{"XXL": 1}', name: 'Not saved' });
    expect(answer.status).toBe(400);
    expect(answer.body.size_stock[0]).toBe('XXL is not an offered size. This product offers S, M.');
    expect(await read(product.id)).toMatchObject({
      name: product.name,
      stock: 5,
      size_stock: { S: 2, M: 3 },
    });
  });

  it('checks keys against the sizes the same write sends', async () => {
    const product = await createProduct(admin, { size: 'S,M' });
    const answer = await put(product.id, { size: 'L', size_stock: '{"L": 4}' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ size: 'L', stock: 4, size_stock: { L: 4 } });
  });

  it('without size_stock behaves exactly as before for an untracked product', async () => {
    const product = await createProduct(admin, { size: 'S,M', stock: '4' });
    const answer = await put(product.id, { stock: '6', size: 'S,M,L' });
    expect(answer.body).toMatchObject({ stock: 6, size: 'S,M,L', size_stock: null });
  });
});
