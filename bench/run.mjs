#!/usr/bin/env node
// `npm run bench`: production server on generated catalogues of 1,000 and 10,000 products, on
// PGlite and PostgreSQL, measured with autocannon (50 connections after a warm-up) next to nginx
// serving the same responses from disk, every route (the pages and the API's two reads), with the
// CPU each side spends per answer and the machine's load average beside the numbers. Writes
// bench/results/*.json and docs/performance.md. Ports are picked free (BENCH_PORT to name one).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild, ensureDependencies, root } from '../scripts/lib.mjs';
import { startNginx, startNodeStatic } from './nginx.mjs';
import { benchScaleOut } from './scale-out.mjs';
import { CONNECTIONS, DURATION, ENCODING, freePort, generate, measure, rssKb } from './tools.mjs';
import { startProductionServer } from './server.mjs';
import { writeReport, writeScaleOutReport } from './report.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function routesFor(url) {
  const list = await (await fetch(`${url}/api/products/?page=1`)).json().catch(() => null);
  const id = list?.results?.[0]?.id ?? (await (await fetch(`${url}/api/products/`)).json())[0].id;
  return [
    { name: 'GET /api/products/', route: '/api/products/' },
    { name: 'GET /api/products/{id}/', route: `/api/products/${id}/` },
    { name: 'home page', route: '/' },
    { name: 'category page', route: '/category/shirt?label=Shirt' },
    { name: 'all-products page', route: '/all-products' },
    { name: 'product page', route: `/product/${id}` },
  ];
}

async function benchOne(db, size) {
  const work = mkdtempSync(path.join(tmpdir(), `bench-${db}-${size}-`));
  let dbUrl = '';
  let admin;
  if (db === 'postgres') {
    const name = `shop_bench_${size}_${Date.now()}`;
    admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const u = new URL(PG_ADMIN);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    admin.dbName = name;
  }
  const env = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: dbUrl };
  generate(env, size);
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const loadBefore = loadavg()[0];
  const app = await startProductionServer({
    port,
    bind: '127.0.0.1',
    env: { SEED_DEMO: 'false', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const routes = await routesFor(app.url);
  const pages = [];
  for (const r of routes) {
    const res = await fetch(app.url + r.route);
    pages.push({
      ...r,
      contentType: res.headers.get('content-type') ?? 'text/html',
      body: Buffer.from(await res.arrayBuffer()),
    });
  }
  const results = [];
  for (const r of routes) {
    const ours = await measure(app.url + r.route, [app.child.pid]);
    results.push({
      name: r.name,
      route: r.route,
      bytes: pages.find((p) => p.route === r.route).body.length,
      ours,
    });
    console.log(
      `${db} ${size} ${r.name}: ${ours.rps} req/s p50 ${ours.p50} ms p99 ${ours.p99} ms, ${ours.cpuUsPerRequest} µs CPU a request`,
    );
  }
  const memory = rssKb(app.child.pid);
  await app.stop();
  const nginx = await startNginx(
    path.join(work, 'nginx'),
    await freePort(),
    pages,
    ENCODING === 'gzip',
  );
  for (const row of results) {
    row.nginx = await measure(nginx.url + row.route, nginx.pids());
    row.ratio = Number((row.ours.rps / row.nginx.rps).toFixed(3));
    console.log(`${db} ${size} ${row.name}: nginx ${row.nginx.rps} req/s, ours/nginx ${row.ratio}`);
  }
  nginx.stop();
  const bare = await startNodeStatic(await freePort(), pages, ENCODING === 'gzip');
  for (const row of results) {
    row.bareNode = await measure(bare.url + row.route, bare.pids());
    row.ratioBareNode = Number((row.ours.rps / row.bareNode.rps).toFixed(3));
  }
  bare.stop();
  const loadAfter = loadavg()[0];
  if (admin) {
    await admin.unsafe(`drop database if exists ${admin.dbName} with (force)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
  return {
    db,
    size,
    encoding: ENCODING,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    peakRssMb: Math.round(memory.peak / 1024),
    loadAverage: [Number(loadBefore.toFixed(2)), Number(loadAfter.toFixed(2))],
    routes: results,
  };
}

ensureDependencies();
ensureBuild();
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
const runs = [];
for (const db of DBS) {
  for (const size of SIZES) {
    const run = await benchOne(db, size);
    run.date = new Date().toISOString();
    writeFileSync(
      path.join(root, 'bench', 'results', `${db}-${size}-${ENCODING}.json`),
      `${JSON.stringify(run, null, 2)}\n`,
    );
    runs.push(run);
  }
}
writeReport(runs);
// Several servers need PostgreSQL (and nginx in front): measured when the run includes it.
if (DBS.includes('postgres') && process.env.BENCH_SCALE_OUT !== '0') {
  const scale = await benchScaleOut();
  writeFileSync(
    path.join(root, 'bench', 'results', `scale-out-${ENCODING}.json`),
    `${JSON.stringify(scale, null, 2)}\n`,
  );
  writeScaleOutReport(scale);
}
console.log('wrote bench/results/*.json and docs/performance.md');
