// The whole admin and shopper round trip the way the shop's earlier single-page app drives it
// from another origin: every non-simple request is preceded by its CORS preflight, and every
// answer must be readable by that origin.
import { expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { base, unique, type Answer } from './support/client';
import { jpeg, productForm, uniqueFields } from './support/products';

const ORIGIN = 'https://old-spa.example';
const SIMPLE_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
let preflights = 0;

/** A browser's cross-origin fetch: preflight when the request is not "simple", then the call. */
async function browserFetch(
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { origin: ORIGIN };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const custom = Object.keys(headers).filter(
    (h) => h === 'authorization' || (h === 'content-type' && !SIMPLE_TYPES.includes(headers[h]!)),
  );
  if (!['GET', 'HEAD', 'POST'].includes(method) || custom.length) {
    preflights += 1;
    const pre = await fetch(`${base()}${path}`, {
      method: 'OPTIONS',
      redirect: 'manual',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': method,
        ...(custom.length ? { 'access-control-request-headers': custom.join(',') } : {}),
      },
    });
    expect(pre.status, `preflight ${method} ${path}`).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')!.split(/,\s*/)).toContain(method);
    const allowed = pre.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
    for (const h of custom) expect(allowed).toContain(h);
  }
  const res = await fetch(`${base()}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
  });
  // Never a redirect (a redirected CORS request fails in the browser), never a server error.
  expect(res.status >= 300 && res.status < 400, `${method} ${path} redirected`).toBe(false);
  expect(res.status, `${method} ${path}`).toBeLessThan(500);
  expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBe('*');
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: text ? JSON.parse(text) : undefined,
  };
}

it('drives register, logins, catalogue writes and the cart from another origin', async () => {
  // Register and log in as a customer; the admin logs in on the Admin tab.
  const username = unique('spa');
  const password = 'spa-password';
  const registered = await browserFetch('/api/user-register/', {
    method: 'POST',
    json: { username, email: `${username}@example.com`, password },
  });
  expect(registered.status).toBe(201);
  const customer = await browserFetch('/api/user-login/', {
    method: 'POST',
    json: { username, password },
  });
  expect(customer.status).toBe(200);
  expect(customer.body.user.is_superuser).toBe(false);
  const wrongTab = await browserFetch('/api/superuser-login/', {
    method: 'POST',
    json: { username, password },
  });
  expect(wrongTab.status).toBe(403);
  expect(wrongTab.body.error).toBe('Only admins can use this login. Please use the Customer tab.');
  const admin = await browserFetch('/api/superuser-login/', { method: 'POST', json: TEST_ADMIN });
  expect(admin.status).toBe(200);
  const token: string = admin.body.access;

  // The admin list (with the optional bearer), then create with two images.
  const listed = await browserFetch('/api/products/', { token });
  expect(Array.isArray(listed.body)).toBe(true);
  const fields = uniqueFields({ stock: '6' });
  const created = await browserFetch('/api/products/', {
    method: 'POST',
    token,
    form: productForm(fields, [await jpeg(), await jpeg(50, 50, '#ff00ff')]),
  });
  expect(created.status).toBe(201);
  expect(created.body.images).toHaveLength(2);
  const [first, second] = created.body.images as { id: number; url: string }[];

  // Edit: every form field except stock and footwear size, one image added, one removed.
  const { stock: _s, footwear_size: _f, ...editFields } = fields;
  const form = productForm(
    { ...editFields, name: `${fields.name} v2`, price: '1299.00' },
    [await jpeg(70, 70, '#00ffff')],
    [['remove_image_ids', String(first!.id)]],
  );
  const edited = await browserFetch(`/api/products/${created.body.id}/`, {
    method: 'PUT',
    token,
    form,
  });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ name: `${fields.name} v2`, price: '1299.00', stock: 6 });
  expect(edited.body.images.map((i: { id: number }) => i.id)).toEqual([
    second!.id,
    expect.any(Number),
  ]);
  expect(edited.body.images[1].id).not.toBe(first!.id);
  expect((await browserFetch(`/api/products/${created.body.id}/`)).body).toEqual(edited.body);

  // The customer's cart: add, read, sync quantities at the first sync path, read back, remove.
  const shopper: string = customer.body.access;
  const line = await browserFetch('/api/cart/items/', {
    method: 'POST',
    token: shopper,
    json: { product_id: created.body.id, qty: 1 },
  });
  expect(line.status).toBe(201);
  const cart = await browserFetch('/api/cart/', { token: shopper });
  expect(
    cart.body.items.map((i: { id: number; product: { id: number } }) => [i.id, i.product.id]),
  ).toEqual([[line.body.id, created.body.id]]);
  const synced = await browserFetch(`/api/carts/${cart.body.id}`, {
    method: 'PUT',
    token: shopper,
    json: {
      items: [
        { id: created.body.id, qty: 3, price: '1299.00', name: 'x', image: '', available: true },
      ],
      subtotal: '3897.00',
    },
  });
  expect(synced.body.subtotal).toBe('3897.00');
  expect(
    (await browserFetch(`/api/carts/${cart.body.id}/`, { token: shopper })).body.items[0].qty,
  ).toBe(3);
  expect(
    (
      await browserFetch(`/api/cart/items/${line.body.id}/remove/`, {
        method: 'DELETE',
        token: shopper,
      })
    ).status,
  ).toBe(204);
  await browserFetch('/api/cart/items/', {
    method: 'POST',
    token: shopper,
    json: { product_id: created.body.id, qty: 2 },
  });

  // A customer may not delete; the admin deletes (the line leaves the cart) and bulk-deletes.
  const refused = await browserFetch(`/api/products/${created.body.id}/`, {
    method: 'DELETE',
    token: shopper,
  });
  expect(refused.status).toBe(403);
  expect(refused.body.detail).toBeTypeOf('string');
  expect(
    (await browserFetch(`/api/products/${created.body.id}/`, { method: 'DELETE', token })).status,
  ).toBe(204);
  expect((await browserFetch('/api/cart/', { token: shopper })).body.items).toEqual([]);
  const a = await browserFetch('/api/products/', {
    method: 'POST',
    token,
    form: productForm(uniqueFields()),
  });
  const b = await browserFetch('/api/products/', {
    method: 'POST',
    token,
    form: productForm(uniqueFields()),
  });
  const bulk = await browserFetch('/api/products/bulk-delete/', {
    method: 'POST',
    token,
    json: { ids: [a.body.id, b.body.id] },
  });
  expect(bulk.body).toEqual({ deleted: 2 });
  expect((await browserFetch(`/api/products/${a.body.id}/`)).status).toBe(404);
  expect(preflights).toBeGreaterThanOrEqual(15);
});
