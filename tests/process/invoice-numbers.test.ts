// Two app servers on one PostgreSQL issuing invoices at once (docs/architecture.md "The design's rules"): every confirmed
// order gets exactly one invoice, and the numbers are the financial year's series 1..N, none
// repeated and none skipped, whichever server issued them. A settings change made on one server
// shows on the other; an invoice row cannot be updated, even straight in the database.
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../support/postgres';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  TEST_ADMIN,
  type RunningServer,
} from '../support/test-server';

const ORDERS = 40;
const dirs = [tempDataDir('inv-a'), tempDataDir('inv-b')] as const;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: RunningServer;
let b: RunningServer;
let token: string;

async function api(
  server: RunningServer,
  path: string,
  init: { method?: string; json?: unknown } = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      // Each order from an address of its own: the per-address order limit stays out of the way.
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  database = await createTestDatabase('invoice_numbers');
  const config = (dir: string) => ({
    DATA_DIR: dir,
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'two-servers-share-this-secret-0123456789abcdef',
  });
  [a, b] = await Promise.all([startTestServer(config(dirs[0])), startTestServer(config(dirs[1]))]);
  const login = await fetch(`${a.url}/api/superuser-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  token = ((await login.json()) as { access: string }).access;
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  for (const dir of dirs) removeDir(dir);
});

it('a settings change on one server shows on the other', async () => {
  const saved = await api(a, '/api/shop-settings/', {
    method: 'PATCH',
    json: { gst_scheme: 'regular', gstin: '29AAGCB7383J1Z4', legal_name: 'Two Server Traders' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const seen = await api(b, '/api/shop-settings/');
    if (seen.body.legal_name === 'Two Server Traders') break;
    if (Date.now() > deadline) throw new Error('server B never saw the change');
    await new Promise((r) => setTimeout(r, 50));
  }
});

it('two servers confirming orders at once never repeat or skip an invoice number', async () => {
  const product = await api(a, '/api/products/', {
    method: 'POST',
    json: {
      name: 'Numbered kurta',
      main_category: 'mens',
      sub_category: 'Shirt',
      price: '999.00',
      stock: 500,
    },
  });
  expect(product.status).toBe(201);
  const numbers: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const placed = await api(i % 2 ? b : a, '/api/orders/', {
      method: 'POST',
      json: {
        name: `Buyer ${i}`,
        fulfilment: 'pickup',
        lines: [{ product_id: product.body.id, qty: 1 }],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    numbers.push(placed.body.number as string);
  }
  const confirmed = await Promise.all(
    numbers.map((n, i) =>
      api(i % 2 ? a : b, `/api/orders/${n}/`, { method: 'PATCH', json: { status: 'confirmed' } }),
    ),
  );
  for (const answer of confirmed) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const invoices = confirmed.map((c) => c.body.invoice_number as string);
  const [prefix, year] = invoices[0]!.split('/');
  expect(invoices.every((n) => n.startsWith(`${prefix}/${year}/`))).toBe(true);
  const seqs = invoices.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y);
  expect(seqs).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
});

it('an issued invoice cannot be updated, even straight in the database', async () => {
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    await expect(
      sql`update invoices set total = 1 where id = (select min(id) from invoices)`,
    ).rejects.toThrow(/written once/);
  } finally {
    await sql.end();
  }
});
