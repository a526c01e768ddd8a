// The owner's own barcodes over HTTP, against the production server (PGlite and PostgreSQL):
// saved with a product (the admin's save route and the /api), unique in the shop (a taken code
// is a 400 naming its product, also when two saves race for it), dropped with their size, carried
// by the spreadsheet both ways, and never shown to shoppers (the public API and the product page).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { CSV_COLUMNS } from '@/lib/shared/catalogue-csv/columns';
import { adminToken, base, call } from './support/client';
import { createProduct, productForm, type Fields } from './support/products';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let adminCookie: string;

beforeAll(async () => {
  admin = await adminToken();
  adminCookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
});

let serial = 0;
/** A code no other test (or earlier run) uses. */
const code = (prefix = '89') =>
  `${prefix}${Date.now().toString().slice(-8)}${process.pid % 1000}${(serial += 1)}`.slice(0, 40);

/** The edit form's save (multipart, the admin's cookie), as the browser sends it. */
async function adminSave(id: number, fields: Fields) {
  const response = await fetch(`${base()}/admin-save/products/${id}`, {
    method: 'POST',
    headers: { origin: base(), cookie: adminCookie },
    body: productForm(fields),
  });
  return { status: response.status, body: await response.json() };
}

const editPage = async (id: number) =>
  (
    await fetch(`${base()}/admin/products/${id}/edit`, {
      headers: { cookie: adminCookie },
      redirect: 'manual',
    })
  ).text();

describe('a product’s barcodes', () => {
  it('are saved by the edit form, shown in it, and kept from shoppers', async () => {
    const product = await createProduct(admin, {
      size: 'S,M,L',
      size_stock: '{"S":1,"M":2,"L":0}',
      stock: '3',
    });
    const own = code();
    const medium = code('KUR-M-');
    const saved = await adminSave(product.id, {
      barcode: ` ${own} `,
      size_barcodes: JSON.stringify({ S: '', M: medium.toLowerCase(), L: '' }),
    });
    expect(saved, JSON.stringify(saved.body)).toMatchObject({ status: 200, body: { ok: true } });

    const form = await editPage(product.id);
    expect(form).toContain(own); // the form's values, trimmed
    expect(form).toContain(medium.toUpperCase()); // kept in capitals

    const wire = await call(`/api/products/${product.id}/`);
    expect(wire.status).toBe(200);
    expect(wire.body).not.toHaveProperty('barcode');
    expect(wire.body).not.toHaveProperty('size_barcodes');
    expect(wire.text).not.toContain(own);
    const list = await call(`/api/products/?search=${encodeURIComponent(product.name)}`);
    expect(list.text).not.toContain(own);
    const page = await fetch(`${base()}/product/${product.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(product.name);
    expect(html).not.toContain(own);
    expect(html).not.toContain(medium.toUpperCase());
  });

  it('refuse a code another product has, naming it, and change nothing', async () => {
    const holder = await createProduct(admin, {
      size: 'S,M',
      size_stock: '{"S":1,"M":1}',
      stock: '2',
    });
    const taken = code();
    expect((await adminSave(holder.id, { size_barcodes: `{"M":"${taken}"}` })).status).toBe(200);

    const other = await createProduct(admin, { size: 'M' });
    const refused = await adminSave(other.id, { name: 'Should not stick', barcode: taken });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { barcode: [`Already the barcode of ${holder.name} (M).`] },
    });
    expect((await call(`/api/products/${other.id}/`)).body.name).toBe(other.name);

    // The /api says the same, as a 400 with the field.
    const viaApi = await call(`/api/products/${other.id}/`, {
      method: 'PUT',
      token: admin,
      json: { size_barcodes: { M: taken } },
    });
    expect(viaApi.status).toBe(400);
    expect(viaApi.body).toEqual({
      size_barcodes: [`Size M: already the barcode of ${holder.name} (M).`],
    });

    // Bad text is a 400 too, never a 500.
    const bad = await call(`/api/products/${other.id}/`, {
      method: 'PUT',
      token: admin,
      json: { barcode: 'ABC 123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.barcode[0]).toMatch(/letters, digits and - \. \//);
  });

  it('go to exactly one of eight saves racing for the same code', async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, () => createProduct(admin)));
    const contested = code();
    const answers = await Promise.all(
      racers.map((p) =>
        call(`/api/products/${p.id}/`, {
          method: 'PUT',
          token: admin,
          json: { barcode: contested },
        }),
      ),
    );
    const won = answers.flatMap((r, i) => (r.status === 200 ? [racers[i]!] : []));
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((r) => r.status !== 200)) {
      expect(lost.status).toBe(400);
      expect(lost.body).toEqual({ barcode: [`Already the barcode of ${won[0]!.name}.`] });
    }
  });

  it('of a size the product no longer offers are dropped, so another product may take them', async () => {
    const first = await createProduct(admin, {
      size: 'S,M',
      size_stock: '{"S":1,"M":1}',
      stock: '2',
    });
    const freed = code();
    expect((await adminSave(first.id, { size_barcodes: `{"S":"${freed}"}` })).status).toBe(200);
    const sizeGone = await call(`/api/products/${first.id}/`, {
      method: 'PUT',
      token: admin,
      json: { size: 'M', size_stock: { M: 1 } },
    });
    expect(sizeGone.status, sizeGone.text).toBe(200);
    const second = await createProduct(admin);
    const taken = await call(`/api/products/${second.id}/`, {
      method: 'PUT',
      token: admin,
      json: { barcode: freed },
    });
    expect(taken.status, taken.text).toBe(200);
  });

  it('for a size the product does not offer are refused', async () => {
    const product = await createProduct(admin, { size: 'S,M' });
    const answer = await call(`/api/products/${product.id}/`, {
      method: 'PUT',
      token: admin,
      json: { size_barcodes: { XL: code() } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.size_barcodes[0]).toMatch(/^Size XL: not one of this product's sizes/);
  });
});

// ---- the spreadsheet ----

const exportRows = async (): Promise<string[][]> => {
  const response = await fetch(`${base()}/admin/products/export.csv`, {
    headers: { cookie: adminCookie },
  });
  expect(response.status).toBe(200);
  return parse(new TextDecoder().decode(await response.arrayBuffer()), { bom: true });
};
const at = (column: string) => CSV_COLUMNS.indexOf(column as never);

function upload(step: 'preview' | 'apply', rows: string[][], plan?: string) {
  const body = new FormData();
  const bytes = new TextEncoder().encode(stringify(rows));
  body.set('file', new Blob([bytes], { type: 'text/csv' }), 'catalogue.csv');
  if (plan) body.set('plan', plan);
  return call(`/admin-save/catalogue/${step}`, { method: 'POST', token: admin, body });
}

describe('the spreadsheet’s barcode columns', () => {
  it('export the codes, import changes and swaps, and refuse a taken or repeated code by row', async () => {
    const one = await createProduct(admin, {
      size: 'S,M',
      size_stock: '{"S":1,"M":1}',
      stock: '2',
    });
    const two = await createProduct(admin);
    const bystander = await createProduct(admin);
    const [a, b, s, kept] = [code(), code(), code(), code()];
    expect((await adminSave(one.id, { barcode: a, size_barcodes: `{"S":"${s}"}` })).status).toBe(
      200,
    );
    expect((await adminSave(two.id, { barcode: b })).status).toBe(200);
    expect((await adminSave(bystander.id, { barcode: kept })).status).toBe(200);

    const rows = await exportRows();
    const header = rows[0]!;
    expect(header).toEqual([...CSV_COLUMNS]);
    const rowOf = (id: number) => rows.find((r) => r[0] === String(id))!;
    expect(rowOf(one.id)[at('barcode')]).toBe(a);
    expect(rowOf(one.id)[at('size_barcodes')]).toBe(`S:${s}`);
    expect(rowOf(two.id)[at('barcode')]).toBe(b);

    // Swap the two products' codes and move the size code from S to M: only the end must be unique.
    const swapped = [
      header,
      Object.assign([...rowOf(one.id)], { [at('barcode')]: b, [at('size_barcodes')]: `M:${s}` }),
      Object.assign([...rowOf(two.id)], { [at('barcode')]: a }),
    ];
    const preview = await upload('preview', swapped);
    expect(preview.body, preview.text).toMatchObject({ updates: 2, errorCount: 0 });
    expect(preview.body.changes).toEqual([
      expect.objectContaining({ id: one.id, columns: ['barcode', 'size_barcodes'] }),
      expect.objectContaining({ id: two.id, columns: ['barcode'] }),
    ]);
    const applied = await upload('apply', swapped, preview.body.plan);
    expect(applied.status, applied.text).toBe(200);
    const after = await exportRows();
    const afterRow = (id: number) => after.find((r) => r[0] === String(id))!;
    expect(afterRow(one.id)[at('barcode')]).toBe(b);
    expect(afterRow(one.id)[at('size_barcodes')]).toBe(`M:${s}`);
    expect(afterRow(two.id)[at('barcode')]).toBe(a);

    // A code a product outside the file keeps, one code on two rows (row 1 keeps its size code
    // s) and a code a spreadsheet shortened: row errors, and nothing is applied.
    const clashing = [
      header,
      Object.assign([...afterRow(one.id)], { [at('barcode')]: kept }),
      Object.assign([...afterRow(two.id)], { [at('barcode')]: s }),
      Object.assign([...afterRow(two.id)].fill(''), {
        [at('name')]: 'New row with a repeated code',
        [at('main_category')]: 'mens',
        [at('sub_category')]: 'Shirt',
        [at('price')]: '499',
        [at('barcode')]: '8.90123E+12',
      }),
    ];
    const refused = await upload('preview', clashing);
    expect(refused.status).toBe(200);
    expect(refused.body.plan).toBeNull();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        line: 2,
        column: 'barcode',
        message: `Already the barcode of ${bystander.name}.`,
      }),
      expect.objectContaining({
        line: 3,
        column: 'barcode',
        message: `${s} is also the barcode on line 2.`,
      }),
      expect.objectContaining({
        line: 4,
        column: 'barcode',
        message: expect.stringContaining('a number a spreadsheet shortened'),
      }),
    ]);
    const unchanged = await exportRows();
    expect(unchanged.find((r) => r[0] === String(bystander.id))![at('barcode')]).toBe(kept);
    expect(unchanged.find((r) => r[0] === String(one.id))![at('barcode')]).toBe(b);
  });
});
