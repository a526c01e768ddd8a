import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, unique } from './support/client';

/** An address no other test uses (the limit is per address, for an hour). */
const address = () => `172.${randomInt(16, 32)}.${randomInt(256)}.${randomInt(1, 255)}`;

const register = (ip: string, username = unique('reg')) =>
  call('/api/user-register/', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { username, email: `${username}@example.com`, password: 'secret-pass' },
  });

describe('POST /api/user-register/ is limited per client address', () => {
  it('accepts 10 of a burst of 12 from one address and refuses the rest with 429', async () => {
    const ip = address();
    const answers = await Promise.all(Array.from({ length: 12 }, () => register(ip)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toEqual({
      error: expect.stringMatching(
        /^Too many registrations from your network\. Please try again in \d+ minute\(s\)\.$/,
      ),
    });
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('counts neither refused input nor other addresses, and a refusal creates no user', async () => {
    const ip = address();
    for (let i = 0; i < 5; i++) {
      const invalid = await call('/api/user-register/', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        json: { username: 'x', email: 'not-an-email', password: '1' },
      });
      expect(invalid.status).toBe(400);
    }
    for (let i = 0; i < 10; i++) expect((await register(ip)).status).toBe(201);
    const name = unique('late');
    expect((await register(ip, name)).status).toBe(429);
    // Another address is not affected, and the refused name was never taken.
    expect((await register(address(), name)).status).toBe(201);
  });
});
