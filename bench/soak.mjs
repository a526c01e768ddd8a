#!/usr/bin/env node
// `npm run soak`: 10 minutes of mixed traffic (50 connections) on the production server with the
// demo catalogue, sampling the server's RSS every 10 s; reports the trend in docs/performance.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild, ensureDependencies } from '../scripts/lib.mjs';
import { replaceSection } from './report.mjs';
import { startProductionServer } from './server.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PORT = 3960;
ensureDependencies();
ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-soak-'));
const server = await startProductionServer({
  port: PORT,
  bind: '127.0.0.1',
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    ADMIN_USERNAME: 'soak-admin',
    ADMIN_PASSWORD: 'soak-admin-password',
  },
});
const { url } = server;
const ids = (await (await fetch(`${url}/api/products/`)).json()).slice(0, 20).map((p) => p.id);
const paths = [
  '/',
  '/all-products',
  '/category/shirt?label=Shirt',
  '/api/products/',
  ...ids.flatMap((id) => [`/product/${id}`, `/api/products/${id}/`]),
];

const rss = () =>
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))[1]) /
      1024,
  );
const samples = [];
const sampler = setInterval(() => samples.push({ t: samples.length * 10, mb: rss() }), 10_000);
// An admin changes a price every 2 s throughout: each write empties the page cache and the
// catalogue caches, so the soak exercises their refill and eviction, not only their hits.
const login = await fetch(`${url}/api/superuser-login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'soak-admin', password: 'soak-admin-password' }),
});
const { access } = await login.json();
let writes = 0;
let writeErrors = 0;
const writer = setInterval(async () => {
  const form = new FormData();
  form.set('price', `${1000 + (writes % 500)}.00`);
  const res = await fetch(`${url}/api/products/${ids[0]}/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${access}` },
    body: form,
  }).catch(() => null);
  if (res?.status === 200) writes++;
  else writeErrors++;
}, 2000);
const result = await autocannon({
  url,
  connections: 50,
  duration: MINUTES * 60,
  requests: paths.map((p) => ({ path: p })),
});
clearInterval(writer);
clearInterval(sampler);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

// Least-squares slope over the second half (after caches and JIT have warmed up).
const half = samples.slice(Math.floor(samples.length / 2));
const n = half.length;
const mx = half.reduce((a, s) => a + s.t, 0) / n;
const my = half.reduce((a, s) => a + s.mb, 0) / n;
const slope =
  half.reduce((a, s) => a + (s.t - mx) * (s.mb - my), 0) /
  half.reduce((a, s) => a + (s.t - mx) ** 2, 0);
const perHour = Math.round(slope * 3600);
const summary = [
  `Soak: ${MINUTES} min, 50 connections, ${result.requests.total.toLocaleString('en')} requests (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms), errors ${result.errors + result.non2xx + result.timeouts}; ${writes} admin price writes alongside (${writeErrors} failed). RSS sampled every 10 s: start ${samples[0]?.mb} MB, peak ${Math.max(...samples.map((s) => s.mb))} MB, end ${samples.at(-1)?.mb} MB; trend over the second half ${perHour >= 0 ? '+' : ''}${perHour} MB/hour.`,
  '',
  `RSS samples (MB): ${samples.map((s) => s.mb).join(' ')}`,
].join('\n');
replaceSection('soak', summary);
console.log(summary);
