// Store credit end to end over HTTP (docs/api.md "Store credit"): a balance on a customer's phone
// pays for one web order only, however many race for it; a signed-in shopper spends only the
// credit of a phone the shop has dealt with on their account; the counter spends it as a payment
// part; cancelling an order gives its credit back; and with store credit off in the settings,
// nothing is granted or spent.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer, type Customer } from './support/client';
import { cash, newKey, sell, sizedProduct, type TestProduct } from './support/counter';

let admin: string;
let shopper: Customer;
let item: TestProduct;
const phone = `9${randomInt(100_000_000, 999_999_999)}`;
const stored = `+91${phone}`;

const line = () => ({ product_id: item.id, size: 'M', qty: 1 });

function order(token: string | null, extra: Record<string, unknown> = {}) {
  return call('/api/orders/', {
    method: 'POST',
    ...(token ? { token } : {}),
    json: {
      name: 'Asha',
      phone,
      fulfilment: 'pickup',
      lines: [line()],
      idempotency_key: newKey(),
      ...extra,
    },
  });
}

const credit = () => call(`/api/store-credit/?phone=${phone}`, { token: admin });
const grant = (amount: string) =>
  call('/api/store-credit/', {
    method: 'POST',
    token: admin,
    json: { phone, amount, note: 'Kurta returned, refund as credit' },
  });
const setCreditOn = (on: boolean) =>
  call('/api/shop-settings/', { method: 'PATCH', token: admin, json: { store_credit_on: on } });
const message = (url: string) => decodeURIComponent(url.slice(url.indexOf('?text=') + 6));

beforeAll(async () => {
  admin = await adminToken();
  shopper = await newCustomer('credit');
  item = await sizedProduct(admin, { M: 40 }, { price: '1000.00' });
  // The shop deals with the shopper on this phone once: its credit is then theirs to spend.
  const first = await order(shopper.access);
  expect(first.status, first.text).toBe(201);
  const confirmed = await call(`/api/orders/${first.body.number}/`, {
    method: 'PATCH',
    token: admin,
    json: { status: 'confirmed' },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
});

afterAll(async () => {
  await setCreditOn(true);
});

describe('store credit on the web', () => {
  let winner = '';

  it('pays for one of ten orders racing for a balance that covers one', async () => {
    const granted = await grant('1000');
    expect(granted.status, granted.text).toBe(201);
    expect(granted.body.balance).toBe('1000.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => order(shopper.access, { store_credit: '1000.00' })),
    );
    const saved = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 400);
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.body.store_credit).toEqual([
        'There is no store credit left on this phone. Untick store credit to order without it.',
      ]);
    }
    const won = saved[0]!.body;
    winner = won.number;
    expect(won.total).toBe('1000.00');
    expect(won.credit_paid).toBe('1000.00');
    const text = message(won.whatsapp_url);
    expect(text).toContain('Total: ₹1,000.00\nPaid by store credit: ₹1,000.00\nLeft to pay: ₹0.00');
    const after = await credit();
    expect(after.body.balance).toBe('0.00');
    expect(
      after.body.moves.map((m: { reason: string; change: string }) => [m.reason, m.change]),
    ).toEqual([
      ['spent', '-1000.00'],
      ['adjust', '1000.00'],
    ]);
    expect(after.body.moves[0].order_number).toBe(winner);
  });

  it('gives the credit back when that order is cancelled, once', async () => {
    const cancel = await call(`/api/orders/${winner}/`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'cancelled', reason: 'Customer changed their mind' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const after = await credit();
    expect(after.body.balance).toBe('1000.00');
    expect(after.body.moves[0]).toMatchObject({
      reason: 'restored',
      change: '1000.00',
      balance: '1000.00',
      order_number: winner,
    });
  });

  it('spends part of a bill and asks the rest', async () => {
    const placed = await order(shopper.access, { store_credit: '250.00' });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.credit_paid).toBe('250.00');
    expect(message(placed.body.whatsapp_url)).toContain(
      'Paid by store credit: ₹250.00\nLeft to pay: ₹750.00',
    );
    expect((await credit()).body.balance).toBe('750.00');
  });

  it('refuses a guest and a shopper the shop never dealt with on that phone', async () => {
    const guest = await order(null, { store_credit: '100.00' });
    expect(guest.status).toBe(400);
    expect(guest.body.store_credit).toEqual(['Sign in to use your store credit.']);
    const stranger = await newCustomer('stranger');
    const other = await order(stranger.access, { store_credit: '100.00' });
    expect(other.status).toBe(400);
    expect(other.body.store_credit[0]).toMatch(/phone number of your earlier orders/);
    expect((await credit()).body.balance).toBe('750.00');
  });
});

describe('store credit at the counter', () => {
  it('takes a credit part from the customer’s phone, and refuses what is not there', async () => {
    const sale = await sell(
      {
        lines: [line()],
        customer: { phone, name: 'Asha' },
        payments: [{ method: 'credit', amount: '600' }, ...cash('400')],
      },
      { token: admin },
    );
    expect(sale.status, sale.text).toBe(201);
    expect((await credit()).body.balance).toBe('150.00');
    const short = await sell(
      {
        lines: [line()],
        customer: { phone },
        payments: [{ method: 'credit', amount: '600' }, ...cash('400')],
      },
      { token: admin },
    );
    expect(short.status).toBe(400);
    expect(short.body.payments).toEqual(['Only ₹150.00 of store credit is left on this phone.']);
    const noPhone = await sell(
      { lines: [line()], payments: [{ method: 'credit', amount: '1000' }] },
      { token: admin },
    );
    expect(noPhone.status).toBe(400);
    expect(noPhone.body['customer.phone']).toEqual([
      'Enter the customer’s phone: store credit is kept on it.',
    ]);
    expect((await credit()).body.balance).toBe('150.00');
  });
});

describe('store credit turned off', () => {
  it('grants nothing and spends nothing', async () => {
    expect((await setCreditOn(false)).status).toBe(200);
    try {
      const granted = await grant('100');
      expect(granted.status).toBe(400);
      expect(granted.body.detail).toBe(
        'Store credit is turned off in the shop’s settings. Refund by cash or UPI instead.',
      );
      const web = await order(shopper.access, { store_credit: '100.00' });
      expect(web.status).toBe(400);
      expect(web.body.store_credit[0]).toMatch(/Store credit is turned off/);
      const counter = await sell(
        {
          lines: [line()],
          customer: { phone },
          payments: [{ method: 'credit', amount: '100' }, ...cash('900')],
        },
        { token: admin },
      );
      expect(counter.status).toBe(400);
      expect(counter.body.payments[0]).toMatch(/Store credit is turned off/);
      expect((await credit()).body).toMatchObject({ phone: stored, balance: '150.00' });
    } finally {
      await setCreditOn(true);
    }
  });
});
