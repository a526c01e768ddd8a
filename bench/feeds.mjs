#!/usr/bin/env node
// `node bench/feeds.mjs`: the catalogue feeds on a generated catalogue of 10,000 products (every
// product offers S, M and L; every other one keeps stock per size), on a throwaway PGlite
// directory and a throwaway PostgreSQL database. Fetches /feeds/google.xml and /feeds/meta.csv
// from the production server and prints, per feed, the items, the size, the time to the last
// byte (first fetch, then the median of the next ones) and the server's peak RSS above what it
// held before. BENCH_FEED_PRODUCTS, BENCH_DBS and BENCH_FEED_RUNS change the run; NEXT_DIST_DIR
// picks the build; BENCH_BUILD=skip uses the build as it is; BENCH_FEED_STAGES=1 also times the
// reads, the mapping and the writers apart (bench/feeds-stages.ts) on the same catalogue. Feeds
// are fetched uncompressed, like the other benches (bench/tools.mjs); BENCH_ENCODING=gzip asks
// for gzip as Google's and Meta's fetchers do, which Next then compresses per request.
//
// The first fetch of each feed builds it (nothing is kept yet). What answers the next ones is
// printed beside their median, from the page cache's x-page-cache header: "hit" (a copy kept by
// the page cache, for feeds up to 8 MB), or "route" (no header: a feed too big to keep, built
// again by its route for every fetch). The first is "miss" (built and kept) or "pass" (built and
// streamed on through the cache's fill, too big to keep). On PostgreSQL one more fetch follows a
// catalogue write (afterWriteMs), which builds the feed again. Memory: the server's peak RSS over
// all the fetches of a feed above what it held before them (V8 collects a feed's garbage lazily,
// so this adds up over fetches), and the most one fetch added to what it held just before.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg as systemLoad, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild, ensureDependencies } from '../scripts/lib.mjs';
import { startProductionServer } from './server.mjs';
import { ENCODING, freePort, runTsx } from './tools.mjs';

const PRODUCTS = Number(process.env.BENCH_FEED_PRODUCTS ?? 10_000);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const RUNS = Number(process.env.BENCH_FEED_RUNS ?? 3);
const STAGES = process.env.BENCH_FEED_STAGES === '1';
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FEEDS = ['/feeds/google.xml', '/feeds/meta.csv'];

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

/**
 * One fetch read to its end: milliseconds to the last byte, bytes, the items it lists, and what
 * answered it (the page cache's outcome, or "route").
 */
async function fetchFeed(url, feed) {
  const started = performance.now();
  // fetch asks for gzip unless told otherwise.
  const res = await fetch(`${url}${feed}`, { headers: { 'accept-encoding': ENCODING } });
  if (res.status !== 200) throw new Error(`${feed} answered ${res.status}`);
  const body = await res.text();
  const ms = performance.now() - started;
  const items = feed.endsWith('.xml')
    ? body.split('<item>').length - 1
    : body.split('\n').filter(Boolean).length - 1; // no line breaks in generated text
  const source = res.headers.get('x-page-cache') ?? 'route';
  return { ms, bytes: Buffer.byteLength(body), items, source };
}

const loadavg = () =>
  systemLoad()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A fetch with the server's RSS before it and its peak during it (after `prepare`, if any). */
async function measured(app, feed, prepare) {
  await prepare?.();
  const rssBefore = memory(app.child.pid).rss;
  resetPeak(app.child.pid);
  const fetched = await fetchFeed(app.url, feed);
  return { ...fetched, rssBefore, peak: memory(app.child.pid).peak };
}

/** A catalogue write that changes nothing, then a moment for the server to hear of it. */
async function touch(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql`update products set stock = stock where id = (select min(id) from products)`;
  await sql.end();
  await new Promise((resolve) => setTimeout(resolve, 300));
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
    console.log(`${db}: load ${loadavg()}`);
    runTsx('bench/generate.ts', [String(PRODUCTS)], env);
    runTsx('bench/feeds-sizes.ts', [], env);
    if (STAGES) runTsx('bench/feeds-stages.ts', [String(RUNS)], env);
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
        const runs = [];
        for (let run = 0; run <= RUNS; run++) runs.push(await measured(app, feed));
        // PostgreSQL tells the server about a write made from here (the catalogue bus): the
        // fetch after it builds the feed again, as a fetcher's daily visit usually does.
        const afterWrite = database ? await measured(app, feed, () => touch(database.url)) : null;
        const [first, ...rest] = runs;
        const all = [...runs, ...(afterWrite ? [afterWrite] : [])];
        rows.push({
          db,
          feed,
          items: first.items,
          mb: (first.bytes / 1e6).toFixed(1),
          firstMs: Math.round(first.ms),
          first: first.source,
          medianMs: Math.round(median(rest.map((r) => r.ms))),
          next: [...new Set(rest.map((r) => r.source))].join('/'),
          afterWriteMs: afterWrite ? Math.round(afterWrite.ms) : '',
          afterWrite: afterWrite?.source ?? '',
          peakRssDeltaMb: Math.round(Math.max(...all.map((r) => r.peak)) - before),
          fetchPeakMb: Math.round(Math.max(...all.map((r) => r.peak - r.rssBefore))),
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
console.log(
  `\n${PRODUCTS} products, ${RUNS} fetches after the first, ${ENCODING} (load: ${loadavg()}):`,
);
console.table(rows);
