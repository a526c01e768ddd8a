#!/usr/bin/env node
// `node bench/search.mjs`: the storefront search on a generated catalogue of 10,000 products
// (bench/generate.ts), on a throwaway PGlite directory and a throwaway PostgreSQL database, this
// build beside a baseline build of the search before the search engine (the same data, one after
// the other, in the same run). Per server it times, one request at a time over loopback (so the
// time is the server's, plus well under a millisecond of loopback):
//  - warm-up: the first searches after the server starts (other words than those measured next,
//    asked again at other page sizes until V8 has compiled the code a running server runs);
//  - search: GET /api/products/?search=…&page=1&page_size=48 for each query of a set of typed
//    queries (typos, Indian spellings and scripts, colour, price and size words), each asked once
//    (nothing kept from an earlier answer can serve it);
//  - suggest: what the search box asks while a shopper types those queries, every prefix from two
//    characters (this build: /api/search-suggestions/?q=; the baseline has none, so the search
//    API with page_size=6 stands in);
//  - after a write: the first search after a catalogue write (this build patches its index then
//    for the product written; the baseline reads the catalogue), repeated BENCH_SEARCH_WRITES
//    times (40 by default, so that the p95 is not the maximum), a price and a name in turn; then
//    as many first suggestions after a write (the index alone: no product is read for them).
// It prints p50, p95 and max per server and kind, the server process's mean CPU milliseconds per
// request (from /proc: on PGlite the database's work is in it, on PostgreSQL it is not; a figure
// a busy machine barely changes, unlike the times), and the machine's load average.
// BENCH_SEARCH_PRODUCTS and BENCH_DBS change the run; BENCH_PROFILE_DIR keeps a CPU profile per server; BENCH_BASELINE_REF names the baseline commit
// (default: the one before lib/server/search was added), built once into .scratch/search-baseline;
// BENCH_BASELINE=skip measures this build alone. This build runs from NEXT_DIST_DIR (default .next).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg as systemLoad, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild, ensureDependencies, KEEP_ALIVE_MS, root } from '../scripts/lib.mjs';
import { freePort, runTsx } from './tools.mjs';

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };
const WRITES = Number(process.env.BENCH_SEARCH_WRITES ?? 40);

// What shoppers type, worded for the generated catalogue ("Navy Blue Shirt 123", "Brand 7").
const QUERIES = [
  'shirt',
  'shirts',
  'shrit',
  'tshirt',
  't-shirt',
  'tee shirt',
  'jeans',
  'jeens',
  'kurta',
  'kurtha',
  'kurta set',
  'sherwani',
  'sherwaani',
  'shervani',
  'jodpuri',
  'watch',
  'watches',
  'sunglases',
  'goggles',
  'cooling glass',
  'shoes',
  'footwear',
  'perfume',
  'perfum',
  'fairness cream',
  'navy blue shirt',
  'maroon kurta',
  'olive green cotton pant',
  'black jeans',
  'white sneakers',
  'brand 12',
  'brand 7 shirt',
  'shirt 123',
  'cotton',
  'breathable',
  'co ords',
  'track pants',
  'shirt under 1500',
  'perfume under 1000',
  'jeans 1000-2000',
  'shoes size 9',
  'tshirt xl',
  'below ₹2,000 watch',
  'कुर्ता',
  'शेरवानी',
  'शर्ट',
  'ಶರ್ಟ್',
  'ജീൻസ്',
  'ஜீன்ஸ்',
  'జీన్స్',
  'kids watch',
  'boys jeans',
  'wedding suit',
  'lehenga',
  'zzqxv blorp',
  '!!!',
  '(.*)+(.*)+',
  'x'.repeat(2000),
];
// Asked first, a few times each at several page sizes, so that V8 has compiled the search's code
// as on a server that has been answering for a while, without reading the measured queries'
// products beforehand: words of the catalogue the measured set does not use.
const WARM_UP = [
  'blazer',
  'belt',
  'wallet',
  'cap',
  'socks',
  'jacket',
  'hoodie',
  'tie',
  'polo',
  'linen',
  'grey',
  'red',
  'brand 3',
  'size l',
  'under 500',
  'dres',
  'qwerty',
];
const WARM_UP_ROUNDS = 4;
const PREFIXES = [
  ...new Set(
    QUERIES.filter((q) => q.length < 40).flatMap((q) =>
      [...q].map((_, i) => q.slice(0, i + 1)).slice(1),
    ),
  ),
];

const loadavg = () =>
  systemLoad()
    .map((n) => n.toFixed(2))
    .join(' ');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The baseline checkout, built once: the search as it was before lib/server/search. */
function baselineDir() {
  // A baseline named by BENCH_BASELINE_REF is built in a directory of its own, so that asking for
  // another commit never measures the build kept from an earlier one.
  const named = process.env.BENCH_BASELINE_REF;
  const dir = path.join(root, '.scratch', named ? `search-baseline-${named}` : 'search-baseline');
  const ref =
    named ??
    `${execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '--', 'lib/server/search/engine.ts'], { cwd: root, encoding: 'utf8' }).trim().split('\n').at(-1)}^`;
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${ref} | tar -x -C "${dir}"`], { cwd: root });
    // Without a lockfile of its own, the checkout resolves this one's node_modules (and Next
    // takes this checkout as the workspace root), so nothing is installed twice.
    rmSync(path.join(dir, 'package-lock.json'));
    console.log(`building the baseline (${ref}) in ${dir} …`);
    execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return dir;
}

/** `next start` of the build in `cwd` (this checkout or the baseline's), once it is healthy. */
async function startServer(cwd, env, distDir = '.next') {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE_DIR: each server writes a CPU profile there when it stops.
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '--keepAliveTimeout',
      String(KEEP_ALIVE_MS),
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_MANUAL_SIG_HANDLE: 'true',
        NEXT_DIST_DIR: distDir,
        ...env,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${url}/api/health/`).catch(() => null))?.ok; i++) {
    if (child.exitCode !== null || i > 600) throw new Error(`the server in ${cwd} did not start`);
    await sleep(250);
  }
  const stop = () =>
    new Promise((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
    );
  return { url, stop, pid: child.pid };
}

/** CPU milliseconds the process has used (user + system), from /proc. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
}

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status >= 500) throw new Error(`${url.slice(0, 120)} answered ${res.status}`);
  return performance.now() - started;
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1).toFixed(1) };
}

async function measure(app, which) {
  const token = (
    await (
      await fetch(`${app.url}/api/superuser-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()
  ).access;
  const search = (q) =>
    `${app.url}/api/products/?search=${encodeURIComponent(q)}&page=1&page_size=48`;
  const firstAfterStart = [];
  // The first opens the database and, here, builds the index.
  for (let round = 0; round < WARM_UP_ROUNDS; round++)
    for (const q of WARM_UP)
      firstAfterStart.push(
        await timed(
          `${app.url}/api/products/?search=${encodeURIComponent(q)}&page=1&page_size=${48 - round}`,
        ),
      );
  const cpu = {};
  const searches = [];
  let before = cpuMs(app.pid);
  for (const q of QUERIES) searches.push(await timed(search(q)));
  cpu.searches = (cpuMs(app.pid) - before) / QUERIES.length;
  const suggest = (q) =>
    which === 'this build'
      ? `${app.url}/api/search-suggestions/?q=${encodeURIComponent(q)}`
      : `${app.url}/api/products/?search=${encodeURIComponent(q)}&page=1&page_size=6`;
  const suggestions = [];
  before = cpuMs(app.pid);
  for (const q of PREFIXES) suggestions.push(await timed(suggest(q)));
  cpu.suggestions = (cpuMs(app.pid) - before) / PREFIXES.length;
  const afterWrite = [];
  before = cpuMs(app.pid);
  const [first] = (await (await fetch(`${app.url}/api/products/?page=1&page_size=1`)).json())
    .results;
  /** The first suggestions after a write: the index alone, no product read (this build only). */
  const suggestAfterWrite = [];
  for (let i = 0; i < WRITES * (which === 'this build' ? 2 : 1); i++) {
    const res = await fetch(`${app.url}/api/products/${first.id}/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // A price (the index's facts) and a name (its words) in turn.
      body: JSON.stringify(
        i % 2 ? { price: i % 4 === 1 ? '999.00' : '1000.00' } : { name: `${first.name} ${i % 4}` },
      ),
    });
    if (res.status !== 200) throw new Error(`write answered ${res.status}`);
    if (i >= WRITES) suggestAfterWrite.push(await timed(suggest(PREFIXES[i % PREFIXES.length])));
    else afterWrite.push(await timed(search(`${QUERIES[i % QUERIES.length]} ${i}`)));
    if (i === WRITES - 1) cpu.afterWrite = (cpuMs(app.pid) - before) / WRITES; // write and search
  }
  return { firstAfterStart, searches, suggestions, afterWrite, suggestAfterWrite, cpu };
}

async function benchOne(db, baseline) {
  const work = mkdtempSync(path.join(tmpdir(), `bench-search-${db}-`));
  let database;
  if (db === 'postgres') {
    const name = `shop_bench_search_${Date.now()}`;
    const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${name}`;
    database = { name, url: u.toString() };
  }
  const env = {
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: database?.url ?? '',
    SEED_DEMO: 'true',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const rows = [];
  try {
    runTsx('bench/generate.ts', [String(PRODUCTS)], env);
    const servers = [
      ['baseline', baseline],
      ['this build', root, process.env.NEXT_DIST_DIR],
    ].filter(([, cwd]) => cwd);
    for (const [which, cwd, distDir] of servers) {
      const load = loadavg();
      const app = await startServer(cwd, env, distDir);
      try {
        const { firstAfterStart, searches, suggestions, afterWrite, suggestAfterWrite, cpu } =
          await measure(app, which);
        const cpuOf = (ms) => ms.toFixed(1);
        rows.push({
          db,
          server: which,
          kind: 'warm-up',
          ...summary(firstAfterStart.slice(0, WARM_UP.length)),
          cpu: '',
          load,
        });
        rows.push({
          db,
          server: which,
          kind: 'search',
          ...summary(searches),
          cpu: cpuOf(cpu.searches),
          load,
        });
        rows.push({
          db,
          server: which,
          kind: 'suggest',
          ...summary(suggestions),
          cpu: cpuOf(cpu.suggestions),
          load,
        });
        rows.push({
          db,
          server: which,
          kind: 'after a write',
          ...summary(afterWrite),
          cpu: cpuOf(cpu.afterWrite),
          load,
        });
        if (suggestAfterWrite.length)
          rows.push({
            db,
            server: which,
            kind: 'suggest after a write',
            ...summary(suggestAfterWrite),
            cpu: '',
            load,
          });
      } finally {
        await app.stop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (database) {
      const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${database.name} with (force)`);
      await admin.end();
    }
  }
  return rows;
}

ensureDependencies();
if (process.env.BENCH_BUILD !== 'skip') ensureBuild();
const baseline = process.env.BENCH_BASELINE === 'skip' ? null : baselineDir();
const rows = [];
for (const db of DBS) rows.push(...(await benchOne(db, baseline)));
console.log(
  `\n${PRODUCTS} products, ${QUERIES.length} queries, ${PREFIXES.length} prefixes, ms (load at the end: ${loadavg()}):`,
);
console.table(rows);
