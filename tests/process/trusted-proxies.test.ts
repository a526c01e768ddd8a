// Client addresses for throttles and rate limits, on a server with the default
// TRUSTED_PROXIES (none): a forged X-Forwarded-For changes no limit, strangers cannot lock the
// owner out, and credential stuffing from one address still hits that address's limit. Then
// behind a trusted proxy (loopback): only the address the proxy appended counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from '../support/from-address';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  TEST_ADMIN,
  type RunningServer,
} from '../support/test-server';

const dataDir = tempDataDir('trust');
let server: RunningServer;
let forged = 0;
/** A different made-up X-Forwarded-For on every request. */
const forgedHeader = () => ({ 'x-forwarded-for': `10.${forged >> 8}.${forged++ & 255}.9` });

const adminLogin = (from: string, password: string, headers = forgedHeader()) =>
  requestFrom(from, `${server.url}/api/superuser-login/`, {
    json: { username: TEST_ADMIN.username, password },
    headers,
  });

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

describe('with no trusted proxy (the default)', () => {
  it('counts 22 failed logins from 22 forged addresses as one address: the 21st is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const answer = await requestFrom('127.0.0.2', `${server.url}/api/user-login/`, {
        json: { username: `nobody-${i}`, password: 'wrong-password' },
        headers: forgedHeader(),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another client is not affected.
    const other = await requestFrom('127.0.0.9', `${server.url}/api/user-login/`, {
      json: { username: 'nobody-0', password: 'wrong-password' },
    });
    expect(other.status).toBe(401);
  });

  it('lets strangers lock only themselves out of the owner’s account', async () => {
    const stranger = [];
    for (let i = 0; i < 6; i++) stranger.push((await adminLogin('127.0.0.3', 'wrong')).status);
    expect(stranger).toEqual([401, 401, 401, 401, 401, 429]);
    // The owner, from their own address, is told "wrong password", not "locked"…
    expect((await adminLogin('127.0.0.4', 'typo-password')).status).toBe(401);
    // …and gets in with the right one.
    const owner = await adminLogin('127.0.0.4', TEST_ADMIN.password);
    expect(owner.status, owner.text).toBe(200);
    expect(JSON.parse(owner.text)).toHaveProperty('access');
  });

  it('slows an account under a spread-out guessing run, without refusing it', async () => {
    // 5 more strangers, 2 wrong passwords each: with the 6 above, 11+ failures on the account.
    for (let s = 5; s < 10; s++)
      for (let i = 0; i < 2; i++) expect((await adminLogin(`127.0.0.${s}`, 'x')).status).toBe(401);
    const started = Date.now();
    const owner = await adminLogin('127.0.1.1', TEST_ADMIN.password);
    expect(owner.status).toBe(200);
    // A pause of at least 250 ms before the check (a lower bound holds on a busy machine).
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('limits registrations per real address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const username = `reg-${i}-${Date.now()}`;
      const answer = await requestFrom('127.0.0.20', `${server.url}/api/user-register/`, {
        json: { username, email: `${username}@example.com`, password: 'secret-pass' },
        headers: forgedHeader(),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('limits orders per real address, whatever X-Forwarded-For says', async () => {
    const login = await adminLogin('127.0.2.1', TEST_ADMIN.password);
    const token = (JSON.parse(login.text) as { access: string }).access;
    const created = await fetch(`${server.url}/api/products/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Limit test cap',
        main_category: 'mens',
        sub_category: 'Caps',
        price: '199.00',
        stock: 500,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await requestFrom('127.0.0.30', `${server.url}/api/orders/`, {
        json: { name: 'Asha', fulfilment: 'pickup', lines: [{ product_id: id, qty: 1 }] },
        headers: forgedHeader(),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
  });
});

describe('behind a trusted proxy', () => {
  const trustedDir = tempDataDir('trust-lb');
  let proxied: RunningServer;

  beforeAll(async () => {
    proxied = await startTestServer({
      DATA_DIR: trustedDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      TRUSTED_PROXIES: 'loopback',
    });
  });

  afterAll(async () => {
    await proxied?.stop();
    removeDir(trustedDir);
  });

  it('takes the client from the hop the proxy appended, never from what the client wrote', async () => {
    const login = (chain: string) =>
      requestFrom('127.0.0.1', `${proxied.url}/api/superuser-login/`, {
        json: { username: TEST_ADMIN.username, password: 'wrong' },
        headers: { 'x-forwarded-for': chain },
      });
    // One client (198.51.100.7) putting a new made-up address in front each time.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(`6.6.6.${i}, 198.51.100.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // A different client behind the same proxy is not locked.
    expect((await login('198.51.100.8')).status).toBe(401);
  });
});
