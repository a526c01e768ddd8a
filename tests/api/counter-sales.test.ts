// A sale at the counter (docs/api.md "Counter sales"): priced by the server at today's price,
// paid in full (cash with change, UPI, card, split), recorded as a completed order of the counter
// channel with its stock taken and its GST invoice issued on what the customer paid; a business
// buyer's GSTIN on the invoice; bad input is 400 with dotted field keys, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { TEST_ADMIN } from '../support/test-server';
import { adminToken, base, call, newCustomer, publicUrl } from './support/client';
import { cash, sell, sizedProduct, sizeStock, type TestProduct } from './support/counter';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let defaults: Record<string, unknown>;
let shirt: TestProduct;
let blazer: TestProduct;

const settings = (json: unknown) =>
  call('/api/shop-settings/', { method: 'PATCH', token: admin, json });
const adminOrder = async (number: string) =>
  (await call(`/api/orders/${number}/`, { token: admin })).body;
const adminGet = async (path: string) => {
  const cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
  const res = await fetch(`${base()}${path}`, { headers: { cookie }, redirect: 'manual' });
  expect(res.status).toBe(200);
  return res;
};
/** The month's invoices as the accountant's CSV has them: number -> its five amounts (taxable to total). */
async function invoiceAmounts(number: string): Promise<string[]> {
  const text = await (await adminGet('/admin/invoices/export.csv?part=invoices')).text();
  const row = text
    .split('\r\n')
    .map((l) => l.split(','))
    .find((r) => r[0] === number);
  return row ? row.slice(6, 11) : [];
}
const invoicePdf = async (number: string) => {
  const res = await fetch(`${base()}/api/orders/${number}/invoice.pdf`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
};

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
  shirt = await sizedProduct(admin, { S: 2, M: 10, L: 10 }, { price: '1000.00' });
  blazer = await sizedProduct(admin, { M: 10 }, { price: '2999.00' });
});

afterAll(async () => {
  const { state: _state, ...back } = defaults;
  await settings(back);
});

describe('POST /api/counter-sales/', () => {
  it('sells for cash with change: a completed counter order, stock down, invoice issued', async () => {
    const before = await sizeStock(shirt.id);
    const answer = await sell(
      { lines: [{ product_id: shirt.id, size: 'M', qty: 2 }], payments: cash('2000', '2500') },
      { token: admin },
    );
    expect(answer.status, answer.text).toBe(201);
    const sale = answer.body;
    expect(sale).toMatchObject({ total: '2000.00', change: '500.00', repeated: false });
    expect(sale.number).toMatch(/^[A-Z]{2,8}-\d{4,}$/);
    expect(sale.invoice_number).toMatch(/\/\d{2}-\d{2}\/\d{4}$/);
    expect(sale.receipt_url).toBe(`${publicUrl()}/admin/orders/${sale.number}/receipt`);
    expect(sale.invoice_url).toMatch(/\/orders\/[A-Za-z0-9_-]{43}\/invoice\.pdf$/);
    expect(sale.whatsapp_url).toBeNull();
    expect(await sizeStock(shirt.id)).toEqual({ ...before, M: before.M! - 2 });
    const order = await adminOrder(sale.number);
    expect(order).toMatchObject({
      channel: 'counter',
      status: 'completed',
      paid: true,
      fulfilment: 'pickup',
      payment_method: 'at_shop',
      name: 'Walk-in customer',
      total: '2000.00',
      invoice_number: sale.invoice_number,
      counter_payments: [
        { method: 'cash', amount: '2000.00', tendered: '2500.00', change: '500.00' },
      ],
    });
    expect(order.events).toEqual([
      expect.objectContaining({ status: 'completed', note: 'Sold at the counter' }),
    ]);
    const ledger = await call(`/api/products/${shirt.id}/ledger/`, { token: admin });
    expect(ledger.status, ledger.text).toBe(200);
    expect(JSON.stringify(ledger.body)).toContain(sale.number);
    const invoice = (await fetch(sale.invoice_url)).status;
    expect(invoice).toBe(200);
  });

  it('sells a product hidden from the website: the piece is in the owner’s hand', async () => {
    const hidden = await sizedProduct(admin, { M: 1 }, { price: '500.00', available: 'false' });
    const answer = await sell(
      { lines: [{ product_id: hidden.id, size: 'M', qty: 1 }], payments: cash('500') },
      { token: admin },
    );
    expect(answer.status, answer.text).toBe(201);
    expect(await sizeStock(hidden.id)).toEqual({ M: 0 });
  });

  it('splits a bill between cash and UPI, and links the receipt to the customer’s WhatsApp', async () => {
    const answer = await sell(
      {
        lines: [{ product_id: shirt.id, size: 'L', qty: 1 }],
        payments: [
          { method: 'cash', amount: '400' },
          { method: 'upi', amount: '600' },
        ],
        customer: { name: 'Ravi Kumar', phone: '98450 12345' },
        expected_total: '1000.00',
      },
      { token: admin },
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.change).toBe('0.00');
    const link = new URL(answer.body.whatsapp_url);
    expect(link.pathname).toBe('/919845012345');
    const text = link.searchParams.get('text')!;
    expect(text).toContain(`Bill ${answer.body.number}`);
    expect(text).toContain(`${shirt.name} (L) × 1 = ₹1,000.00`);
    expect(text).toContain('Paid by: Cash ₹400.00, UPI ₹600.00');
    expect(text).toContain(`Invoice: ${answer.body.invoice_url}`);
    const order = await adminOrder(answer.body.number);
    expect(order.name).toBe('Ravi Kumar');
    expect(order.counter_payments.map((p: { method: string }) => p.method)).toEqual([
      'cash',
      'upi',
    ]);
  });

  it('takes line and bill discounts with reasons; the GST is on what was paid', async () => {
    // 2 blazers at ₹2,999 sold for ₹2,600 each, a shirt at ₹1,000, then 10% off the bill:
    // the blazers pay ₹4,680 (₹2,340 a piece: the 5% slab, not the list price's 18%).
    const answer = await sell(
      {
        lines: [
          {
            product_id: blazer.id,
            size: 'M',
            qty: 2,
            discount: { kind: 'final', value: '2600' },
            discount_reason: 'Loyal customer',
          },
          { product_id: shirt.id, size: 'M', qty: 1 },
        ],
        bill_discount: { kind: 'percent', value: '10' },
        bill_discount_reason: 'Festival offer',
        payments: [{ method: 'card', amount: '5580' }],
        expected_total: '5580',
      },
      { token: admin },
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.total).toBe('5580.00');
    const order = await adminOrder(answer.body.number);
    expect(order).toMatchObject({
      subtotal: '5580.00',
      bill_discount: '620.00',
      bill_discount_reason: 'Festival offer',
    });
    expect(order.lines[0]).toMatchObject({
      unit_price: '2999.00',
      discount: '798.00',
      discount_reason: 'Loyal customer',
      line_total: '5200.00',
    });
    expect(order.lines[1]).toMatchObject({ discount: '0.00', discount_reason: '' });
    // taxable 4,457.14 + 857.14; CGST = SGST = 111.43 + 21.43.
    expect(await invoiceAmounts(answer.body.invoice_number)).toEqual([
      '5314.28',
      '132.86',
      '132.86',
      '0.00',
      '5580.00',
    ]);
    const pdf = await invoicePdf(answer.body.number);
    expect(pdf).toContain('5%');
    expect(pdf).not.toContain('18%');
    // The blazers' discount on the invoice: their own ₹798 and their ₹520 share of the bill's.
    expect(pdf).toMatch(/Less discount ₹\s?1,318\.00/);
  });

  it('puts a business buyer’s name and GSTIN on the invoice; a wrong GSTIN is refused', async () => {
    const line = { product_id: shirt.id, size: 'S', qty: 1 };
    const wrong = await sell(
      {
        lines: [line],
        payments: cash('1000'),
        customer: { name: 'Acme Traders', gstin: '29AAGCB7383J1Z5' },
      },
      { token: admin },
    );
    expect(wrong.status, wrong.text).toBe(400);
    expect(wrong.body['customer.gstin'][0]).toMatch(/checksum is wrong/);
    const answer = await sell(
      {
        lines: [line],
        payments: cash('1000'),
        customer: { name: 'Acme Traders', gstin: '24aaacc1206d1zm' },
      },
      { token: admin },
    );
    expect(answer.status, answer.text).toBe(201);
    expect((await adminOrder(answer.body.number)).buyer_gstin).toBe('24AAACC1206D1ZM');
    const pdf = await invoicePdf(answer.body.number);
    expect(pdf).toContain('Acme Traders');
    expect(pdf).toContain('GSTIN: 24AAACC1206D1ZM');
    // Handed over at the counter: the place of supply is the shop's state, CGST + SGST.
    expect(pdf).toContain('Place of supply: Karnataka');
    expect(pdf).toContain('CGST');
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const line = { product_id: shirt.id, size: 'M', qty: 1 };
    const noReason = await sell(
      { lines: [{ ...line, discount: { kind: 'amount', value: '100' } }], payments: cash('900') },
      { token: admin },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({
      'lines.0.discount_reason': ['Say why the discount is given.'],
    });
    const short = await sell({ lines: [line], payments: cash('900') }, { token: admin });
    expect(short.status).toBe(400);
    expect(short.body.payments).toEqual(['The payments add up to ₹900.00; the bill is ₹1,000.00.']);
    const tooMuch = await sell(
      {
        lines: [{ ...line, discount: { kind: 'final', value: '1200' }, discount_reason: 'x' }],
        payments: cash('1000'),
      },
      { token: admin },
    );
    expect(tooMuch.body).toEqual({
      'lines.0.discount': ['The final price is more than the price.'],
    });
    const nothing = await sell(
      {
        lines: [line],
        bill_discount: { kind: 'percent', value: '100' },
        bill_discount_reason: 'Gift',
        payments: cash('1'),
      },
      { token: admin },
    );
    expect(nothing.status).toBe(400);
    expect(nothing.body.bill_discount[0]).toMatch(/₹0\.00/);
    for (const body of [{}, { lines: 'x' }, { lines: [line], payments: [{ method: 'gold' }] }]) {
      const answer = await call('/api/counter-sales/', {
        method: 'POST',
        token: admin,
        json: body,
      });
      expect(answer.status, answer.text).toBe(400);
    }
    const notJson = await call('/api/counter-sales/', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses a changed price (409 naming the new total) and a product it cannot sell', async () => {
    const stale = await sell(
      {
        lines: [{ product_id: shirt.id, size: 'M', qty: 1 }],
        payments: cash('900'),
        expected_total: '900',
      },
      { token: admin },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toContain('The bill is now ₹1,000.00');
    const noSize = await sell(
      { lines: [{ product_id: shirt.id, size: 'XXL', qty: 1 }], payments: cash('1000') },
      { token: admin },
    );
    expect(noSize.status).toBe(409);
    expect(noSize.body.lines[0].message).toContain(`"${shirt.name}" no longer comes in size XXL`);
    const soldOut = await sell(
      { lines: [{ product_id: shirt.id, size: 'S', qty: 5 }], payments: cash('5000') },
      { token: admin },
    );
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.lines[0].message).toMatch(/^Only 1 left of ".+" in size S\.$/);
    const gone = await sell(
      { lines: [{ product_id: 2_000_000_000, qty: 1 }], payments: cash('1') },
      { token: admin },
    );
    expect(gone.status).toBe(409);
    expect(gone.body.lines[0].message).toBe('Product 2000000000 is no longer in the shop.');
  });

  it('is for admins: 401 without a login, 403 for a customer; the admin’s session works', async () => {
    const body = { lines: [{ product_id: shirt.id, size: 'L', qty: 1 }], payments: cash('1000') };
    expect((await sell(body)).status).toBe(401);
    const customer = await newCustomer('till');
    expect((await sell(body, { token: customer.access })).status).toBe(403);
    const cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
    const viaSession = await sell(body, { headers: { cookie, origin: base() } });
    expect(viaSession.status, viaSession.text).toBe(201);
    const crossSite = await sell(body, { headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(401);
  });
});
