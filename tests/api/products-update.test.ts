import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from './support/client';
import { createProduct, jpeg, productForm, type Fields } from './support/products';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
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
