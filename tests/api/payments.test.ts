// Money on the order (docs/api.md "Shop settings", "Payment claims"): the settings refuse a bad
// GSTIN or UPI ID naming the field and change nothing; an order is charged the shop's delivery
// rule and told so in its WhatsApp message; the status page offers UPI for the total; "I have
// paid" needs a 12-digit UTR and the order's own token, and is refused for a cancelled or paid
// order, each time with nothing recorded.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { adminToken, base, call, newCustomer } from './support/client';
import { createProduct } from './support/products';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let kurta: { id: number };
let defaults: Record<string, unknown>;

const settings = (json?: unknown, token = admin) =>
  call('/api/shop-settings/', json === undefined ? { token } : { method: 'PATCH', token, json });
const order = (json: Record<string, unknown>) =>
  call('/api/orders/', {
    method: 'POST',
    json: { name: 'Asha', phone: '98765 43210', fulfilment: 'delivery', ...json },
  });
const claim = (number: string, json: unknown) =>
  call(`/api/orders/${number}/payment-claim/`, { method: 'POST', json });
const adminOrder = async (number: string) =>
  (await call(`/api/orders/${number}/`, { token: admin })).body;

beforeAll(async () => {
  admin = await adminToken();
  defaults = (await settings()).body;
  kurta = await createProduct(admin, { size: '', price: '1299.00', stock: '20' });
  const saved = await settings({
    upi_id: 'style.point@okaxis',
    delivery_fee: 99,
    free_delivery_above: '1999',
  });
  expect(saved.status, saved.text).toBe(200);
});

afterAll(async () => {
  const { state: _state, ...back } = defaults;
  await settings(back);
});

describe('shop settings', () => {
  it('start from the environment and are for admins only', async () => {
    expect(defaults).toMatchObject({
      state_code: '29',
      state: 'Karnataka',
      payment_asked: 'order',
    });
    const customer = await newCustomer('settings');
    expect((await settings(undefined, customer.access)).status).toBe(403);
    expect((await call('/api/shop-settings/')).status).toBe(401);
  });

  it('refuse a malformed GSTIN or UPI ID, naming the field, and keep what was saved', async () => {
    const before = (await settings()).body;
    const badGstin = await settings({ gst_scheme: 'regular', gstin: '29AAGCB7383J1Z5' });
    expect(badGstin.status).toBe(400);
    expect(badGstin.body.gstin[0]).toMatch(/checksum is wrong/);
    const shortGstin = await settings({ gst_scheme: 'regular', gstin: '29AAGCB7383' });
    expect(shortGstin.body.gstin).toEqual(['A GSTIN has 15 characters; this one has 11.']);
    const otherState = await settings({ gst_scheme: 'regular', gstin: '27AAPFU0939F1ZV' });
    expect(otherState.body.gstin[0]).toMatch(/registered in Maharashtra/);
    const badVpa = await settings({ upi_id: 'style point@okaxis' });
    expect(badVpa.status).toBe(400);
    expect(badVpa.body.upi_id[0]).toMatch(/UPI ID such as/);
    expect((await settings({ colour: 'red' })).body.colour[0]).toMatch(/Unknown setting/);
    expect((await settings()).body).toEqual(before);
  });
});

describe('unknown settings', () => {
  it('include names every object inherits: each is a 400 naming it, and nothing is saved', async () => {
    const before = (await settings()).body;
    for (const [name, value] of [
      ['toString', '"x"'],
      ['constructor', '{"prototype":{"polluted":true}}'],
      ['__proto__', '{"polluted":true}'],
      ['hasOwnProperty', '1'],
      ['valueOf', 'null'],
    ] as const) {
      const answer = await call('/api/shop-settings/', {
        method: 'PATCH',
        token: admin,
        headers: { 'content-type': 'application/json' },
        body: `{"${name}":${value}}`,
      });
      expect(answer.status, name).toBe(400);
      expect(Object.keys(answer.body), name).toEqual([name]);
      expect(answer.body[name][0], name).toMatch(/^Unknown setting\. Send any of: legal_name,/);
    }
    expect((await settings()).body).toEqual(before);
  });
});

describe('an order with delivery and UPI', () => {
  it('is charged the delivery fee, told in WhatsApp, and free above the amount or for pickup', async () => {
    const placed = await order({
      address: '12 Residency Road',
      pincode: '560025',
      state: '29',
      payment_method: 'upi',
      lines: [{ product_id: kurta.id, qty: 1 }],
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({
      subtotal: '1299.00',
      delivery_charge: '99.00',
      total: '1398.00',
      payment_method: 'upi',
    });
    const text = new URL(placed.body.whatsapp_url).searchParams.get('text')!;
    expect(text).toContain('Subtotal: ₹1,299.00');
    expect(text).toContain('Delivery: ₹99.00\nTotal: ₹1,398.00\nPayment: UPI');
    const two = await order({
      address: '12 Residency Road',
      pincode: '560025',
      lines: [{ product_id: kurta.id, qty: 2 }],
    });
    expect(two.body).toMatchObject({ delivery_charge: '0.00', total: '2598.00' });
    const pickup = await order({ fulfilment: 'pickup', lines: [{ product_id: kurta.id, qty: 1 }] });
    expect(pickup.body).toMatchObject({ delivery_charge: '0.00', payment_method: 'at_shop' });
  });

  it('refuses a state that is not one, under its field', async () => {
    const bad = await order({
      address: '12 Residency Road',
      pincode: '560025',
      state: '25',
      lines: [{ product_id: kurta.id, qty: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.state).toEqual(['Choose the state of the delivery address.']);
    const payment = await order({
      fulfilment: 'pickup',
      payment_method: 'card',
      lines: [{ product_id: kurta.id, qty: 1 }],
    });
    expect(payment.body.payment_method[0]).toMatch(/Choose how you will pay/);
  });
});

describe('payment claims', () => {
  let number: string;
  let token: string;
  let statusUrl: string;

  beforeAll(async () => {
    const placed = await order({
      address: '12 Residency Road',
      pincode: '560025',
      payment_method: 'upi',
      lines: [{ product_id: kurta.id, qty: 1 }],
    });
    ({ number, token, status_url: statusUrl } = placed.body);
  });

  it('the status page offers UPI for the total, as a link and its QR code', async () => {
    const html = await (await fetch(statusUrl.replace('localhost', '127.0.0.1'))).text();
    const link = `upi://pay?pa=style.point%40okaxis&amp;pn=Style%20Point%20Menswear&amp;am=1398.00&amp;cu=INR&amp;tn=${number}&amp;tr=${number}`;
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('Pay ₹1,398.00 by UPI');
    expect(html).toContain(`UPI QR code to pay ₹1,398.00 for order ${number}`);
  });

  it('refuses a UTR that is not 12 digits, and another order’s token, recording nothing', async () => {
    for (const utr of ['12345678901', '1234567890123', 'ABCDEFGHIJKL']) {
      const bad = await claim(number, { token, utr });
      expect(bad.status, utr).toBe(400);
      expect(bad.body.utr[0]).toMatch(/12-digit UPI reference/);
    }
    const other = await order({ fulfilment: 'pickup', lines: [{ product_id: kurta.id, qty: 1 }] });
    const wrong = await claim(number, { token: other.body.token, utr: '452112345678' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toMatch(new RegExp(`not the one for order ${number}`));
    expect((await claim(number, { utr: '452112345678' })).status).toBe(400);
    expect((await adminOrder(number)).payment).toEqual({
      method: 'upi',
      state: 'unpaid',
      utr: null,
      claimed_at: null,
      also_claimed_for: [],
    });
  });

  it('records a claim for the inbox, then the shop marks it paid and the claim is closed', async () => {
    const ok = await claim(number, { token, utr: '4521 1234 5678' });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body).toMatchObject({ number, payment: { state: 'claimed', utr: '452112345678' } });
    expect((await adminOrder(number)).payment.state).toBe('claimed');
    const paid = await call(`/api/orders/${number}/`, {
      method: 'PATCH',
      token: admin,
      json: { paid: true },
    });
    expect(paid.body.payment).toMatchObject({ state: 'paid', utr: '452112345678' });
    const again = await claim(number, { token, utr: '999912345678' });
    expect(again.status, again.text).toBe(409);
    expect(again.body.detail).toMatch(/already marked .* paid/);
    const html = await (await fetch(statusUrl.replace('localhost', '127.0.0.1'))).text();
    expect(html).not.toContain('upi://pay');
  });

  it('accepts a reference another order claimed, and flags it to the shop on both', async () => {
    const utr = String(randomInt(100_000, 999_999)).repeat(2);
    const placedUpi = () =>
      order({
        fulfilment: 'pickup',
        payment_method: 'upi',
        lines: [{ product_id: kurta.id, qty: 1 }],
      });
    const [first, second] = [(await placedUpi()).body, (await placedUpi()).body];
    expect((await claim(first.number, { token: first.token, utr })).status).toBe(201);
    const again = await claim(second.number, { token: second.token, utr });
    expect(again.status, again.text).toBe(201);
    expect(again.body.payment).not.toHaveProperty('also_claimed_for');
    expect((await adminOrder(first.number)).payment.also_claimed_for).toEqual([second.number]);
    expect((await adminOrder(second.number)).payment.also_claimed_for).toEqual([first.number]);
    const cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
    for (const [mine, other] of [
      [first, second],
      [second, first],
    ]) {
      const page = await fetch(`${base()}/admin/orders/${mine.number}`, { headers: { cookie } });
      const text = (await page.text()).replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ');
      expect(text).toContain(`UTR also claimed for ${other.number}. One transfer pays one order`);
      const status = await (await fetch(mine.status_url.replace('localhost', '127.0.0.1'))).text();
      expect(status).not.toContain(other.number);
    }
  });

  it('is refused on a cancelled order, recording nothing', async () => {
    const placed = await order({ fulfilment: 'pickup', lines: [{ product_id: kurta.id, qty: 1 }] });
    const cancel = await call(`/api/orders/${placed.body.number}/`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'cancelled', reason: 'Customer changed their mind' },
    });
    expect(cancel.status).toBe(200);
    const refused = await claim(placed.body.number, {
      token: placed.body.token,
      utr: '452112345678',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/was cancelled: there is nothing to pay/);
    expect((await adminOrder(placed.body.number)).payment.state).toBe('unpaid');
  });
});
