#!/usr/bin/env node
// The sales report's and the reorder page's server time at 10,000 products and 200,000 order
// lines: for each database (PGlite, and PostgreSQL when reachable) a throwaway database gets a
// year of trade written by SQL (generate_series, a few seconds): BENCH_PRODUCTS products kept in
// four sizes, BENCH_LINES / 2 orders of two lines over 365 days (a third at the counter, some
// with a bill discount; web orders confirmed two hours after they were placed; 5% cancelled and
// 5% still new), a stock-ledger row per line taken off the shelf, and 2% of the sold orders with
// a piece back. Then the data functions the pages call (the sales report by day, week and month;
// the reorder page's reads when lib/server/reorder is there) are timed in this process,
// BENCH_CALLS (30) times each after three warm-up calls: the server's own time, with no HTTP or
// rendering around it. Beside the wall time, the CPU time the call used (this process's, which
// runs PGlite, plus the PostgreSQL backends' from /proc/<pid>/schedstat): on a machine busy with
// other work the wall time counts the wait for a core too, the CPU time does not, and is about
// what the call takes on an idle machine. Prints tables with the machine's load average.
// Target: p95 under 300 ms.
// Usage: node bench/reorder-report.mjs   (BENCH_DBS=pglite,postgres)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const ms = (v) => Math.round(v * 10) / 10;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A year of trade, written by the database itself. */
const GENERATE = (products, orders) => [
  `insert into products (name, price, brand, main_category, sub_category, size, stock, created_at)
   select 'Bench product ' || g, (299 + (g % 40) * 50)::numeric(12, 2), 'Brand ' || (g % 25),
     (array['mens', 'kidsboys', 'unisex', 'imported'])[1 + g % 4],
     (array['Shirt', 'T-Shirt', 'Jeans', 'Track', 'Co-ords'])[1 + g % 5],
     'S,M,L,XL', 40, now() - interval '400 days'
   from generate_series(1, ${products}) g`,
  `insert into product_sizes (product_id, size, stock, position)
   select p.id, s.size, 10, s.position - 1
   from products p cross join unnest(array['S', 'M', 'L', 'XL']) with ordinality as s(size, position)`,
  `insert into orders (number, token, customer_name, fulfilment, subtotal, channel, status,
     bill_discount, stock_taken, paid, created_at)
   select 1000000 + g, 'bench-' || g, 'Bench customer', 'pickup', 0,
     case when g % 3 = 0 then 'counter' else 'web' end,
     case when g % 3 = 0 then 'completed' when g % 20 = 1 then 'cancelled'
       when g % 20 = 2 then 'new' when g % 5 = 0 then 'confirmed' else 'completed' end,
     case when g % 3 = 0 and g % 4 = 0 then 50 else 0 end, g % 20 not in (1, 2), g % 3 = 0,
     now() - (g::float8 / ${orders}) * interval '365 days'
   from generate_series(1, ${orders}) g`,
  `insert into order_lines (order_id, product_id, name, size, unit_price, qty, discount, position)
   select o.id, p.id, p.name, (array['S', 'M', 'L', 'XL'])[1 + (o.id + k) % 4], p.price,
     1 + (o.id % 7 = 0)::int, case when o.channel = 'counter' and k = 1 then 20 else 0 end, k
   from orders o cross join generate_series(0, 1) k
   join products p on p.id = (select min(id) from products) + (o.id * 7919 + k * 104729) % ${products}`,
  `update orders o set subtotal = l.net - o.bill_discount
   from (select order_id, sum(unit_price * qty - discount) as net from order_lines group by order_id) l
   where l.order_id = o.id`,
  `insert into order_events (order_id, status, created_at)
   select id, 'confirmed', created_at + interval '2 hours' from orders
   where channel = 'web' and status <> 'new' and number % 20 <> 1
   union all
   select id, 'cancelled', created_at + interval '1 day' from orders where status = 'cancelled'
   union all
   select id, 'completed', created_at from orders where channel = 'counter'`,
  `insert into stock_ledger (product_id, size, change, balance, reason, order_id, created_at)
   select l.product_id, l.size, -l.qty, 10, case when o.channel = 'web' then 'order' else 'counter_sale' end,
     o.id, o.created_at
   from order_lines l join orders o on o.id = l.order_id where o.stock_taken`,
  `insert into return_requests (order_id, source, status, refund_method, received_at, done_at, created_at)
   select id, 'shop', 'done', 'cash', created_at + interval '5 days', created_at + interval '5 days',
     created_at + interval '4 days'
   from orders where status = 'completed' and number % 50 = 7`,
  `insert into return_lines (return_id, order_line_id, qty, action, reason, unit_paid, condition)
   select r.id, l.id, 1, case when r.id % 2 = 0 then 'exchange' else 'return' end, 'too_small',
     l.unit_price, 'restock'
   from return_requests r join order_lines l on l.order_id = r.order_id and l.position = 0`,
  `analyze`,
];

/** In the child (tsx, server conditions): fill the database, then time the data functions. */
async function worker() {
  const { database } = await import('@/lib/server/infra/db');
  const { sql } = await import('drizzle-orm');
  const db = await database();
  const rowsOf = (r) => (Array.isArray(r) ? r : r.rows);
  const count = async () =>
    rowsOf(await db.execute(sql.raw('select count(*)::int as n from order_lines')))[0].n;
  const started = performance.now();
  // BENCH_REUSE keeps a database that already holds the data (a kept PostgreSQL one).
  if (!(process.env.BENCH_REUSE && (await count()) > 0)) {
    for (const statement of GENERATE(PRODUCTS, Math.round(LINES / 2))) {
      await db.execute(sql.raw(statement));
    }
  }
  const generated = (performance.now() - started) / 1000;
  const n = await count();
  // PostgreSQL's time on the CPU: its backends' own counters (/proc/<pid>/schedstat, in ns),
  // read after the warm-up calls have opened the pool's connections. Parallel workers are
  // processes of their own that end with the query, so the bench's database plans without them
  // (on two cores they buy little; the CPU time is then the whole query's): main() sets
  // max_parallel_workers_per_gather = 0 on the database it makes.
  let backends = [];
  const findBackends = async () => {
    if (!process.env.DATABASE_URL) return;
    backends = rowsOf(
      await db.execute(
        sql.raw(
          "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
        ),
      ),
    ).map((r) => r.pid);
  };
  const serverCpu = () =>
    backends.reduce((sum, pid) => {
      try {
        return sum + Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      } catch {
        return sum;
      }
    }, 0);
  const ownCpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const caller = { id: 1, username: 'bench', isSuperuser: true };
  const { salesReport } = await import('@/lib/server/reports/sales');
  const { salesRange } = await import('@/lib/shared/reports/sales-range');
  const runs = [
    ['sales report, 30 days by day', () => salesReport(caller, salesRange('day', null))],
    ['sales report, 12 weeks by week', () => salesReport(caller, salesRange('week', null))],
    ['sales report, 12 months by month', () => salesReport(caller, salesRange('month', null))],
  ];
  const reorder = await import('@/lib/server/reorder/read').catch(() => null);
  if (reorder) {
    const { getShopSettings } = await import('@/lib/server/settings');
    const s = await getShopSettings();
    const days = {
      coverDays: s.reorderCoverDays ?? 30,
      leadDays: s.reorderLeadDays ?? 7,
      safetyDays: s.reorderSafetyDays ?? 7,
    };
    // What the reorder page asks for: the first page of the list, the sizes that never sell and
    // the sizes returned for fit.
    runs.push([
      'reorder page (list, never sell, fit)',
      async () => {
        await reorder.reorderList(caller, { days, page: 1 });
        await reorder.sizesThatNeverSell(caller, { limit: 20 });
        await reorder.sizesReturnedForFit(caller, { limit: 20 });
      },
    ]);
  } else console.error('[bench] lib/server/reorder not found: the reorder page is not timed');
  const rows = [];
  for (const [label, call] of runs) {
    for (let i = 0; i < 3; i++) await call();
    await findBackends();
    const times = [];
    const cpu = [];
    for (let i = 0; i < CALLS; i++) {
      const t = performance.now();
      const c = ownCpu() + serverCpu();
      await call();
      times.push(performance.now() - t);
      cpu.push(ownCpu() + serverCpu() - c);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    rows.push({
      call: label,
      n: CALLS,
      p50: ms(percentile(times, 0.5)),
      p95: ms(percentile(times, 0.95)),
      max: ms(times.at(-1)),
      'cpu p50': ms(percentile(cpu, 0.5)),
      'cpu p95': ms(percentile(cpu, 0.95)),
    });
  }
  console.log(JSON.stringify({ lines: n, generatedSeconds: ms(generated), rows }));
  const { disconnect } = await import('@/db');
  await disconnect();
}

async function postgresDatabase() {
  const name = `bench_report_${process.pid}`;
  const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
    await admin.unsafe(`alter database "${name}" set max_parallel_workers_per_gather = 0`);
  } catch (error) {
    await admin.end();
    console.log(`[bench] PostgreSQL not reachable (${error.message}); skipped`);
    return null;
  }
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const conn = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
      await conn.unsafe(`drop database if exists "${name}" with (force)`);
      await conn.end();
    },
  };
}

async function main() {
  console.log(`[bench] ${cpus().length} cores, load average ${load()} (1, 5, 15 min)`);
  for (const kind of DBS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
    const pg = kind === 'postgres' ? await postgresDatabase() : null;
    if (kind === 'postgres' && !pg) continue;
    const env = { ...process.env, BENCH_WORKER: '1', DATA_DIR: dataDir, SEED_DEMO: 'false' };
    if (pg) env.DATABASE_URL = pg.url;
    else delete env.DATABASE_URL;
    env.AUTH_SECRET ??= 'bench-report-secret-bench-report-secret-01';
    const child = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=react-server',
        '--tsconfig',
        'tsconfig.json',
        fileURLToPath(import.meta.url),
      ],
      { cwd: root, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (child.status !== 0) throw new Error(`${kind} run failed: ${child.stderr}`);
    if (child.stderr.trim()) console.error(child.stderr.trim());
    const result = JSON.parse(child.stdout.trim().split('\n').at(-1));
    console.log(
      `\n${kind}: ${result.lines} order lines, ${PRODUCTS} products (generated in ${result.generatedSeconds} s); load average after ${load()}`,
    );
    console.table(result.rows);
  }
}

if (process.env.BENCH_WORKER) await worker();
else await main();
