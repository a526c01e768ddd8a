#!/usr/bin/env node
// The catalogue spreadsheet at size: a production server on a throwaway database (PGlite, and
// PostgreSQL when reachable) with 4,000 generated products; the admin exports them, changes every
// row (price, and stock per size on half) and adds 1,000 new ones, then previews and applies that
// 5,000-row CSV over HTTP, as the import page does. Prints the times; the goal is preview and
// apply each under 10 s on the 2-core machine. BENCH_ROWS (5000) and BENCH_DBS (pglite,postgres)
// change the run. Usage: node bench/catalogue-csv.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import postgres from 'postgres';
import { ensureBuild, ensureDependencies } from '../scripts/lib.mjs';
import { startProductionServer } from './server.mjs';
import { generate } from './tools.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const EXISTING = Math.round(ROWS * 0.8);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 3910;
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

/** The admin's session cookie (the export is a page-side download, behind the proxy's check). */
async function adminCookie(url) {
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrfRes = await fetch(`${url}/api/auth/csrf`);
  keep(csrfRes);
  const { csrfToken } = await csrfRes.json();
  const res = await fetch(`${url}/api/auth/callback/admin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
    body: new URLSearchParams({ csrfToken, ...ADMIN, json: 'true' }),
  });
  keep(res);
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}`);
  return header();
}

async function timed(label, results, run) {
  const started = performance.now();
  const value = await run();
  results.push({ step: label, ms: Math.round(performance.now() - started) });
  return value;
}

async function upload(url, cookie, step, csv, plan) {
  const body = new FormData();
  body.set('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
  if (plan) body.set('plan', plan);
  const res = await fetch(`${url}/admin-save/catalogue/${step}`, {
    method: 'POST',
    headers: { cookie, origin: url },
    body,
  });
  const answer = await res.json();
  if (!answer.ok) throw new Error(`${step} refused (${res.status}): ${answer.message}`);
  return answer;
}

/** Every exported row changed (price; stock per size on every other row), plus new rows. */
function editedCatalogue(text) {
  const [header, ...rows] = parse(text, { bom: true });
  const col = (name) => header.indexOf(name);
  const changed = rows.map((row, i) => {
    const copy = [...row];
    copy[col('price')] = (Number(row[col('price')]) + 1).toFixed(2);
    if (i % 2 === 0) {
      copy[col('size_stock')] = 'S:1|M:2|L:3';
      copy[col('stock')] = '';
    }
    return copy;
  });
  const added = Array.from({ length: ROWS - rows.length }, (_, i) => {
    const copy = [...rows[i % rows.length]];
    copy[col('id')] = '';
    copy[col('name')] = `Spreadsheet product ${i + 1}`;
    return copy;
  });
  return stringify([header, ...changed, ...added], { bom: true, record_delimiter: 'windows' });
}

async function benchOne(db) {
  const work = mkdtempSync(path.join(tmpdir(), `bench-csv-${db}-`));
  let dbUrl = '';
  let dbName;
  if (db === 'postgres') {
    dbName = `shop_bench_csv_${Date.now()}`;
    const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const env = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: dbUrl };
  const results = [];
  let app;
  try {
    generate(env, EXISTING);
    app = await startProductionServer({
      port: PORT,
      bind: '127.0.0.1',
      env: {
        ...env,
        SEED_DEMO: 'false',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const cookie = await adminCookie(app.url);
    const exported = await timed(`export ${EXISTING} products`, results, async () => {
      const res = await fetch(`${app.url}/admin/products/export.csv`, {
        headers: { cookie },
        redirect: 'manual',
      });
      if (res.status !== 200)
        throw new Error(`export answered ${res.status} ${res.headers.get('location')}`);
      return res.text();
    });
    const csv = editedCatalogue(exported);
    const preview = await timed(`preview ${ROWS} rows`, results, () =>
      upload(app.url, cookie, 'preview', csv),
    );
    const applied = await timed(`apply ${ROWS} rows`, results, () =>
      upload(app.url, cookie, 'apply', csv, preview.plan),
    );
    if (applied.created + applied.updated !== ROWS)
      throw new Error(`applied ${JSON.stringify(applied)}, expected ${ROWS} changes`);
    const again = await timed(`export ${ROWS} products`, results, async () =>
      (await fetch(`${app.url}/admin/products/export.csv`, { headers: { cookie } })).text(),
    );
    const unchanged = await timed(`preview ${ROWS} unchanged rows`, results, () =>
      upload(app.url, cookie, 'preview', again),
    );
    if (unchanged.unchanged !== ROWS || unchanged.plan !== null)
      throw new Error(`the re-export is not unchanged: ${JSON.stringify(unchanged)}`);
    console.log(
      `\n${db}: ${preview.creates} to add, ${preview.updates} to change, ${(csv.length / 1024 / 1024).toFixed(1)} MB`,
    );
    console.table(results);
    return results;
  } finally {
    await app?.stop();
    rmSync(work, { recursive: true, force: true });
    if (dbName) {
      const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

ensureDependencies();
ensureBuild();
for (const db of DBS) await benchOne(db);
