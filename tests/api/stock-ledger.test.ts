// The stock ledger over HTTP (PGlite and PostgreSQL): every stock write the shop has (creating
// and editing a product, the list's ±1, the spreadsheet import, a web order confirmed and
// cancelled, a counter sale) leaves rows GET /api/products/{id}/ledger/ reads, and a product's
// stock is the sum of its rows after a mixed run of them. Who may read the ledger.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { actionBody, actionId } from './support/actions';
import { adminToken, base, call, newCustomer } from './support/client';
import { createProduct, postProduct, productForm, uniqueFields } from './support/products';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let adminCookie: string;

beforeAll(async () => {
  admin = await adminToken();
  adminCookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
});

interface Row {
  size: string | null;
  change: number;
  balance: number;
  reason: string;
  reason_label: string;
  order_number: string | null;
  admin: string | null;
}

/** Every row of a product's ledger, newest first (all pages). */
async function ledger(id: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(`/api/products/${id}/ledger/?page=${page}&page_size=100`, {
      token: admin,
    });
    expect(answer.status, answer.text).toBe(200);
    rows.push(...(answer.body.results as Row[]));
    if (!answer.body.next) return rows;
  }
}

/** The rows a step added: the newest `before.length`-beyond rows, oldest first. */
async function rowsSince(id: number, before: number): Promise<Row[]> {
  const rows = await ledger(id);
  return rows.slice(0, rows.length - before).reverse();
}

const brief = (rows: Row[]) => rows.map((r) => [r.size, r.change, r.balance, r.reason]);

const read = async (id: number) => (await call(`/api/products/${id}/`)).body;

/** A product's stock and the sum of its ledger, count by count ('' the total). */
async function stockAndLedger(id: number) {
  const product = await read(id);
  const stored: Record<string, number> = product.size_stock ?? { '': product.stock };
  const summed: Record<string, number> = {};
  for (const r of await ledger(id)) summed[r.size ?? ''] = (summed[r.size ?? ''] ?? 0) + r.change;
  for (const key of Object.keys(summed))
    if (summed[key] === 0 && !(key in stored)) delete summed[key];
  for (const key of Object.keys(stored))
    if (stored[key] === 0 && !(key in summed)) delete stored[key];
  return { stored, summed };
}

const patch = (id: number, fields: Record<string, string>) =>
  call(`/api/products/${id}/`, { method: 'PATCH', token: admin, body: productForm(fields) });

async function sized(sizeStock: Record<string, number>, price = '100.00') {
  const { stock: _stock, ...fields } = uniqueFields({
    size: Object.keys(sizeStock).join(','),
    size_stock: JSON.stringify(sizeStock),
    price,
  });
  const answer = await postProduct(admin, fields);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: number; name: string };
}

/** The list's ±1, as the admin's browser calls it. */
async function plusOne(id: number, size: string, delta: 1 | -1) {
  const answer = await fetch(`${base()}/admin/products`, {
    method: 'POST',
    headers: {
      'next-action': actionId('adjustSizeStockAction'),
      origin: base(),
      cookie: adminCookie,
    },
    body: await actionBody([id, size, delta]),
  });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('"ok":true');
}

const placeOrder = async (lines: unknown[]) => {
  const answer = await call('/api/orders/', {
    method: 'POST',
    json: { name: 'Asha', phone: '98765 43210', fulfilment: 'pickup', lines },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { number: string };
};
const setStatus = async (number: string, json: Record<string, string>) => {
  const answer = await call(`/api/orders/${number}/`, { method: 'PATCH', token: admin, json });
  expect(answer.status, answer.text).toBe(200);
};

describe('what writes ledger rows', () => {
  it('creating a product writes its opening stock, per size or as one total, naming the admin', async () => {
    const shirt = await sized({ S: 2, M: 0, L: 5 });
    const rows = await ledger(shirt.id);
    expect(brief(rows.reverse())).toEqual([
      ['S', 2, 2, 'opening'],
      ['L', 5, 5, 'opening'],
    ]);
    expect(rows[0]).toMatchObject({
      reason_label: 'Opening stock',
      admin: TEST_ADMIN.username,
      order_number: null,
    });
    const cap = await createProduct(admin, { size: '', sub_category: 'Caps', stock: '4' });
    expect(brief(await ledger(cap.id))).toEqual([[null, 4, 4, 'opening']]);
  });

  it('an edit writes a row per count it changed; an edit of other fields writes none', async () => {
    const shirt = await sized({ S: 2, M: 0, L: 5 });
    const edited = await patch(shirt.id, { size_stock: '{"S":1,"M":3,"L":5}' });
    expect(edited.status, edited.text).toBe(200);
    expect(brief(await rowsSince(shirt.id, 2))).toEqual([
      ['S', -1, 1, 'edit'],
      ['M', 3, 3, 'edit'],
    ]);
    expect((await patch(shirt.id, { name: `${shirt.name} renamed` })).status).toBe(200);
    expect(await ledger(shirt.id)).toHaveLength(4);
    // Leaving per-size counts writes every size out and the total in.
    expect((await patch(shirt.id, { size_stock: 'null' })).status).toBe(200);
    expect(brief(await rowsSince(shirt.id, 4))).toEqual([
      ['S', -1, 0, 'edit'],
      ['M', -3, 0, 'edit'],
      ['L', -5, 0, 'edit'],
      [null, 9, 9, 'edit'],
    ]);
    expect(await stockAndLedger(shirt.id)).toEqual({ stored: { '': 9 }, summed: { '': 9 } });
  });

  it('the list’s ±1 writes an edit row with the balance after it', async () => {
    const shirt = await sized({ M: 2 });
    await plusOne(shirt.id, 'M', 1);
    await plusOne(shirt.id, 'M', -1);
    await plusOne(shirt.id, 'M', -1);
    expect(brief(await rowsSince(shirt.id, 1))).toEqual([
      ['M', 1, 3, 'edit'],
      ['M', -1, 2, 'edit'],
      ['M', -1, 1, 'edit'],
    ]);
  });

  it('the spreadsheet import writes import rows for the counts it changes and creates', async () => {
    const shirt = await sized({ S: 2, M: 3 });
    const exported = await fetch(`${base()}/admin/products/export.csv`, {
      headers: { cookie: adminCookie },
    });
    const [header = [], ...data] = parse(await exported.text(), { bom: true }) as string[][];
    const at = (column: string) => header.indexOf(column);
    const row = data.find((r) => Number(r[at('id')]) === shirt.id)!;
    const changed = [...row];
    changed[at('size_stock')] = 'S:0|M:7';
    changed[at('stock')] = '7';
    const added = [...row];
    added[at('id')] = '';
    added[at('name')] = `${shirt.name} imported`;
    added[at('size_stock')] = 'S:4|M:0';
    added[at('stock')] = '4';
    const bytes = new TextEncoder().encode(stringify([header, changed, added]));
    const upload = (step: string, plan?: string) => {
      const body = new FormData();
      body.set('file', new Blob([bytes], { type: 'text/csv' }), 'catalogue.csv');
      if (plan) body.set('plan', plan);
      return call(`/admin-save/catalogue/${step}`, { method: 'POST', token: admin, body });
    };
    const preview = await upload('preview');
    expect(preview.status, preview.text).toBe(200);
    const applied = await upload('apply', preview.body.plan);
    expect(applied.status, applied.text).toBe(200);
    expect(brief(await rowsSince(shirt.id, 2))).toEqual([
      ['S', -2, 0, 'import'],
      ['M', 4, 7, 'import'],
    ]);
    const list = await call(
      `/api/products/?search=${encodeURIComponent(`${shirt.name} imported`)}`,
    );
    // Without ?page the list is a plain array (the earlier app's shape).
    const created = (list.body as { id: number; name: string }[]).find(
      (p) => p.name === `${shirt.name} imported`,
    )!;
    const rows = await ledger(created.id);
    expect(brief(rows)).toEqual([['S', 4, 4, 'import']]);
    expect(rows[0]!.reason_label).toBe('Spreadsheet import');
  });

  it('a web order confirmed and cancelled writes order rows with its number', async () => {
    const shirt = await sized({ M: 3, L: 1 });
    const placed = await placeOrder([
      { product_id: shirt.id, size: 'M', qty: 2 },
      { product_id: shirt.id, size: 'L', qty: 1 },
    ]);
    expect(await ledger(shirt.id)).toHaveLength(2); // placing takes nothing
    await setStatus(placed.number, { status: 'confirmed' });
    await setStatus(placed.number, { status: 'cancelled', reason: 'Customer changed their mind' });
    const rows = await rowsSince(shirt.id, 2);
    // Oldest first; an order's lines move in product and size order (the lock order).
    expect(rows.map((r) => [r.size, r.change, r.balance, r.reason, r.order_number])).toEqual([
      ['L', -1, 0, 'order', placed.number],
      ['M', -2, 1, 'order', placed.number],
      ['L', 1, 1, 'order_cancelled', placed.number],
      ['M', 2, 3, 'order_cancelled', placed.number],
    ]);
    expect(rows[0]!.reason_label).toBe('Web order');
  });
});

describe('the ledger equals the stock', () => {
  it('after a mixed run of edits, ±1, orders and counter sales, for every product and size', async () => {
    const products = await Promise.all([sized({ S: 5, M: 5 }), sized({ M: 8, L: 2 })]);
    const cap = await createProduct(admin, {
      size: '',
      sub_category: 'Caps',
      stock: '6',
      price: '100.00',
    });
    const steps: Promise<unknown>[] = [];
    const sales: number[] = [];
    for (let i = 0; i < 4; i++) {
      for (const p of products) {
        steps.push(
          placeOrder([{ product_id: p.id, size: 'M', qty: 1 }]).then(async (o) => {
            await setStatus(o.number, { status: 'confirmed' });
            if (i % 2) await setStatus(o.number, { status: 'cancelled', reason: 'Storm' });
          }),
        );
        steps.push(
          call('/api/counter-sales/', {
            method: 'POST',
            token: admin,
            json: {
              idempotency_key: randomUUID(),
              lines: [{ product_id: p.id, size: 'M', qty: 1 }],
              payments: [{ method: 'cash', amount: '100.00' }],
            },
          }).then((a) => sales.push(a.status)),
        );
      }
      steps.push(plusOne(products[0]!.id, 'S', 1));
      steps.push(
        placeOrder([{ product_id: cap.id, qty: 1 }]).then((o) =>
          setStatus(o.number, { status: 'confirmed' }),
        ),
      );
    }
    steps.push(patch(products[1]!.id, { size_stock: '{"M":20,"L":2}' }));
    await Promise.allSettled(steps);
    expect(sales.filter((s) => s === 201).length).toBeGreaterThan(0);
    for (const p of [...products, cap]) {
      const { stored, summed } = await stockAndLedger(p.id);
      expect(summed, `product ${p.id}`).toEqual(stored);
    }
  });
});

describe('who may read the ledger', () => {
  it('admins by token or session; others 401 or 403; an unknown product 404; pages', async () => {
    const shirt = await sized({ S: 1, M: 1, L: 1 });
    const path = `/api/products/${shirt.id}/ledger/`;
    expect((await call(path)).status).toBe(401);
    const customer = await newCustomer();
    expect((await call(path, { token: customer.access })).status).toBe(403);
    const bySession = await fetch(`${base()}${path}`, { headers: { cookie: adminCookie } });
    expect(bySession.status).toBe(200);
    expect(bySession.headers.get('cache-control')).toBe('private, no-store');
    expect((await call('/api/products/999999/ledger/', { token: admin })).status).toBe(404);
    expect((await call('/api/products/abc/ledger/', { token: admin })).status).toBe(404);
    const first = await call(`${path}?page_size=2`, { token: admin });
    expect(first.body).toMatchObject({
      count: 3,
      previous: null,
      product: { id: shirt.id, name: shirt.name, stock: 3 },
    });
    expect(first.body.results.map((r: Row) => r.size)).toEqual(['L', 'M']);
    expect(first.body.next).toMatch(/\?page=2&page_size=2$/);
    const second = await call(`${path}?page=2&page_size=2`, { token: admin });
    expect(second.body.results.map((r: Row) => r.size)).toEqual(['S']);
    expect((await call(`${path}?page=3&page_size=2`, { token: admin })).status).toBe(404);
  });
});
