import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer, type Customer } from './support/client';
import { createProduct, productForm, uniqueFields } from './support/products';
import { algNoneToken, expiredAccessToken, tamperedToken } from './support/tokens';

let admin: string;
let customer: Customer;

beforeAll(async () => {
  admin = await adminToken();
  customer = await newCustomer('writer');
});

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
