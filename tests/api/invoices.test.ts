// Invoices (docs/api.md "Invoices"): confirming an order issues its tax invoice, numbered in the
// financial year's series; the PDF says the number, the GSTIN, each line's HSN and the tax split;
// the shopper opens it with the status token only; cancelling adds a credit note and keeps the
// invoice; a composition shop issues bills of supply without tax.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { adminToken, base, call, newCustomer } from './support/client';
import { createProduct } from './support/products';
import { cookieHeader, signIn } from './support/session';
import { TEST_ADMIN } from '../support/test-server';

let admin: string;
let defaults: Record<string, unknown>;
let shirt: { id: number };
let perfume: { id: number };

const settings = (json: unknown) =>
  call('/api/shop-settings/', { method: 'PATCH', token: admin, json });
const move = (number: string, json: unknown) =>
  call(`/api/orders/${number}/`, { method: 'PATCH', token: admin, json });
async function placed(json: Record<string, unknown>) {
  const answer = await call('/api/orders/', {
    method: 'POST',
    json: { name: 'Asha Verma', phone: '98111 22334', ...json },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { number: string; token: string; status_url: string };
}
async function pdf(path: string, token?: string) {
  const res = await fetch(
    `${base()}${path}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

beforeAll(async () => {
  admin = await adminToken();
  defaults = (await call('/api/shop-settings/', { token: admin })).body;
  const saved = await settings({
    legal_name: 'Style Point Menswear LLP',
    gst_scheme: 'regular',
    gstin: '29AAGCB7383J1Z4',
    state_code: '29',
  });
  expect(saved.status, saved.text).toBe(200);
  shirt = await createProduct(admin, {
    size: '',
    sub_category: 'Shirt',
    price: '2999.00',
    stock: '20',
  });
  perfume = await createProduct(admin, {
    size: '',
    main_category: 'cosmetics',
    sub_category: 'Perfume',
    price: '1000.00',
    stock: '20',
  });
});

afterAll(async () => {
  const { state: _state, ...back } = defaults;
  await settings(back);
});

describe('tax invoices', () => {
  it('are issued on confirm, and the PDF has the number, GSTIN, HSN and CGST/SGST', async () => {
    const order = await placed({
      fulfilment: 'delivery',
      address: '45 Residency Lane',
      pincode: '560095',
      state: '29',
      lines: [
        { product_id: shirt.id, qty: 1 },
        { product_id: perfume.id, qty: 1 },
      ],
    });
    expect(
      (await call(`/api/orders/${order.number}/`, { token: admin })).body.invoice_number,
    ).toBeNull();
    expect((await pdf(`/api/orders/${order.number}/invoice.pdf`, admin)).status).toBe(404);
    const confirmed = await move(order.number, { status: 'confirmed' });
    expect(confirmed.status, confirmed.text).toBe(200);
    const number = confirmed.body.invoice_number as string;
    expect(number).toMatch(/^SPM\/\d{2}-\d{2}\/\d{4}$/);
    const file = await pdf(`/api/orders/${order.number}/invoice.pdf`, admin);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const text = await pdfText(file.bytes);
    for (const part of [
      'TAX INVOICE',
      number,
      'GSTIN: 29AAGCB7383J1Z4',
      'Style Point Menswear LLP',
      'Place of supply: Karnataka (29)',
      '6205',
      '3303',
      '2,541.53',
      '228.74',
      '228.73',
      'Tax payable on reverse charge: No',
      'Rupees Three Thousand Nine Hundred Ninety-Nine only',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect(text).not.toMatch(/IGST/);
  });

  it('charge IGST for another state, and the shopper opens theirs by the token only', async () => {
    const order = await placed({
      fulfilment: 'delivery',
      address: '3 Marine Drive, Kochi',
      pincode: '682001',
      state: '32',
      lines: [{ product_id: shirt.id, qty: 1 }],
    });
    await move(order.number, { status: 'confirmed' });
    const path = new URL(order.status_url).pathname;
    const mine = await pdf(`${path}/invoice.pdf`);
    expect(mine.status).toBe(200);
    const text = await pdfText(mine.bytes);
    expect(text).toContain('Place of supply: Kerala (32)');
    expect(text).toMatch(/IGST/);
    expect(text).toContain('457.47');
    // The status link may be forwarded: its copy masks the address as the status page does.
    expect(text).toContain('(PIN 682');
    expect(text).not.toContain('Marine Drive');
    const full = await pdfText((await pdf(`/api/orders/${order.number}/invoice.pdf`, admin)).bytes);
    expect(full).toContain('3 Marine Drive, Kochi - 682001');
    expect((await pdf(`${path.slice(0, -4)}AAAA/invoice.pdf`)).status).toBe(404);
    const customer = await newCustomer('inv');
    expect((await pdf(`/api/orders/${order.number}/invoice.pdf`, customer.access)).status).toBe(
      403,
    );
  });

  it('a cancelled invoiced order keeps its invoice and gets a credit note', async () => {
    const order = await placed({ fulfilment: 'pickup', lines: [{ product_id: shirt.id, qty: 1 }] });
    const confirmed = await move(order.number, { status: 'confirmed' });
    const cancelled = await move(order.number, { status: 'cancelled', reason: 'Wrong size' });
    expect(cancelled.body.invoice_number).toBe(confirmed.body.invoice_number);
    expect(cancelled.body.credit_note_number).toMatch(/^CN\/\d{2}-\d{2}\/\d{4}$/);
    const note = await pdfText(
      (await pdf(`/api/orders/${order.number}/credit-note.pdf`, admin)).bytes,
    );
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain(`Against invoice: ${confirmed.body.invoice_number}`);
    expect((await pdf(`/api/orders/${order.number}/invoice.pdf`, admin)).status).toBe(200);
  });

  it('numbers follow on without a gap', async () => {
    const a = await placed({ fulfilment: 'pickup', lines: [{ product_id: perfume.id, qty: 1 }] });
    const b = await placed({ fulfilment: 'pickup', lines: [{ product_id: perfume.id, qty: 1 }] });
    const first = (await move(a.number, { status: 'confirmed' })).body.invoice_number as string;
    const second = (await move(b.number, { status: 'confirmed' })).body.invoice_number as string;
    const seq = (n: string) => Number(n.split('/')[2]);
    expect(seq(second)).toBe(seq(first) + 1);
  });
});

describe('the accountant’s month', () => {
  it('lists credit notes negative and nets them in the summary by place and rate', async () => {
    const order = await placed({ fulfilment: 'pickup', lines: [{ product_id: shirt.id, qty: 1 }] });
    const invoice = (await move(order.number, { status: 'confirmed' })).body.invoice_number;
    const note = (await move(order.number, { status: 'cancelled', reason: 'Returned' })).body
      .credit_note_number;
    const csv = async (part: string) => {
      const cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
      const res = await fetch(`${base()}/admin/invoices/export.csv?part=${part}`, {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      return (await res.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((l) => l.split(','));
    };
    const documents = await csv('invoices');
    expect(documents[0]).toEqual([
      'number',
      'type',
      'date',
      'order',
      'buyer',
      'place_of_supply',
      'taxable',
      'cgst',
      'sgst',
      'igst',
      'total',
      'channel',
      'payment_method',
      'buyer_gstin',
      'original_invoice',
      'original_date',
    ]);
    const row = (n: string) => documents.find((r) => r[0] === n)!;
    expect(row(invoice).slice(6)).toEqual([
      '2541.53',
      '228.74',
      '228.73',
      '0.00',
      '2999.00',
      'web',
      'at_shop',
      '',
      '',
      '',
    ]);
    expect(row(note).slice(6, 11)).toEqual(['-2541.53', '-228.74', '-228.73', '0.00', '-2999.00']);
    // The credit note names the invoice it credits, and that invoice's date.
    expect(row(note).slice(14)).toEqual([invoice, row(invoice)[2]]);
    const summary = await csv('summary');
    const net = (rows: string[][], column: number) =>
      rows.slice(1).reduce((sum, r) => sum + Math.round(Number(r[column]) * 100), 0);
    // The summary is B2C: a business buyer's invoice (another test's counter sale may be in this
    // month) is reported on its own, with its GSTIN in the last column.
    const consumers = [documents[0]!, ...documents.slice(1).filter((r) => r[13] === '')];
    expect(net(summary, 6)).toBe(net(consumers, 10));
    const customer = await newCustomer('acct');
    const jar = (await signIn(base(), 'customer', customer)).jar;
    const refused = await fetch(`${base()}/admin/invoices/export.csv`, {
      headers: { cookie: cookieHeader(jar) },
      redirect: 'manual',
    });
    expect(refused.status).toBe(403);
  });
});

describe('the HSN-wise summary', () => {
  const adminGet = async (path: string) => {
    const cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
    const res = await fetch(`${base()}${path}`, { headers: { cookie }, redirect: 'manual' });
    expect(res.status).toBe(200);
    return res.text();
  };
  /** The month's HSN rows by "hsn rate", the numbers as paise (and the quantity). */
  const hsnRows = async () => {
    const lines = (await adminGet('/admin/invoices/export.csv?part=hsn'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(lines[0]).toEqual([
      'hsn',
      'description',
      'uqc',
      'quantity',
      'total_value',
      'rate_percent',
      'taxable',
      'igst',
      'cgst',
      'sgst',
      'cess',
    ]);
    return new Map(lines.slice(1).map((r) => [`${r[0]} ${r[5]}`, r]));
  };
  const paise = (text: string | undefined) => Math.round(Number(text ?? '0') * 100);

  it('adds this month’s lines per HSN and rate, less a credit note, and links each number', async () => {
    const before = await hsnRows();
    const sold = await placed({
      fulfilment: 'pickup',
      lines: [
        { product_id: shirt.id, qty: 2 },
        { product_id: perfume.id, qty: 1 },
      ],
    });
    const invoice = (await move(sold.number, { status: 'confirmed' })).body.invoice_number;
    const returned = await placed({
      fulfilment: 'pickup',
      lines: [{ product_id: shirt.id, qty: 1 }],
    });
    await move(returned.number, { status: 'confirmed' });
    const note = (await move(returned.number, { status: 'cancelled', reason: 'Returned' })).body
      .credit_note_number;
    const after = await hsnRows();
    const grew = (key: string) => {
      const [now, then] = [after.get(key), before.get(key)];
      expect(now, key).toBeDefined();
      return [3, 4, 6, 7, 8, 9, 10].map((i) =>
        i === 3 ? Number(now![i]) - Number(then?.[i] ?? 0) : paise(now![i]) - paise(then?.[i]),
      );
    };
    // Two shirts at ₹2,999 (18%: over the slab) and a perfume at ₹1,000 (18%), in Karnataka;
    // the returned shirt's invoice and credit note cancel out.
    // quantity, total value, taxable, IGST, CGST, SGST, cess
    expect(grew('6205 18')).toEqual([2, 599_800, 508_305, 0, 45_748, 45_747, 0]);
    expect(grew('3303 18')).toEqual([1, 100_000, 84_746, 0, 7_627, 7_627, 0]);
    expect(after.get('6205 18')!.slice(1, 3)).toEqual(['Men’s or boys’ shirts', 'PCS-PIECES']);

    const page = await adminGet('/admin/invoices');
    const byNumber = (n: string) => `?number=${encodeURIComponent(n)}`;
    expect(page).toContain(`href="/api/orders/${sold.number}/invoice.pdf${byNumber(invoice)}"`);
    expect(page).toContain(
      `href="/api/orders/${returned.number}/credit-note.pdf${byNumber(note)}"`,
    );
    expect(page).toContain(`href="/admin/orders/${sold.number}"`);
    expect(page).toContain(invoice);
    expect(page).toContain(note);
    expect(page).toContain('HSN-wise summary');
  });
});

describe('bills of supply', () => {
  it('a composition shop’s document carries no tax and says why', async () => {
    expect((await settings({ gst_scheme: 'composition' })).status).toBe(200);
    const order = await placed({ fulfilment: 'pickup', lines: [{ product_id: shirt.id, qty: 1 }] });
    await move(order.number, { status: 'confirmed' });
    const text = await pdfText((await pdf(`/api/orders/${order.number}/invoice.pdf`, admin)).bytes);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('Composition taxable person, not eligible to collect tax on supplies.');
    expect(text).not.toMatch(/CGST|IGST/);
    await settings({ gst_scheme: 'regular' });
  });
});
