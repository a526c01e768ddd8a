// The catalogue spreadsheet over HTTP, against the production server (PGlite and PostgreSQL):
// the export download, the import's preview and apply (all or nothing, re-checked at apply), and
// who may use them. The rollback of a write that fails midway is in catalogue-csv-rollback.test.ts.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { CSV_COLUMNS } from '@/lib/shared/catalogue-csv/columns';
import { adminToken, base, call, newCustomer } from './support/client';
import { createProduct, productCount, productForm } from './support/products';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let adminCookie: string;

beforeAll(async () => {
  admin = await adminToken();
  adminCookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
});

const exportCsv = (cookie = adminCookie) =>
  fetch(`${base()}/admin/products/export.csv`, { headers: { cookie }, redirect: 'manual' });

async function exportedText(): Promise<string> {
  const response = await exportCsv();
  expect(response.status).toBe(200);
  return new TextDecoder().decode(await response.arrayBuffer()); // keeps the BOM as \uFEFF
}

/** The export as rows of cells (header first). */
async function exportedRows(): Promise<string[][]> {
  return parse(await exportedText(), { bom: true }) as string[][];
}

const csvBytes = (rows: string[][]) => new TextEncoder().encode(stringify(rows));

function upload(
  step: 'preview' | 'apply',
  bytes: Uint8Array,
  init: { plan?: string; token?: string } = {},
) {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'catalogue.csv');
  if (init.plan) body.set('plan', init.plan);
  return call(`/admin-save/catalogue/${step}`, {
    method: 'POST',
    token: init.token ?? admin,
    body,
  });
}

async function previewAndApply(bytes: Uint8Array) {
  const preview = await upload('preview', bytes);
  expect(preview.status, preview.text).toBe(200);
  const applied = await upload('apply', bytes, { plan: preview.body.plan });
  return { preview: preview.body, applied };
}

/** The export's rows for these product ids (with the header), by id. */
function rowsFor(
  rows: string[][],
  ids: number[],
): { header: string[]; byId: Map<number, string[]> } {
  const [header = [], ...data] = rows;
  const at = header.indexOf('id');
  return {
    header,
    byId: new Map(data.filter((r) => ids.includes(Number(r[at]))).map((r) => [Number(r[at]), r])),
  };
}

const cell = (row: string[], column: string) => row[CSV_COLUMNS.indexOf(column as never)]!;
function setCell(row: string[], column: string, value: string): string[] {
  const copy = [...row];
  copy[CSV_COLUMNS.indexOf(column as never)] = value;
  return copy;
}

const read = async (id: number) => (await call(`/api/products/${id}/`)).body;

describe('the export', () => {
  it('is every product as a UTF-8 CSV with a BOM, a dated file name and no caching', async () => {
    const sized = await createProduct(admin, {
      name: '=SUM(1,2) कुर्ता ₹',
      size: 'S,M,L',
      size_stock: '{"S": 2, "M": 0, "L": 5}',
      stock: '7',
      description: 'Two\r\nlines, "quoted"',
    });
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { bom: true }) as string[][];
    expect(rows.length - 1).toBe(await productCount());
    const { header, byId } = rowsFor(rows, [sized.id]);
    expect(header).toEqual([...CSV_COLUMNS]);
    const row = byId.get(sized.id)!;
    expect(cell(row, 'name')).toBe("'=SUM(1,2) कुर्ता ₹");
    expect(cell(row, 'size_stock')).toBe('S:2|M:0|L:5');
    expect(cell(row, 'description')).toBe('Two\r\nlines, "quoted"');
  });

  it('then imported unchanged changes nothing', async () => {
    const before = await read((await createProduct(admin)).id);
    const preview = await upload('preview', new TextEncoder().encode(await exportedText()));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      creates: 0,
      updates: 0,
      errorCount: 0,
      plan: null,
      unchanged: await productCount(),
    });
    expect((await read(before.id)).updated_at).toBe(before.updated_at);
  });
});

describe('the import', () => {
  it('lists exactly the 3 bad rows with line, column and reason, and applies nothing', async () => {
    const products = await Promise.all(
      [1, 2, 3, 4].map(() => createProduct(admin, { size: 'S,M' })),
    );
    const ids = products.map((p) => p.id);
    const { header, byId } = rowsFor(await exportedRows(), ids);
    const [a, b, c, d] = ids.map((id) => byId.get(id)!);
    const rows = [
      header,
      setCell(a!, 'price', '777'), // line 2: fine
      setCell(b!, 'price', 'abc'), // line 3
      setCell(c!, 'main_category', 'toys'), // line 4
      setCell(d!, 'size_stock', 'XL:1'), // line 5
      setCell(setCell(a!, 'id', ''), 'name', 'A new shirt'), // line 6: fine
    ];
    const countBefore = await productCount();
    const preview = await upload('preview', csvBytes(rows));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ errorCount: 3, plan: null, creates: 1, updates: 1 });
    expect(preview.body.errors).toEqual([
      {
        line: 3,
        row: 3,
        column: 'price',
        message: 'Valid price is required',
      },
      {
        line: 4,
        row: 4,
        column: 'main_category',
        message: 'Choose a main category from the list.',
      },
      {
        line: 5,
        row: 5,
        column: 'size_stock',
        message: 'XL is not an offered size. This product offers S, M.',
      },
    ]);
    // An apply sent anyway (with any plan) re-checks the file and refuses it whole.
    const applied = await upload('apply', csvBytes(rows), { plan: 'f'.repeat(64) });
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({ ok: false, errorCount: 3 });
    expect(await productCount()).toBe(countBefore);
    expect((await read(ids[0]!)).price).toBe(products[0]!.price);
  });

  it('creates and updates in one apply, and shows what changes first', async () => {
    const [one, two] = await Promise.all([
      createProduct(admin),
      createProduct(admin, { size: 'S,M,L' }),
    ]);
    const { header, byId } = rowsFor(await exportedRows(), [one.id, two.id]);
    const fresh = (name: string) =>
      setCell(setCell(setCell(byId.get(one.id)!, 'id', ''), 'name', name), 'image_urls', '');
    const rows = [
      header,
      setCell(byId.get(one.id)!, 'price', '1234.5'),
      setCell(setCell(byId.get(two.id)!, 'size_stock', 'S:1|M:2|L:3'), 'stock', ''),
      fresh('Spreadsheet Shirt One'),
      fresh('Spreadsheet Shirt Two'),
    ];
    const countBefore = await productCount();
    const { preview, applied } = await previewAndApply(csvBytes(rows));
    expect(preview).toMatchObject({ creates: 2, updates: 2, errorCount: 0 });
    expect(preview.changes).toEqual([
      { line: 2, id: one.id, name: one.name, columns: ['price'] },
      { line: 3, id: two.id, name: two.name, columns: ['stock', 'size_stock'] },
      { line: 4, id: null, name: 'Spreadsheet Shirt One', columns: [] },
      { line: 5, id: null, name: 'Spreadsheet Shirt Two', columns: [] },
    ]);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toEqual({ ok: true, step: 'apply', created: 2, updated: 2, unchanged: 0 });
    expect(await productCount()).toBe(countBefore + 2);
    expect((await read(one.id)).price).toBe('1234.50');
    expect(await read(two.id)).toMatchObject({ stock: 6, size_stock: { S: 1, M: 2, L: 3 } });
    const list = (await call('/api/products/')).body as { name: string }[];
    expect(list.filter((p) => p.name.startsWith('Spreadsheet Shirt'))).toHaveLength(2);

    // The same file and plan again: the catalogue now differs from that preview, so it is refused.
    const again = await upload('apply', csvBytes(rows), { plan: preview.plan });
    expect(again.status).toBe(409);
    expect(await productCount()).toBe(countBefore + 2);
  });

  it('refuses an apply when the catalogue changed after the preview, writing nothing', async () => {
    const product = await createProduct(admin);
    const { header, byId } = rowsFor(await exportedRows(), [product.id]);
    const rows = [header, setCell(byId.get(product.id)!, 'color', 'Maroon')];
    const preview = await upload('preview', csvBytes(rows));
    expect(preview.body).toMatchObject({ updates: 1 });
    const put = await call(`/api/products/${product.id}/`, {
      method: 'PUT',
      token: admin,
      body: productForm({ color: 'Maroon', price: '55' }),
    });
    expect(put.status).toBe(200);
    const applied = await upload('apply', csvBytes(rows), { plan: preview.body.plan });
    expect(applied.status).toBe(409);
    expect(applied.body.message).toContain('changed since the preview');
    expect((await read(product.id)).price).toBe('55.00');
  });

  it('refuses a wrong header, a file that is not UTF-8, an empty file and one over 5 MB', async () => {
    const header = await upload('preview', new TextEncoder().encode('id,name,colour\n1,a,b\n'));
    expect(header.status).toBe(400);
    expect(header.body.message).toMatch(
      /^Missing required columns: main_category, sub_category, price\. Unknown column: colour\./,
    );
    const latin1 = Uint8Array.from([...new TextEncoder().encode('id,name\n1,Caf'), 0xe9, 0x0a]);
    expect((await upload('preview', latin1)).body.message).toMatch(/^The file is not UTF-8 text/);
    expect((await upload('preview', new Uint8Array())).body.message).toMatch(/empty/);
    const large = await upload('preview', new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61));
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(
      'The file is larger than 5 MB. Split it into smaller files and import each.',
    );
  });
});

describe('who may use it', () => {
  it('anonymous callers are sent to the login or refused with 401', async () => {
    const redirected = await exportCsv('');
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toContain('/login');
    expect((await exportCsv('next-auth.session-token=forged')).status).toBe(401);
    const bytes = csvBytes([['id', 'name', 'main_category', 'sub_category', 'price']]);
    const body = new FormData();
    body.set('file', new Blob([bytes]), 'c.csv');
    for (const step of ['preview', 'apply']) {
      const answer = await call(`/admin-save/catalogue/${step}`, { method: 'POST', body });
      expect(answer.status).toBe(401);
    }
  });

  it('a customer is refused with 403, by session and by token', async () => {
    const customer = await newCustomer('csv');
    const session = cookieHeader((await signIn(base(), 'customer', customer)).jar);
    const refused = await exportCsv(session);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(',main_category,');
    const countBefore = await productCount();
    const rows = [
      ['id', 'name', 'main_category', 'sub_category', 'price'],
      ['', 'Sneaky', 'mens', 'Shirt', '10'],
    ];
    for (const step of ['preview', 'apply'] as const) {
      const answer = await upload(step, csvBytes(rows), { plan: 'x', token: customer.access });
      expect(answer.status).toBe(403);
    }
    expect(await productCount()).toBe(countBefore);
  });
});
