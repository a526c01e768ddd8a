// The accountant's month with counter sales (docs/api.md "Counter sales"): a sale made through
// POST /api/counter-sales/ issues its invoice, which the month's CSV lists with its channel, how
// it was paid (a split sale's parts with amounts) and a business buyer's GSTIN, appended after
// the columns older spreadsheets read; a business buyer's invoice stays out of the B2C table.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { adminToken, base, call } from './support/client';
import { sell, sizedProduct, type TestProduct } from './support/counter';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let defaults: Record<string, unknown>;
let shirt: TestProduct;

const settings = (json: unknown) =>
  call('/api/shop-settings/', { method: 'PATCH', token: admin, json });

async function csv(part: 'invoices' | 'summary'): Promise<Record<string, string>[]> {
  const cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
  const res = await fetch(`${base()}/admin/invoices/export.csv?part=${part}`, {
    headers: { cookie },
    redirect: 'manual',
  });
  expect(res.status).toBe(200);
  return parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
}

const paise = (text: string | undefined) => Math.round(Number(text) * 100);

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
  shirt = await sizedProduct(admin, { M: 10 }, { price: '1000.00' });
});

afterAll(async () => {
  const { state: _state, ...back } = defaults;
  await settings(back);
});

describe('the month’s CSV with counter sales', () => {
  it('lists each counter sale with its channel, payment and the buyer’s GSTIN', async () => {
    const split = await sell(
      {
        lines: [{ product_id: shirt.id, size: 'M', qty: 1 }],
        payments: [
          { method: 'cash', amount: '400', tendered: '500' },
          { method: 'upi', amount: '600' },
        ],
      },
      { token: admin },
    );
    expect(split.status, split.text).toBe(201);
    const business = await sell(
      {
        lines: [{ product_id: shirt.id, size: 'M', qty: 2 }],
        payments: [{ method: 'card', amount: '2000' }],
        customer: { name: 'Acme Traders', gstin: '24aaacc1206d1zm' },
      },
      { token: admin },
    );
    expect(business.status, business.text).toBe(201);

    const documents = await csv('invoices');
    expect(Object.keys(documents[0]!)).toEqual([
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
    const row = (number: string) => documents.find((d) => d.number === number);
    expect(row(split.body.invoice_number)).toMatchObject({
      type: 'invoice',
      order: split.body.number,
      total: '1000.00',
      channel: 'counter',
      payment_method: 'cash 400.00 + upi 600.00',
      buyer_gstin: '',
    });
    expect(row(business.body.invoice_number)).toMatchObject({
      buyer: 'Acme Traders',
      total: '2000.00',
      channel: 'counter',
      payment_method: 'card',
      buyer_gstin: '24AAACC1206D1ZM',
    });

    // The B2C table sums the consumers' documents only.
    const consumers = documents.filter((d) => d.buyer_gstin === '');
    const summary = await csv('summary');
    const sum = (rows: Record<string, string>[]) =>
      rows.reduce((total, r) => total + paise(r.total), 0);
    expect(sum(summary)).toBe(sum(consumers));
    expect(sum(documents) - sum(consumers)).toBeGreaterThanOrEqual(200000);
  });
});
