import { request as httpRequest } from 'node:http';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { base, call, newCustomer, serverSecret } from './support/client';
import { cookieHeader, setCookie, signIn, signOut, type Jar } from './support/session';

const SESSION = 'next-auth.session-token'; // PUBLIC_URL is http here: the plain names
const cart = (jar: Jar | string) =>
  call('/api/cart/', { headers: { cookie: typeof jar === 'string' ? jar : cookieHeader(jar) } });

describe('sign-out ends the session on the server', () => {
  it('refuses a copy of the cookie taken before sign-out, and only that session', async () => {
    const customer = await newCustomer('signout');
    const { jar, response } = await signIn(base(), 'customer', customer);
    expect(response.status).toBe(200);
    const copy = `${SESSION}=${jar.get(SESSION)}`;
    const other = (await signIn(base(), 'customer', customer)).jar; // a second device
    expect((await cart(copy)).status).toBe(200);

    const out = await signOut(base(), jar);
    expect(out.status).toBe(200);
    expect(jar.has(SESSION)).toBe(false); // the browser's cookie is cleared...

    const stolen = await cart(copy); // ...and the copy no longer works anywhere
    expect(stolen.status).toBe(401);
    const session = await fetch(`${base()}/api/auth/session`, { headers: { cookie: copy } });
    expect(await session.json()).toEqual({});
    expect(setCookie(session, SESSION)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await cart(other)).status).toBe(200);
  });

  it('refuses a session cookie issued before sessions had ids', async () => {
    const customer = await newCustomer('legacy');
    const token = await encode({
      secret: serverSecret(),
      token: { uid: customer.id, username: customer.username, isSuperuser: false, tokenVersion: 0 },
    });
    const legacy = `${SESSION}=${token}`;
    expect((await cart(legacy)).status).toBe(401);
    // The same cookie with a session id (what sign-in issues now) is accepted: the refusal is
    // about the missing id, not a bad cookie.
    const withSid = await encode({
      secret: serverSecret(),
      token: {
        uid: customer.id,
        username: customer.username,
        isSuperuser: false,
        tokenVersion: 0,
        sid: 'a-session-id-of-the-test-1',
      },
    });
    expect((await cart(`${SESSION}=${withSid}`)).status).toBe(200);
  });
});

describe('the next-auth route', () => {
  it('answers a GET to a credentials callback with 405, not 500', async () => {
    for (const provider of ['customer', 'admin']) {
      const answer = await call(`/api/auth/callback/${provider}`);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
      expect(answer.body).toEqual({ detail: 'Method "GET" not allowed.' });
    }
    const unknown = await call('/api/auth/callback/nobody');
    expect(unknown.status).toBeLessThan(500);
  });

  it('refuses a body over 16 KB by its Content-Length without reading it', async () => {
    // Declares 60 MB and sends 1 KB: a server that reads the body whole would wait forever.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${base()}/api/auth/callback/customer`);
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(60 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.write(`username=x&password=${'y'.repeat(1024)}`);
      setTimeout(() => req.destroy(new Error('no answer within 10 s')), 10_000);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      detail: 'The request body is too large: at most 16 KB.',
    });
  });

  it('caps a chunked body (no Content-Length) while streaming it', async () => {
    const chunk = new TextEncoder().encode(`a=${'b'.repeat(64 * 1024)}&`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1024) return controller.close(); // 64 MB at most
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${base()}/api/auth/signin/customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024); // the server stopped reading long before the end
  });

  it('still signs in with an ordinary form body, and ignores client log reports', async () => {
    const customer = await newCustomer('form');
    const { response } = await signIn(base(), 'customer', customer);
    expect(response.status).toBe(200);
    expect(setCookie(response, SESSION)).toBeDefined();
    const log = await call('/api/auth/_log', {
      method: 'POST',
      body: new URLSearchParams({ level: 'error', code: 'FAKE', message: 'injected' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(log.status).toBe(204);
  });
});
