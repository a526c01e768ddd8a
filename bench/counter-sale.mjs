#!/usr/bin/env node
// A counter sale's server time at 10,000 products: a production server on a throwaway database
// (PGlite, and PostgreSQL when reachable) with BENCH_PRODUCTS (10000) generated products; the
// admin completes BENCH_SALES (300) sales through POST /api/counter-sales/, one at a time on a
// kept-alive localhost connection, alternating a one-line cash sale and a three-line sale with a
// line discount, a bill discount and a split payment (each sale: stock and ledger rows, order
// number, GST invoice, one transaction). After each sale it reads one product
// (GET /api/products/{id}/, the catalogue just changed, so a real read): the ceiling the same
// server reaches in the same run. Times are request times on localhost (no Server-Timing):
// the loopback adds well under a millisecond. Target: the sale's p95 under 50 ms. Prints a
// table; BENCH_DBS (pglite,postgres) chooses the databases. Usage: node bench/counter-sale.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild, ensureDependencies } from '../scripts/lib.mjs';
import { startProductionServer } from './server.mjs';
import { freePort, generate } from './tools.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SALES = Number(process.env.BENCH_SALES ?? 300);
const WARMUP = 20;
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const summary = (label, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  return {
    request: label,
    n: sorted.length,
    p50: ms(percentile(sorted, 0.5)),
    p95: ms(percentile(sorted, 0.95)),
    p99: ms(percentile(sorted, 0.99)),
    max: ms(sorted.at(-1)),
  };
};

async function json(url, init = {}) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
}

/** Products with stock to sell: every two sales take one piece each of four new products. */
async function sellable(url, needed) {
  const found = [];
  for (let page = 1; found.length < needed; page++) {
    const { status, body } = await json(`${url}/api/products/?page=${page}&page_size=100`);
    if (status !== 200) throw new Error(`the product list answered ${status}`);
    for (const p of body.results) if (p.stock >= 1) found.push(p);
    if (!body.next) break;
  }
  if (found.length < needed) throw new Error(`only ${found.length} products with stock`);
  return found;
}

/** The i-th sale's body: a one-line cash sale, or three lines, discounts and a split payment. */
function saleBody(i, products) {
  const key = `bench-${process.pid}-${Date.now()}-${i}`;
  if (i % 2 === 0) {
    const p = products[(i / 2) * 4];
    return {
      idempotency_key: key,
      lines: [{ product_id: p.id, qty: 1 }],
      payments: [{ method: 'cash', amount: p.price, tendered: String(Math.ceil(p.price) + 100) }],
    };
  }
  const lines = [1, 2, 3].map((k) => products[((i - 1) / 2) * 4 + k]);
  const gross = lines.reduce((sum, p) => sum + Math.round(Number(p.price) * 100), 0);
  // 10 rupees off the first line, then 5% off the bill: the till's arithmetic decides the
  // total, so the bench pays it by asking the server first (a 400 names the total).
  return {
    idempotency_key: key,
    lines: lines.map((p, k) => ({
      product_id: p.id,
      qty: 1,
      ...(k === 0 ? { discount: { kind: 'amount', value: '10' }, discount_reason: 'Bench' } : {}),
    })),
    bill_discount: { kind: 'percent', value: '5' },
    bill_discount_reason: 'Bench',
    gross,
  };
}

/** The three-line sale's total, as the bill's arithmetic makes it (lib/shared/counter/bill.ts). */
function billTotal(gross) {
  const net = gross - 1000;
  return net - Math.round((net * 500) / 10_000);
}

async function benchOne(db) {
  const work = mkdtempSync(path.join(tmpdir(), `bench-counter-${db}-`));
  let dbUrl = '';
  let dbName;
  if (db === 'postgres') {
    dbName = `shop_bench_counter_${Date.now()}`;
    const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const env = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: dbUrl };
  let app;
  try {
    generate(env, PRODUCTS);
    const port = Number(process.env.BENCH_PORT) || (await freePort());
    app = await startProductionServer({
      port,
      bind: '127.0.0.1',
      env: {
        ...env,
        SEED_DEMO: 'false',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const login = await json(`${app.url}/api/superuser-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    const auth = { authorization: `Bearer ${login.body.access}` };
    // A regular GST shop: every sale issues a tax invoice with its CGST and SGST.
    await json(`${app.url}/api/shop-settings/`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        legal_name: 'Bench Menswear LLP',
        gst_scheme: 'regular',
        gstin: '29AAGCB7383J1Z4',
        state_code: '29',
      }),
    });
    const products = await sellable(app.url, (WARMUP + SALES) * 2 + 4);
    const reference = products[0];
    const sales = [];
    const reads = [];
    for (let i = 0; i < WARMUP + SALES; i++) {
      const { gross, ...body } = saleBody(i, products);
      if (gross !== undefined) {
        const total = (billTotal(gross) / 100).toFixed(2);
        body.payments = [
          { method: 'upi', amount: '100' },
          { method: 'card', amount: (Number(total) - 100).toFixed(2) },
        ];
      }
      let started = performance.now();
      const sale = await json(`${app.url}/api/counter-sales/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const saleMs = performance.now() - started;
      if (sale.status !== 201)
        throw new Error(`sale ${i} answered ${sale.status}: ${JSON.stringify(sale.body)}`);
      started = performance.now();
      const read = await fetch(`${app.url}/api/products/${reference.id}/`);
      await read.arrayBuffer();
      const readMs = performance.now() - started;
      if (i >= WARMUP) {
        sales.push({ ms: saleMs, lines: body.lines.length });
        reads.push(readMs);
      }
    }
    const rows = [
      summary(
        'POST /api/counter-sales/ (all)',
        sales.map((s) => s.ms),
      ),
      summary(
        '  one line, cash',
        sales.filter((s) => s.lines === 1).map((s) => s.ms),
      ),
      summary(
        '  three lines, discounts, split',
        sales.filter((s) => s.lines === 3).map((s) => s.ms),
      ),
      summary('GET /api/products/{id}/ (ceiling)', reads),
    ];
    console.log(`\n${db}, ${PRODUCTS} products, load average ${loadavg()[0].toFixed(1)}:`);
    console.table(rows);
    return rows;
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
