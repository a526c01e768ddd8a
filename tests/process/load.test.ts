import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigate } from '../support/navigate';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  TEST_ADMIN,
  type RunningServer,
} from '../support/test-server';

// CI runs a short smoke (LOAD_SECONDS=8); `npm run load` runs the full minute.
const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);

describe(`load: 100 connections for ${SECONDS} s with admin writes alongside`, () => {
  const dataDir = tempDataDir('load');
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    removeDir(dataDir);
  });

  it('answers everything without an error and never shows a stale page after a write', async () => {
    const login = await fetch(`${server.url}/api/superuser-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { access } = (await login.json()) as { access: string };
    const products = (await (await fetch(`${server.url}/api/products/`)).json()) as {
      id: number;
    }[];
    const [first, second] = products;
    if (!first || !second) throw new Error('no demo products');
    const paths = [
      '/',
      '/all-products',
      '/category/shirt?label=Shirt',
      `/product/${first.id}`,
      `/product/${second.id}`,
      '/api/products/',
      `/api/products/${second.id}/`,
      '/api/products/?page=2',
    ];

    let writes = 0;
    const stale: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const price = `${1000 + writes}.00`;
        const form = new FormData();
        form.set('price', price);
        const res = await fetch(`${server.url}/api/products/${first.id}/`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${access}` },
          body: form,
        });
        if (res.status !== 200) stale.push(`write answered ${res.status}`);
        writes++;
        // The very next view shows the change (a browser page load: through the page cache).
        const page = (await navigate(`${server.url}/product/${first.id}`)).html;
        if (
          !page.includes(`₹${Number(price).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`)
        )
          stale.push(`page without ${price}`);
        const api = (await (await fetch(`${server.url}/api/products/${first.id}/`)).json()) as {
          price: string;
        };
        if (api.price !== price) stale.push(`api showed ${api.price} not ${price}`);
        await new Promise((r) => setTimeout(r, 300));
      }
    })();

    const result = await autocannon({
      url: server.url,
      connections: 100,
      duration: SECONDS,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    writing = false;
    await writer;
    console.log(
      `load: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${writes} writes`,
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(writes).toBeGreaterThan(0);
    expect(stale).toEqual([]);
  });
});
