import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer, type Customer } from './support/client';
import {
  createProduct,
  jpeg,
  postProduct,
  productCount,
  productForm,
  uniqueFields,
  type Fields,
} from './support/products';
import { algNoneToken, expiredAccessToken, tamperedToken } from './support/tokens';

let admin: string;
let customer: Customer;

beforeAll(async () => {
  admin = await adminToken();
  customer = await newCustomer('writer');
});

describe('POST /api/products/', () => {
  it('creates a product from multipart with images and answers 201 with the wire object', async () => {
    const fields = uniqueFields({
      sub_category: 't-shirt',
      size: ['M', 'S'],
      footwear_size: '',
      cotton_percentage: '',
    });
    const answer = await postProduct(admin, fields, [await jpeg(), await jpeg(80, 60, '#00aa00')]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: fields.name,
      sub_category: 'T-Shirt',
      size: 'S,M',
      cotton_percentage: null,
      price: '1499.00',
      stock: 5,
      available: true,
      in_stock: true,
    });
    expect(answer.body.images).toHaveLength(2);
    expect(answer.headers.get('location')).toMatch(new RegExp(`/api/products/${answer.body.id}/$`));
    expect((await call(`/api/products/${answer.body.id}/`)).body).toEqual(answer.body);
  });

  it('answers on the path without the trailing slash too', async () => {
    const answer = await call('/api/products', {
      method: 'POST',
      token: admin,
      body: productForm(uniqueFields()),
    });
    expect(answer.status).toBe(201);
  });

  it('accepts a JSON body (no images) and fills defaults', async () => {
    const answer = await call('/api/products/', {
      method: 'POST',
      token: admin,
      json: { name: 'JSON Cap', main_category: "Men's Wear", sub_category: 'cap', price: 250 },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      main_category: 'mens',
      sub_category: 'Caps',
      price: '250.00',
      stock: 0,
      available: true,
      in_stock: false,
      brand: '',
      images: [],
    });
  });

  it('stores available "false" as false and reports in_stock accordingly', async () => {
    const product = await createProduct(admin, { available: 'false', stock: '3' });
    expect(product).toMatchObject({ available: false, stock: 3, in_stock: false });
  });

  const invalid: [string, Fields, Record<string, string[]>][] = [
    ['missing name', { name: '' }, { name: ['Product Name is required'] }],
    [
      'missing main category',
      { main_category: '' },
      { main_category: ['Main Category is required'] },
    ],
    [
      'unknown main category',
      { main_category: 'shoes' },
      { main_category: ['Choose a main category from the list.'] },
    ],
    ['missing sub category', { sub_category: '' }, { sub_category: ['Sub Category is required'] }],
    [
      'sub category of another main',
      { sub_category: 'Sherwani' },
      { sub_category: ['Choose a sub category that belongs to the main category.'] },
    ],
    ['non-numeric price', { price: 'abc' }, { price: ['Valid price is required'] }],
    ['empty price', { price: '' }, { price: ['Valid price is required'] }],
    ['zero price', { price: '0' }, { price: ['Price must be greater than 0'] }],
    ['negative price', { price: '-5' }, { price: ['Price must be greater than 0'] }],
    ['three decimals', { price: '1.234' }, { price: ['Price can have at most 2 decimal places'] }],
    ['huge price', { price: '100000000' }, { price: ['Price must be at most 10000000'] }],
    ['non-numeric stock', { stock: 'many' }, { stock: ['Stock must be a number (0 or greater)'] }],
    ['negative stock', { stock: '-1' }, { stock: ['Stock must be a non-negative integer'] }],
    ['fractional stock', { stock: '1.5' }, { stock: ['Stock must be a non-negative integer'] }],
    [
      'cotton above 100',
      { cotton_percentage: '101' },
      { cotton_percentage: ['Cotton percentage must be a whole number from 0 to 100.'] },
    ],
    ['unknown size', { size: 'S,XS' }, { size: ['Sizes must be chosen from S, M, L, XL, XXL.'] }],
    [
      'unknown footwear size',
      { footwear_size: '12' },
      { footwear_size: ['Footwear sizes must be chosen from 6, 7, 8, 9, 10, 11.'] },
    ],
    [
      'available not a boolean',
      { available: 'maybe' },
      { available: ['Available must be true or false.'] },
    ],
    [
      'name too long',
      { name: 'x'.repeat(201) },
      { name: ['Product Name must be at most 200 characters.'] },
    ],
  ];

  it.each(invalid)(
    'refuses %s with 400 field errors and writes nothing',
    async (_label, overrides, errors) => {
      const before = await productCount();
      const answer = await postProduct(admin, uniqueFields(overrides), [await jpeg()]);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errors);
      expect(await productCount()).toBe(before);
    },
  );

  it('refuses a missing field (not sent at all) the same way', async () => {
    const { price: _price, ...rest } = uniqueFields();
    const answer = await postProduct(admin, rest);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ price: ['Valid price is required'] });
  });

  it('answers 415 for a body that is neither multipart nor JSON, and 400 for a broken one', async () => {
    const text = await call('/api/products/', {
      method: 'POST',
      token: admin,
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body.detail).toMatch(/Unsupported media type "text\/plain"/);
    const none = await call('/api/products/', { method: 'POST', token: admin });
    expect(none.status).toBe(415);
    const broken = await call('/api/products/', {
      method: 'POST',
      token: admin,
      body: '--zzz\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=yyy' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      detail: 'The form body could not be read. Send multipart/form-data.',
    });
    const json = await call('/api/products/', {
      method: 'POST',
      token: admin,
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect(json.body.detail).toMatch(/^JSON parse error/);
  });
});

describe('PUT /api/products/{id}/', () => {
  it('changes only the fields sent; stock and footwear sizes keep their value', async () => {
    const product = await createProduct(admin, { footwear_size: '8,9', stock: '7' });
    const form = productForm({
      name: 'Renamed',
      price: '999.5',
      main_category: 'mens',
      sub_category: 'shirt',
      available: 'false',
    });
    const answer = await call(`/api/products/${product.id}/`, {
      method: 'PUT',
      token: admin,
      body: form,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Renamed',
      price: '999.50',
      stock: 7,
      footwear_size: '8,9',
      available: false,
      brand: 'Style Point',
    });
    const emptied = await call(`/api/products/${product.id}`, {
      method: 'PUT',
      token: admin,
      body: productForm({ cotton_percentage: '', brand: '' }),
    });
    expect(emptied.body).toMatchObject({ cotton_percentage: null, brand: '', name: 'Renamed' });
  });

  it('adds new images and removes the ones listed in remove_image_ids', async () => {
    const product = await createProduct(admin, {}, [await jpeg(), await jpeg(30, 30, '#ff0000')]);
    const [keep, drop] = product.images;
    const form = productForm(
      {},
      [await jpeg(40, 40, '#00ff00')],
      [['remove_image_ids', String(drop!.id)]],
    );
    const answer = await call(`/api/products/${product.id}/`, {
      method: 'PUT',
      token: admin,
      body: form,
    });
    expect(answer.status).toBe(200);
    const ids = answer.body.images.map((i: { id: number }) => i.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(keep!.id);
    expect(ids).not.toContain(drop!.id);
    expect((await call(new URL(drop!.url).pathname)).status).toBe(404);
  });

  it('is all-or-nothing: an image id of another product refuses the whole change', async () => {
    const other = await createProduct(admin, {}, [await jpeg()]);
    const product = await createProduct(admin, {}, [await jpeg()]);
    const form = productForm(
      { name: 'Should not stick' },
      [await jpeg()],
      [['remove_image_ids', String(other.images[0]!.id)]],
    );
    const answer = await call(`/api/products/${product.id}/`, {
      method: 'PUT',
      token: admin,
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.remove_image_ids[0]).toMatch(/does not belong to this product/);
    expect((await call(`/api/products/${product.id}/`)).body).toEqual(product);
    expect((await call(`/api/products/${other.id}/`)).body).toEqual(other);
  });

  it('refuses bad fields with 400 and leaves the row unchanged', async () => {
    const product = await createProduct(admin);
    for (const fields of <Fields[]>[
      { price: '0' },
      { stock: '-3' },
      { main_category: 'weddinghub' },
      { sub_category: 'Crocs' },
      { name: ' ' },
    ]) {
      const answer = await call(`/api/products/${product.id}/`, {
        method: 'PUT',
        token: admin,
        body: productForm(fields),
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    const bad = await call(`/api/products/${product.id}/`, {
      method: 'PUT',
      token: admin,
      body: productForm({}, [], [['remove_image_ids', 'abc']]),
    });
    expect(bad.body).toEqual({
      remove_image_ids: ['Each id to remove must be an image id (a positive integer).'],
    });
    expect((await call(`/api/products/${product.id}/`)).body).toEqual(product);
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const id of ['999999', 'abc']) {
      const answer = await call(`/api/products/${id}/`, {
        method: 'PUT',
        token: admin,
        body: productForm({ name: 'x' }),
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('DELETE /api/products/{id}/ and bulk delete', () => {
  it('deletes with 204, removes the image files, then answers 404', async () => {
    const product = await createProduct(admin, {}, [await jpeg()]);
    const image = new URL(product.images[0]!.url).pathname;
    const answer = await call(`/api/products/${product.id}/`, { method: 'DELETE', token: admin });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await call(`/api/products/${product.id}/`)).status).toBe(404);
    expect((await call(image)).status).toBe(404);
    const again = await call(`/api/products/${product.id}`, { method: 'DELETE', token: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'Not found.' });
  });

  it('bulk-deletes by ids and answers the count of products that existed', async () => {
    const a = await createProduct(admin);
    const b = await createProduct(admin);
    const answer = await call('/api/products/bulk-delete/', {
      method: 'POST',
      token: admin,
      json: { ids: [a.id, String(b.id), 999999] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: 2 });
    expect((await call(`/api/products/${a.id}/`)).status).toBe(404);
    const noSlash = await call('/api/products/bulk-delete', {
      method: 'POST',
      token: admin,
      json: { ids: [999998] },
    });
    expect(noSlash.body).toEqual({ deleted: 0 });
  });

  it('refuses a bad bulk-delete body', async () => {
    const cases: [CallBody, number, unknown][] = [
      [{ json: { ids: [] } }, 400, { ids: ['Send at least one product id.'] }],
      [{ json: { ids: 'all' } }, 400, { ids: ['Send ids as a list of product ids.'] }],
      [
        { json: { ids: [1, 'x'] } },
        400,
        { ids: ['Each id must be a product id (a positive integer).'] },
      ],
      [{ json: {} }, 400, { ids: ['Send ids as a list of product ids.'] }],
      [{ json: [1, 2] }, 400, { detail: 'The request body must be a JSON object.' }],
      [{ body: '{"ids": [1,', headers: { 'content-type': 'application/json' } }, 400, undefined],
      [
        { body: 'ids=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        415,
        undefined,
      ],
    ];
    for (const [init, status, body] of cases) {
      const answer = await call('/api/products/bulk-delete/', {
        method: 'POST',
        token: admin,
        ...init,
      });
      expect(answer.status, JSON.stringify(init)).toBe(status);
      if (body) expect(answer.body).toEqual(body);
      else expect(answer.body.detail).toBeTypeOf('string');
    }
  });
});

type CallBody = { json?: unknown; body?: string; headers?: Record<string, string> };

describe('who may write', () => {
  const writes = async (token?: string) => {
    const product = await createProduct(admin);
    return [
      await call('/api/products/', { method: 'POST', token, body: productForm(uniqueFields()) }),
      await call(`/api/products/${product.id}/`, {
        method: 'PUT',
        token,
        body: productForm({ name: 'x' }),
      }),
      await call(`/api/products/${product.id}/`, { method: 'DELETE', token }),
      await call('/api/products/bulk-delete/', {
        method: 'POST',
        token,
        json: { ids: [product.id] },
      }),
      await call('/api/products/abc/', { method: 'DELETE', token }),
    ];
  };

  it('answers 401 {"detail"} without credentials, before reading the body', async () => {
    for (const answer of await writes()) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('answers 403 {"detail"} for a customer', async () => {
    for (const answer of await writes(customer.access)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });

  it('answers 401 for expired, tampered, unsigned and refresh tokens', async () => {
    const adminId = (
      await call('/api/superuser-login/', {
        method: 'POST',
        json: { username: 'test-admin', password: 'test-admin-password' },
      })
    ).body.user.id;
    const customerAsAdmin = tamperedToken(customer.access, { sub: String(adminId) });
    const bad = [
      await expiredAccessToken(adminId),
      customerAsAdmin,
      algNoneToken(admin),
      algNoneToken(customer.access, { sub: String(adminId) }),
      customer.refresh,
      'not.a.token',
    ];
    for (const token of bad) {
      const answer = await call('/api/products/', {
        method: 'POST',
        token,
        body: productForm(uniqueFields()),
      });
      expect(answer.status).toBe(401);
      expect(answer.body.detail).toBeTypeOf('string');
    }
  });
});
