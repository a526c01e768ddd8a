import { encode, type JWT } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';

// The proxy's cookie check: the app's own secret, next-auth's token format, no database.
const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
let hasAdminSession: (request: NextRequest) => Promise<boolean>;

beforeAll(async () => {
  process.env.AUTH_SECRET = SECRET;
  ({ hasAdminSession } = await import('@/lib/server/http/admin-session'));
});

const session = (over: Partial<JWT> = {}) =>
  ({
    uid: 7,
    username: 'owner',
    isSuperuser: true,
    tokenVersion: 1,
    sid: 'abcdefghijklmnopqrstuv',
    ...over,
  }) as JWT;

async function requestWith(cookie: string): Promise<NextRequest> {
  return new NextRequest('http://shop.test/admin/products/new', {
    method: 'POST',
    headers: { cookie },
  });
}

describe('hasAdminSession', () => {
  it('accepts a signed superuser session under either cookie name', async () => {
    const token = await encode({ token: session(), secret: SECRET });
    expect(await hasAdminSession(await requestWith(`next-auth.session-token=${token}`))).toBe(true);
    expect(
      await hasAdminSession(await requestWith(`__Secure-next-auth.session-token=${token}`)),
    ).toBe(true);
  });

  it('refuses a customer, a token made with another secret, an expired one and garbage', async () => {
    const customer = await encode({ token: session({ isSuperuser: false }), secret: SECRET });
    const forged = await encode({ token: session(), secret: `${SECRET}-other` });
    const expired = await encode({ token: session(), secret: SECRET, maxAge: -120 });
    for (const token of [customer, forged, expired, 'not-a-jwt']) {
      expect(await hasAdminSession(await requestWith(`next-auth.session-token=${token}`))).toBe(
        false,
      );
    }
    expect(await hasAdminSession(await requestWith(''))).toBe(false);
  });

  it('never takes a bearer header instead of the cookie', async () => {
    const token = await encode({ token: session(), secret: SECRET });
    const request = new NextRequest('http://shop.test/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await hasAdminSession(request)).toBe(false);
  });
});
