// Session cookies behind a TLS-terminating proxy. Each case needs its own server (PUBLIC_URL
// is read at start), so this file starts two beside the suite's: an https PUBLIC_URL, and none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  TEST_ADMIN,
  type RunningServer,
} from '../support/test-server';
import { cookieHeader, setCookie, signIn, signOut, type Jar } from './support/session';

const PUBLIC = 'https://shop.example.test';
const servers: { server: RunningServer; dir: string }[] = [];
let https: RunningServer;
let unset: RunningServer;

async function start(env: Record<string, string | undefined>): Promise<RunningServer> {
  const dir = tempDataDir('tls');
  const server = await startTestServer({
    DATA_DIR: dir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    ...env,
  });
  servers.push({ server, dir });
  return server;
}

beforeAll(async () => {
  [https, unset] = await Promise.all([
    start({ PUBLIC_URL: PUBLIC }),
    start({ PUBLIC_URL: undefined }),
  ]);
});

afterAll(async () => {
  for (const { server, dir } of servers) {
    await server.stop();
    removeDir(dir);
  }
});

const cart = (server: RunningServer, jar: Jar) =>
  fetch(`${server.url}/api/cart/`, { headers: { cookie: cookieHeader(jar) } });

/** Lines next-auth writes to the log: warnings (e.g. NEXTAUTH_URL) and errors. */
const nextAuthNoise = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => /next-auth|NEXTAUTH_URL/i.test(line));

describe('with an https PUBLIC_URL', () => {
  it('sets Secure session, csrf and callback cookies under the __Secure-/__Host- names', async () => {
    const { jar, response } = await signIn(https.url, 'admin', TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(setCookie(response, '__Secure-next-auth.session-token')).toMatch(/; Secure/i);
    expect(response.headers.getSetCookie().join('\n')).not.toMatch(/^next-auth\./m);
    expect([...jar.keys()].sort()).toEqual([
      '__Host-next-auth.csrf-token',
      '__Secure-next-auth.callback-url',
      '__Secure-next-auth.session-token',
    ]);
    const fresh = await fetch(`${https.url}/api/auth/csrf`);
    expect(setCookie(fresh, '__Host-next-auth.csrf-token')).toMatch(/; Secure/i);
    expect((await cart(https, jar)).status).toBe(200);
  });

  it("sends next-auth's own redirects to PUBLIC_URL", async () => {
    const { jar } = await signIn(https.url, 'admin', TEST_ADMIN);
    const out = await signOut(https.url, jar, {}, false);
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${PUBLIC}/`);
    const signin = await fetch(`${https.url}/api/auth/signin?callbackUrl=/cart`, {
      redirect: 'manual',
    });
    expect(signin.headers.get('location')).toBe(
      `/login?callbackUrl=${encodeURIComponent(`${PUBLIC}/cart`)}`,
    );
  });
});

describe('without PUBLIC_URL', () => {
  it('makes the cookies Secure when the request came over https (X-Forwarded-Proto)', async () => {
    const behindTls = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.test' };
    const { jar, response } = await signIn(unset.url, 'admin', TEST_ADMIN, behindTls);
    expect(response.status).toBe(200);
    expect(setCookie(response, '__Secure-next-auth.session-token')).toMatch(/; Secure/i);
    expect(jar.has('__Host-next-auth.csrf-token')).toBe(true);
    const read = await fetch(`${unset.url}/api/cart/`, {
      headers: { ...behindTls, cookie: cookieHeader(jar) },
    });
    expect(read.status).toBe(200);
    const copy = cookieHeader(jar);
    const out = await signOut(unset.url, jar, behindTls, false);
    expect(out.headers.get('location')).toBe('https://shop.example.test/');
    // The signed-out copy is "no session" (quietly: the log test below checks).
    const after = await fetch(`${unset.url}/api/auth/session`, {
      headers: { ...behindTls, cookie: copy },
    });
    expect(await after.json()).toEqual({});
  });

  it('keeps ordinary cookies and the request host over plain http', async () => {
    const fresh = await fetch(`${unset.url}/api/auth/csrf`);
    const lines = fresh.headers.getSetCookie();
    expect(lines.map((line) => line.split('=')[0]).sort()).toEqual([
      'next-auth.callback-url',
      'next-auth.csrf-token',
    ]);
    for (const line of lines) expect(line).not.toMatch(/; Secure/i);
    const signedIn = await signIn(unset.url, 'admin', TEST_ADMIN);
    expect(setCookie(signedIn.response, 'next-auth.session-token')).not.toMatch(/; Secure/i);
    const out = await signOut(unset.url, signedIn.jar, {}, false);
    expect(out.headers.get('location')).toBe(`${unset.url}/`);
  });
});

describe('bad input to next-auth', () => {
  it('answers a forwarded host that is no host name with 400 (without PUBLIC_URL)', async () => {
    const res = await fetch(`${unset.url}/api/auth/csrf`, {
      headers: { 'x-forwarded-host': 'not a host' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'The Host header is not a valid host name.' });
  });

  it('sends a callbackUrl that is no http(s) URL to /login', async () => {
    const res = await fetch(`${https.url}/api/auth/signin?callbackUrl=javascript:alert(1)`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?error=Configuration');
  });
});

describe('the log', () => {
  it('has no next-auth warning (NEXTAUTH_URL) or error on either server', async () => {
    for (const server of [https, unset]) {
      for (const provider of ['customer', 'admin'])
        expect((await fetch(`${server.url}/api/auth/callback/${provider}`)).status).toBe(405);
      await fetch(`${server.url}/api/auth/session`);
      expect(nextAuthNoise(server)).toEqual([]);
      expect(server.output()).not.toMatch(/\[api\].*failed|error/i);
    }
  });
});
