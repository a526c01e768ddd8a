#!/usr/bin/env node
// `node bench/feeds.mjs`: the catalogue feeds on a generated catalogue of 10,000 products (every
// product offers S, M and L; every other one keeps stock per size), on a throwaway PGlite
// directory and a throwaway PostgreSQL database. Fetches /feeds/google.xml and /feeds/meta.csv
// from the production server and prints, per feed, the items, the size, the time to the last
// byte (first fetch, then the median of the next ones) and the server's peak RSS above what it
// held before. BENCH_FEED_PRODUCTS, BENCH_DBS and BENCH_FEED_RUNS change the run; NEXT_DIST_DIR
// picks the build; BENCH_BUILD=skip uses the build as it is.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild, ensureDependencies } from '../scripts/lib.mjs';
import { startProductionServer } from './server.mjs';
import { runTsx } from './tools.mjs';

const PRODUCTS = Number(process.env.BENCH_FEED_PRODUCTS ?? 10_000);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const RUNS = Number(process.env.BENCH_FEED_RUNS ?? 3);
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FEEDS = ['/feeds/google.xml', '/feeds/meta.csv'];

/** A port nobody listens on now (other benches and test servers may share the machine). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** RSS now and its peak since the last reset, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts the peak over at the current RSS (Linux: clear_refs 5). */
function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** One fetch read to its end: milliseconds to the last byte, bytes, and the items it lists. */
async function fetchFeed(url, feed, run) {
  const started = performance.now();
  // A query of its own per fetch: any page cache in front of the route is bypassed, so every
  // fetch builds the feed.
  const res = await fetch(`${url}${feed}?bench=${run}`);
  if (res.status !== 200) throw new Error(`${feed} answered ${res.status}`);
  const body = await res.text();
  const ms = performance.now() - started;
  const items = feed.endsWith('.xml')
    ? body.split('<item>').length - 1
    : body.split('\n').filter(Boolean).length - 1; // no line breaks in generated text
  return { ms, bytes: Buffer.byteLength(body), items };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchOne(db) {
  const work = mkdtempSync(path.join(tmpdir(), `bench-feeds-${db}-`));
  let database;
  if (db === 'postgres') {
    const name = `shop_bench_feeds_${Date.now()}`;
    const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${name}`;
    database = { name, url: u.toString() };
  }
  const env = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: database?.url ?? '' };
  try {
    runTsx('bench/generate.ts', [String(PRODUCTS)], env);
    runTsx('bench/feeds-sizes.ts', [], env);
    const port = await freePort();
    const app = await startProductionServer({
      port,
      bind: '127.0.0.1',
      env: { SEED_DEMO: 'false', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const rows = [];
    try {
      await fetch(`${app.url}/api/products/?page=1`); // opens the database
      for (const feed of FEEDS) {
        const before = memory(app.child.pid).rss;
        resetPeak(app.child.pid);
        const runs = [];
        for (let run = 0; run <= RUNS; run++) runs.push(await fetchFeed(app.url, feed, run));
        const peak = memory(app.child.pid).peak;
        rows.push({
          db,
          feed,
          items: runs[0].items,
          mb: (runs[0].bytes / 1e6).toFixed(1),
          firstMs: Math.round(runs[0].ms),
          medianMs: Math.round(median(runs.slice(1).map((r) => r.ms))),
          peakRssDeltaMb: Math.round(peak - before),
        });
      }
    } finally {
      await app.stop();
    }
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (database) {
      const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${database.name} with (force)`);
      await admin.end();
    }
  }
}

ensureDependencies();
if (process.env.BENCH_BUILD !== 'skip') ensureBuild();
const rows = [];
for (const db of DBS) rows.push(...(await benchOne(db)));
console.log(`\n${PRODUCTS} products, ${RUNS} fetches after the first:`);
console.table(rows);
