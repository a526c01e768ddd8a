#!/usr/bin/env node
// `node bench/backup.mjs`: backups of the bench catalogue (10,000 generated products, bench/
// generate.ts) with 20,000 generated orders (bench/generate-orders.ts) and 200 large photos
// (bench/generate-photos.ts, ~1 MB each, so the file is big enough to show the download
// streams), on a throwaway PGlite folder: the server's "Back up now" (time, the server's peak RSS
// above what it held, and the longest a database read waited meanwhile), the download (time and
// peak RSS), `npm run backup` with the server stopped, then `npm run restore` of that file into a
// throwaway PostgreSQL database and `npm run backup` there (time and peak RSS of each command;
// the two files must hold the same rows). Prints a table. BENCH_BACKUP_PRODUCTS,
// BENCH_BACKUP_ORDERS and BENCH_BACKUP_PHOTOS change the size; BENCH_BACKUP_DATA=dir keeps the
// generated shop there and reuses it on the next run; BENCH_BUILD=skip uses the build as it is.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild, ensureDependencies, root } from '../scripts/lib.mjs';
import { startProductionServer } from './server.mjs';
import { freePort, rssKb, runTsx, tsxArgs } from './tools.mjs';

const PRODUCTS = Number(process.env.BENCH_BACKUP_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? 20_000);
const PHOTOS = Number(process.env.BENCH_BACKUP_PHOTOS ?? 200);
const KEEP = process.env.BENCH_BACKUP_DATA;
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const MB = 1024 * 1024;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

const rssMb = (pid) => rssKb(pid).rss / 1024;

/** Runs `work` while sampling `pid`'s RSS every 20 ms; answers its time and the peak above before. */
async function sampled(pid, work) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, before, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/** A project script under /usr/bin/time: its time, peak RSS (MB) and last line of output. */
function command(script, args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      '/usr/bin/time',
      ['-f', 'peak-kb %M', process.execPath, ...tsxArgs(script, args)],
      { cwd: root, env: { ...process.env, ...env } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${script} failed (${code}): ${err}`));
      resolve({
        ms: performance.now() - started,
        peak: Number(/peak-kb (\d+)/.exec(err)?.[1] ?? 0) / 1024,
        last: out.trim().split('\n').at(-1),
        out,
      });
    });
  });
}

/** Each table's rows and sha256, from a backup's manifest (the archive's last entry). */
function tableDigest(file) {
  const tar = gunzipSync(readFileSync(file)).toString('utf8');
  const start = tar.lastIndexOf('{\n "format"');
  const manifest = JSON.parse(tar.slice(start, tar.indexOf('\n}\n', start) + 2));
  return manifest.tables.map((t) => [t.name, t.rows, t.sha256]);
}

/** Sequential database reads (select 1) until `done`: the longest one waited. */
async function longestRead(url, done) {
  let longest = 0;
  while (!done()) {
    const started = performance.now();
    await fetch(`${url}/api/health/`);
    longest = Math.max(longest, performance.now() - started);
  }
  return longest;
}

async function main() {
  ensureDependencies();
  if (process.env.BENCH_BUILD !== 'skip') ensureBuild();
  const work = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
  const dataDir = path.join(work, 'data');
  const pglite = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const rows = [];
  let database;
  try {
    console.log(`load before: ${load()}`);
    if (KEEP && existsSync(KEEP)) {
      cpSync(KEEP, dataDir, { recursive: true });
      rmSync(path.join(dataDir, 'backups'), { recursive: true, force: true });
    } else {
      runTsx('bench/generate.ts', [String(PRODUCTS)], pglite);
      runTsx('bench/generate-orders.ts', [String(ORDERS)], pglite);
      runTsx('bench/generate-photos.ts', [String(PHOTOS)], pglite);
      if (KEEP) cpSync(dataDir, KEEP, { recursive: true });
    }

    const port = await freePort();
    const app = await startProductionServer({
      port,
      env: {
        ...pglite,
        PORT: String(port),
        SEED_DEMO: 'false',
        BACKUPS: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    let file;
    try {
      const login = await fetch(`${app.url}/api/superuser-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }).then((r) => r.json());
      const auth = { authorization: `Bearer ${login.access}` };
      let finished = false;
      const reads = longestRead(app.url, () => finished);
      const taken = await sampled(app.child.pid, async () => {
        const res = await fetch(`${app.url}/admin-save/backups`, { method: 'POST', headers: auth });
        finished = true;
        return res.json();
      });
      file = taken.result;
      rows.push([
        'PGlite, server "Back up now"',
        secs(taken.ms),
        `+${taken.growth.toFixed(0)} MB (of ${taken.before.toFixed(0)})`,
        `${mb(file.bytes)}; longest DB read meanwhile ${(await reads).toFixed(0)} ms`,
      ]);
      const download = await sampled(app.child.pid, async () => {
        const res = await fetch(`${app.url}/admin-save/backups/${file.name}`, { headers: auth });
        let bytes = 0;
        for await (const chunk of res.body) bytes += chunk.byteLength;
        return bytes;
      });
      rows.push([
        'PGlite, download (streamed)',
        secs(download.ms),
        `+${download.growth.toFixed(0)} MB (of ${download.before.toFixed(0)})`,
        `${mb(download.result)} read`,
      ]);
    } finally {
      await app.stop();
    }
    const offline = await command('scripts/backup.ts', [], pglite);
    rows.push([
      'PGlite, npm run backup (server stopped)',
      secs(offline.ms),
      `${offline.peak.toFixed(0)} MB peak`,
      offline.out.split('\n')[0],
    ]);

    const name = `shop_bench_backup_${Date.now()}`;
    const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${name}`;
    database = name;
    const pg = { DATA_DIR: path.join(work, 'pg-data'), DATABASE_URL: u.toString() };
    const restored = await command('scripts/restore.ts', [offline.last], pg);
    rows.push([
      'PostgreSQL, npm run restore of that file',
      secs(restored.ms),
      `${restored.peak.toFixed(0)} MB peak`,
      '',
    ]);
    const pgBackup = await command('scripts/backup.ts', [], pg);
    const same =
      JSON.stringify(tableDigest(offline.last)) === JSON.stringify(tableDigest(pgBackup.last));
    rows.push([
      'PostgreSQL, npm run backup',
      secs(pgBackup.ms),
      `${pgBackup.peak.toFixed(0)} MB peak`,
      `${pgBackup.out.split('\n')[0]} Same rows as the PGlite file: ${same ? 'yes' : 'NO'}.`,
    ]);
  } finally {
    if (database) {
      const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`load after: ${load()}`);
  const table = [
    `${PRODUCTS.toLocaleString('en-IN')} products, ${ORDERS.toLocaleString('en-IN')} orders (${new Date().toISOString().slice(0, 10)}, load ${load()})`,
    '',
    '| What | Time | Memory | Notes |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  console.log(`\n${table}`);
  writeFileSync(path.join(root, 'bench', 'results', 'backup.md'), `${table}\n`);
}

await main();
