import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionBody, actionId } from '../api/support/actions';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  TEST_ADMIN,
  type RunningServer,
} from '../support/test-server';

// What a misbehaving client can make the server log. A dropped upload is the client's
// doing, not a database outage; a server action from another site is refused, not a crash; an
// address Next cannot decode and the TRACE method are refused at the edge, not 500s; a server
// action posted to a page that does not host it is a 4xx, not an uncaught exception; forged
// session cookies are one short line; the proxy warning is given only when a proxy is there.
// Each needs the server's own output, hence a server of its own (with no trusted proxy, the
// default, which the warning is about).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dataDir = tempDataDir('client-faults');
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    TRUSTED_PROXIES: '',
  });
});

afterAll(async () => {
  await server?.stop();
  removeDir(dataDir);
});

/** The output written since `from`, once `pattern` appears in it (or after `ms`). */
async function outputAfter(from: number, pattern: RegExp, ms = 5000): Promise<string> {
  const deadline = Date.now() + ms;
  while (!pattern.test(server.output().slice(from)) && Date.now() < deadline) await sleep(100);
  return server.output().slice(from);
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${server.url}/api/superuser-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return ((await res.json()) as { access: string }).access;
}

/** Starts a 2 MB multipart upload, sends 256 KB of it, then drops the connection. */
async function abandonUpload(token: string): Promise<void> {
  const boundary = '----abort';
  const request = http.request(`${server.url}/api/products/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(2 * 1024 * 1024),
    },
  });
  request.on('error', () => {}); // the socket is destroyed on purpose
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  request.write(Buffer.alloc(256 * 1024, 0xff));
  await sleep(500); // the handler is now reading the body
  request.destroy();
}

describe('client faults in the server log', () => {
  it('logs a dropped upload as a client abort, never as the database being unavailable', async () => {
    const token = await adminToken();
    const from = server.output().length;
    await abandonUpload(token);
    const log = await outputAfter(from, /client aborted/);
    expect(log).toMatch(/client aborted the request: POST \/api\/products\//);
    expect(log).not.toMatch(/database|connection failed|unavailable|failed:/i);
    // The server is fine and still answers.
    expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
  });

  it('refuses a server action from another site with 403 and logs no server error', async () => {
    const from = server.output().length;
    const form = new FormData();
    form.append('name', 'never saved');
    const answer = await fetch(`${server.url}/admin/products/new`, {
      method: 'POST',
      headers: { 'next-action': actionId('setAvailabilityAction'), origin: 'https://evil.example' },
      body: await actionBody([form]),
    });
    expect(answer.status).toBe(403);
    await sleep(500);
    const log = server.output().slice(from);
    expect(log).not.toMatch(/Invalid Server Actions request|does not match `origin`|Error/);
  });

  it('refuses a malformed address (400) and TRACE (405) at the edge and logs nothing', async () => {
    const from = server.output().length;
    const asked: [string, string, number][] = [
      ['GET', '/%ZZ', 400],
      ['GET', '/product/%E0%A4', 400],
      ['POST', '/api/products/%C0%AF/', 400],
      ['TRACE', '/', 405],
      ['TRACE', '/api/products/', 405],
    ];
    for (const [method, path, status] of asked) {
      const answer = await new Promise<number>((resolve, reject) => {
        const req = http.request(`${server.url}${path}`, { method }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer, `${method} ${path}`).toBe(status);
    }
    await sleep(500);
    expect(server.output().slice(from)).toBe('');
  });

  it('answers a server action posted to a page that does not host it with a 4xx, nothing uncaught', async () => {
    const from = server.output().length;
    // An admin page's action and the cart page's, each posted to pages that do not host them,
    // as a forged request would (any action id can be read from the public JavaScript).
    for (const [path, name] of [
      ['/', 'setAvailabilityAction'],
      ['/', 'currentCartProducts'],
      ['/login', 'changeOrderAction'],
    ]) {
      const answer = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'next-action': actionId(name!), 'content-type': 'text/plain;charset=UTF-8' },
        body: '[[1]]',
      });
      expect(answer.status, `${path} ${name}`).toBe(409);
      expect(await answer.text()).toBe('Server Action unavailable.');
    }
    await sleep(1000);
    const log = server.output().slice(from);
    // Next still notes each unknown action ("Failed to find Server Action"), as for any id.
    expect(log).not.toMatch(/uncaughtException|aborted|ECONNRESET|failed to forward/i);
  });

  it('writes one short line for forged session cookies, however many arrive', async () => {
    const from = server.output().length;
    const forged = `next-auth.session-token=${'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0'}..forged.cookie.x`;
    for (const path of ['/api/auth/session', '/api/auth/session', '/account', '/admin/orders']) {
      const answer = await fetch(`${server.url}${path}`, {
        headers: { cookie: forged },
        redirect: 'manual',
      });
      expect(answer.status, path).toBeLessThan(500);
      await answer.arrayBuffer();
    }
    const log = await outputAfter(from, /session cookie/);
    await sleep(500);
    const lines = server.output().slice(from).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[auth\] a session cookie that does not decrypt was ignored \(ERR_JW[ETS]_\w+: /,
    );
    expect(log).not.toMatch(/\n\s+at /);
  });

  it('warns of an untrusted proxy only when a client arrives named by the hop in front', async () => {
    const warning = /TRUSTED_PROXIES is empty/;
    const login = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/user-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ username: `nobody${Date.now()}`, password: 'wrong-password' }),
      }).then((r) => r.status);
    const from = server.output().length;
    // Straight to the server on loopback: Next fills X-Forwarded-For itself, which is no proxy.
    expect(await login({})).toBe(401);
    await sleep(500);
    expect(server.output().slice(from)).not.toMatch(warning);
    // A proxy on this machine naming its client: the one time the warning is true.
    expect(await login({ 'x-forwarded-for': '203.0.113.7' })).toBe(401);
    expect(await outputAfter(from, warning)).toMatch(warning);
  });
});
