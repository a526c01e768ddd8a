// The stock ledger under a storm on two app servers sharing one PostgreSQL, started fresh with
// the demo seed: web orders placed, confirmed and cancelled, counter sales and product edits,
// all at once and spread over both servers. Afterwards every count in the shop (the seed's too)
// equals the sum of its ledger rows, and the dashboard's check says so.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/postgres';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  TEST_ADMIN,
  type RunningServer,
} from '../support/test-server';
import { cookieHeader, signIn } from '../api/support/session';

const dirs = [tempDataDir('ledger-a'), tempDataDir('ledger-b')] as const;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: postgres.Sql;
let servers: RunningServer[] = [];
let token: string;

const server = (i: number) => servers[i % servers.length]!.url;

async function api(
  url: string,
  path: string,
  init: { method?: string; json?: unknown; form?: FormData; auth?: boolean } = {},
) {
  const headers: Record<string, string> = {};
  if (init.auth !== false) headers.authorization = `Bearer ${token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const text = await res.text();
  return { status: res.status, text, body: text.startsWith('{') ? JSON.parse(text) : null };
}

let made = 0;
async function createProduct(fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  made += 1;
  const all = {
    name: `Storm shirt ${made}`,
    main_category: 'mens',
    sub_category: 'Shirt',
    price: '100.00',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  const answer = await api(server(0), '/api/products/', { method: 'POST', form });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id as number;
}

/** Every count whose stored value is not its ledger's sum, straight from the database. */
const drifting = () =>
  sql<{ product_id: number; size: string; stored: number; ledger: number }[]>`
    with ledger as (
      select product_id, size, sum(change)::integer as total from stock_ledger
      where product_id is not null group by product_id, size
    ), stored as (
      select product_id, size, stock from product_sizes
      union all
      select p.id, '', p.stock from products p
      where not exists (select 1 from product_sizes ps where ps.product_id = p.id)
    )
    select coalesce(s.product_id, l.product_id) as product_id, coalesce(s.size, l.size) as size,
           coalesce(s.stock, 0) as stored, coalesce(l.total, 0) as ledger
    from stored s full join ledger l on l.product_id = s.product_id and l.size = s.size
    where coalesce(s.stock, 0) <> coalesce(l.total, 0)`;

beforeAll(async () => {
  database = await createTestDatabase('ledger_storm');
  sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const config = (dir: string) => ({
    DATA_DIR: dir,
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    AUTH_SECRET: 'ledger-storm-servers-share-this-secret-0123456789',
  });
  servers = await Promise.all(dirs.map((dir) => startTestServer(config(dir))));
  const login = await fetch(`${server(0)}/api/superuser-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  token = ((await login.json()) as { access: string }).access;
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await sql?.end();
  await database?.drop();
  dirs.forEach(removeDir);
});

describe('the ledger after a storm on two servers', () => {
  it('the demo seed opens every count it stocks', async () => {
    expect(await drifting()).toEqual([]);
    const [opened] = await sql<{ n: number }[]>`
      select count(*)::integer as n from stock_ledger where reason = 'opening'`;
    expect(opened!.n).toBeGreaterThan(0);
  });

  it('keeps every count equal to its ledger, and the dashboard says so', async () => {
    const sized = [
      await createProduct({ size: 'M,L', size_stock: '{"M":25,"L":10}' }),
      await createProduct({ size: 'S,M', size_stock: '{"S":8,"M":25}' }),
    ];
    const cap = await createProduct({ sub_category: 'Caps', size: '', stock: '30' });
    const outcomes: Record<string, number[]> = { order: [], sale: [], edit: [] };
    const steps: Promise<void>[] = [];
    for (let i = 0; i < 12; i++) {
      const productId = sized[i % 2]!;
      // A web order placed on one server, confirmed on the other, every third one cancelled.
      steps.push(
        (async () => {
          const line =
            i % 4 === 3
              ? { product_id: cap, qty: 2 }
              : { product_id: productId, size: 'M', qty: 2 };
          const placed = await api(server(i), '/api/orders/', {
            method: 'POST',
            auth: false,
            json: { name: 'Asha', phone: '98765 43210', fulfilment: 'pickup', lines: [line] },
          });
          if (placed.status !== 201) return void outcomes.order!.push(placed.status);
          const number = placed.body.number as string;
          const confirmed = await api(server(i + 1), `/api/orders/${number}/`, {
            method: 'PATCH',
            json: { status: 'confirmed' },
          });
          outcomes.order!.push(confirmed.status);
          if (confirmed.status === 200 && i % 3 === 0) {
            await api(server(i), `/api/orders/${number}/`, {
              method: 'PATCH',
              json: { status: 'cancelled', reason: 'Storm' },
            });
          }
        })(),
      );
      // A counter sale of the same size at the same moment.
      steps.push(
        api(server(i + 1), '/api/counter-sales/', {
          method: 'POST',
          json: {
            idempotency_key: randomUUID(),
            lines: [{ product_id: productId, size: 'M', qty: 1 }],
            payments: [{ method: 'cash', amount: '100.00' }],
          },
        }).then((a) => void outcomes.sale!.push(a.status)),
      );
      // The owner setting counts in the product form now and then.
      if (i % 4 === 1) {
        const form = new FormData();
        form.append('size_stock', i % 8 === 1 ? '{"M":30,"L":12}' : '{"M":18,"L":4}');
        steps.push(
          api(server(i), `/api/products/${sized[0]}/`, { method: 'PATCH', form }).then(
            (a) => void outcomes.edit!.push(a.status),
          ),
        );
      }
    }
    await Promise.all(steps);
    console.log('[ledger storm] answers', JSON.stringify(outcomes));
    // Each kind of move happened (a 409 for stock already gone is a fair answer in a storm).
    expect(outcomes.order!.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(outcomes.sale!.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(outcomes.edit!.every((s) => s === 200)).toBe(true);
    for (const status of [...outcomes.order!, ...outcomes.sale!])
      expect([200, 201, 409]).toContain(status);

    expect(await drifting()).toEqual([]);
    const reasons = await sql<{ reason: string }[]>`
      select distinct reason from stock_ledger
      where product_id in ${sql([...sized, cap])} order by reason`;
    expect(reasons.map((r) => r.reason)).toEqual(
      expect.arrayContaining(['counter_sale', 'edit', 'opening', 'order']),
    );
    const cookie = cookieHeader((await signIn(server(1), 'admin', TEST_ADMIN)).jar);
    const dashboard = await fetch(`${server(1)}/admin-dashboard`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Stock matches its ledger.');
  });
});
