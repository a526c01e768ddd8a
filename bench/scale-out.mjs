// The scale-out rows of `npm run bench`, on PostgreSQL with 1,000 products: one server;
// two servers behind nginx, balancing only and with proxy_cache; the miss cost (page cache off,
// every view renders); the Vercel mode (VERCEL=1: no page cache, pages rely on their
// Cache-Control) behind nginx standing in for the CDN; and nginx serving saved copies (the
// ceiling). Also how long a write on one server takes to show on the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startNginx } from './nginx.mjs';
import { startNginxFront } from './nginx-front.mjs';
import { startProductionServer } from './server.mjs';
import { freePort, generate, measure } from './tools.mjs';

const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'bench-scale-out-shared-auth-secret-0123456789';

async function writeSeenAfterMs(writer, reader, id) {
  const login = await fetch(`${writer}/api/superuser-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: 'bench-admin-password' }),
  });
  const { access } = await login.json();
  const samples = [];
  for (let i = 0; i < 5; i++) {
    const price = `${1000 + i}.00`;
    await fetch(`${reader}/api/products/${id}/`);
    const started = performance.now();
    await fetch(`${writer}/api/products/${id}/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    for (;;) {
      const seen = await (await fetch(`${reader}/api/products/${id}/`)).json();
      if (seen.price === price) break;
    }
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[2]);
}

export async function benchScaleOut() {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const name = `shop_bench_scale_${Date.now()}`;
  const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const env = (port, extra = {}) => ({
    DATA_DIR: path.join(work, `data-${port}`),
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://127.0.0.1:3910',
    AUTH_SECRET: SECRET,
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: 'bench-admin-password',
    ...extra,
  });
  generate({ DATA_DIR: path.join(work, 'data-gen'), DATABASE_URL: url.toString() }, 1000);
  const start = (port, extra) =>
    startProductionServer({ port, bind: '127.0.0.1', env: env(port, extra) });
  const [a, b] = await Promise.all([start(await freePort()), start(await freePort())]);
  const list = await (await fetch(`${a.url}/api/products/?page=1`)).json();
  const id = list.results[0].id;
  const routes = [
    { name: 'home page', route: '/' },
    { name: 'category page', route: '/category/shirt?label=Shirt' },
    { name: 'product page', route: `/product/${id}` },
  ];
  const rows = routes.map((r) => ({ ...r, results: {} }));
  const measureAll = async (label, base) => {
    for (const row of rows) {
      row.results[label] = await measure(base + row.route);
      console.log(`scale-out ${label} ${row.name}: ${row.results[label].rps} req/s`);
    }
  };

  const pages = [];
  for (const r of routes) {
    const res = await fetch(a.url + r.route);
    pages.push({
      ...r,
      contentType: res.headers.get('content-type'),
      body: Buffer.from(await res.arrayBuffer()),
    });
  }
  const seenMs = [
    await writeSeenAfterMs(a.url, b.url, id),
    await writeSeenAfterMs(b.url, a.url, id),
  ];

  await measureAll('one server', a.url);
  const upstreams = [a.url, b.url].map((u) => new URL(u).host);
  const balancer = await startNginxFront(path.join(work, 'lb'), await freePort(), upstreams, {
    cache: false,
  });
  await measureAll('two servers, nginx balancing', balancer.url);
  balancer.stop();
  const cached = await startNginxFront(path.join(work, 'lb-cache'), await freePort(), upstreams);
  await measureAll('two servers, nginx proxy_cache', cached.url);
  cached.stop();
  await Promise.all([a.stop(), b.stop()]);

  const renders = await start(await freePort(), { PAGE_CACHE: 'false' });
  await measureAll('page cache off (every view renders)', renders.url);
  await renders.stop();
  const vercel = await start(await freePort(), { VERCEL: '1' });
  const cdn = await startNginxFront(path.join(work, 'cdn'), await freePort(), [
    new URL(vercel.url).host,
  ]);
  await measureAll('VERCEL=1 behind a caching proxy', cdn.url);
  cdn.stop();
  await vercel.stop();

  const ceiling = await startNginx(path.join(work, 'nginx'), await freePort(), pages);
  await measureAll('nginx static', ceiling.url);
  ceiling.stop();

  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
  return { date: new Date().toISOString(), seenMs, rows };
}
