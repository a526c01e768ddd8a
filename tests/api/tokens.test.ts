import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { base, call, clientAddress, newCustomer, publicUrl } from './support/client';
import { productForm, uniqueFields } from './support/products';

describe('POST /api/token/refresh/ and /api/logout/', () => {
  it('rotates: a refresh token yields a new pair once, and reuse is refused (and ends the family)', async () => {
    const customer = await newCustomer('refresh');
    const first = await call('/api/token/refresh/', {
      method: 'POST',
      json: { refresh: customer.refresh },
    });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['access', 'refresh']);
    expect((await call('/api/cart/', { token: first.body.access })).status).toBe(200);
    const reuse = await call('/api/token/refresh', {
      method: 'POST',
      json: { refresh: customer.refresh },
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: 'Token is invalid or expired' });
    // Reuse detection: the reuse also ended the newer token of the same family.
    expect(
      (await call('/api/token/refresh/', { method: 'POST', json: { refresh: first.body.refresh } }))
        .status,
    ).toBe(401);
  });

  it('refuses an access token, garbage, and a missing token', async () => {
    const customer = await newCustomer('refresh-bad');
    expect(
      (await call('/api/token/refresh/', { method: 'POST', json: { refresh: customer.access } }))
        .status,
    ).toBe(401);
    expect(
      (await call('/api/token/refresh/', { method: 'POST', json: { refresh: 'garbage' } })).status,
    ).toBe(401);
    const missing = await call('/api/token/refresh/', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ['This field is required.'] });
  });

  it('logout revokes the refresh token (204), and an unknown token is not an error', async () => {
    const customer = await newCustomer('logout');
    const out = await call('/api/logout/', { method: 'POST', json: { refresh: customer.refresh } });
    expect(out.status).toBe(204);
    expect(
      (await call('/api/token/refresh/', { method: 'POST', json: { refresh: customer.refresh } }))
        .status,
    ).toBe(401);
    expect(
      (await call('/api/logout', { method: 'POST', json: { refresh: 'garbage' } })).status,
    ).toBe(204);
  });
});

describe('the site session cookie on the API', () => {
  async function sessionCookie(): Promise<string> {
    const csrf = await fetch(`${base()}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await fetch(`${base()}/api/auth/callback/admin`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: csrfCookie,
        'x-forwarded-for': clientAddress(),
      },
      body: new URLSearchParams({
        csrfToken,
        username: TEST_ADMIN.username,
        password: TEST_ADMIN.password,
        json: 'true',
      }),
    });
    const session = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('next-auth.session-token='));
    if (!session) throw new Error(`no session cookie (${res.status})`);
    return session.split(';')[0]!;
  }

  it('authenticates writes from this site and never from another origin (CSRF)', async () => {
    const cookie = await sessionCookie();
    const post = (origin?: string) =>
      call('/api/products/', {
        method: 'POST',
        body: productForm(uniqueFields()),
        headers: { cookie, ...(origin ? { origin } : {}) },
      });
    expect((await post(publicUrl())).status).toBe(201);
    expect((await post()).status).toBe(201);
    const foreign = await post('https://evil.example');
    expect(foreign.status).toBe(401);
    expect((await post('null')).status).toBe(401);
    expect(
      (await call('/api/cart/', { headers: { cookie, origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});
