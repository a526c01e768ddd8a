import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from './support/client';
import {
  createProduct,
  jpeg,
  postProduct,
  productCount,
  productForm,
  uniqueFields,
  type Fields,
} from './support/products';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
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
    [
      'three decimals',
      { price: '1.234' },
      { price: ['Enter the price with at most 2 decimal places.'] },
    ],
    ['huge price', { price: '100000000' }, { price: ['Enter a price of at most ₹1,00,00,000.'] }],
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
      { name: ['Use at most 200 characters for the product name.'] },
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
