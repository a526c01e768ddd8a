import { describe, expect, it } from 'vitest';
import { call, newCustomer } from './support/client';

const refresh = (token: string) =>
  call('/api/token/refresh/', { method: 'POST', json: { refresh: token } });

describe('refresh token reuse detection', () => {
  it('revokes every newer token of the family when a rotated token comes back', async () => {
    const customer = await newCustomer('reuse');
    const first = await refresh(customer.refresh);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);

    // The original token again: someone else holds this family (say, a thief who copied it).
    const reuse = await refresh(customer.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: 'Token is invalid or expired' });
    // The newest token of the line, whoever holds it, is dead too.
    const newest = await refresh(second.body.refresh);
    expect(newest.status).toBe(401);
    expect(newest.body).toEqual({ detail: 'Token is invalid or expired' });
  });

  it('leaves the other logins (families) of the same user alone', async () => {
    const customer = await newCustomer('reuse-other');
    const login = await call('/api/user-login/', {
      method: 'POST',
      json: { username: customer.username, password: customer.password },
    });
    expect(login.status).toBe(200);
    expect((await refresh(customer.refresh)).status).toBe(200);
    expect((await refresh(customer.refresh)).status).toBe(401); // reuse in the first family
    const other = await refresh(login.body.refresh);
    expect(other.status).toBe(200);
    expect((await refresh(other.body.refresh)).status).toBe(200);
  });

  it('logout ends the whole login, even when sent an older token of it', async () => {
    const customer = await newCustomer('reuse-logout');
    const first = await refresh(customer.refresh);
    expect(first.status).toBe(200);
    const out = await call('/api/logout/', { method: 'POST', json: { refresh: customer.refresh } });
    expect(out.status).toBe(204);
    expect((await refresh(first.body.refresh)).status).toBe(401);
  });
});
