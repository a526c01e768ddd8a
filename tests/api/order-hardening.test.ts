// Holes a red-team pass found in orders (docs/decisions.md "Orders"), each through the real
// server on PGlite and PostgreSQL: the answer to a saved order never fails, the largest order the
// rules allowed is refused by name instead of overflowing, an IPv6 network is one client to the
// limits, and a customer's own order list leaves out the shop's notes.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer } from './support/client';
import { createProduct } from './support/products';

let admin: string;
const details = { name: 'Asha', fulfilment: 'pickup' };
const order = (json: unknown, init: { token?: string; address?: string } = {}) =>
  call('/api/orders/', {
    method: 'POST',
    json: { ...details, ...(json as object) },
    ...(init.token && { token: init.token }),
    ...(init.address && { headers: { 'x-forwarded-for': init.address } }),
  });
const orderCount = async () => (await call('/api/orders/', { token: admin })).body.count as number;

beforeAll(async () => {
  admin = await adminToken();
});

describe('a saved order always answers 201', () => {
  it('even when its message must be shortened through names full of emoji', async () => {
    // 22 letters, then a family emoji: the cut to 24 characters (23 kept, then ".") used to take
    // half of its first code point, and encoding that half made the answer a 500 after the order
    // was saved.
    const name = `${'A'.repeat(22)}👨‍👩‍👧‍👦 kurta`;
    const products = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        createProduct(admin, { name: `${name} ${i}`, size: '', stock: '5', color: '🟦 Blue' }),
      ),
    );
    const before = await orderCount();
    const answer = await order({ lines: products.map((p) => ({ product_id: p.id, qty: 1 })) });
    expect(answer.status, answer.text).toBe(201);
    expect(await orderCount()).toBe(before + 1);
    const text = decodeURIComponent(answer.body.whatsapp_url.split('?text=')[1]);
    expect(text.startsWith(`Order ${answer.body.number}\n`)).toBe(true);
    // Every line is there, shortened, and no emoji was cut in half (a lone surrogate).
    expect(text.split('\n').filter((l) => /^\d+\. #\d+/.test(l))).toHaveLength(40);
    expect(text).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
  });
});

describe('the largest order', () => {
  it('is refused with a 400 naming the limit when its total is past what an order holds', async () => {
    // The highest price the catalogue allows, 20 of it on 60 lines: ₹1,200 crore.
    const dearest = await Promise.all(
      Array.from({ length: 60 }, () =>
        createProduct(admin, { price: '10000000.00', size: '', stock: '20' }),
      ),
    );
    const before = await orderCount();
    const answer = await order({ lines: dearest.map((p) => ({ product_id: p.id, qty: 20 })) });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.lines).toEqual([
      'An order may total at most ₹1,00,00,00,000.00; this one totals ₹12,00,00,00,000.00. Split it into smaller orders, or talk to the shop.',
    ]);
    expect(await orderCount()).toBe(before);
    // The limit itself is accepted: 10 of one line is ₹10 crore.
    const within = await order({ lines: [{ product_id: dearest[0]!.id, qty: 10 }] });
    expect(within.status, within.text).toBe(201);
    expect(within.body.subtotal).toBe('100000000.00');
  });
});

describe('rate limits', () => {
  it('count an IPv6 client by its /64: a new address in the same network is the same client', async () => {
    const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
    const network = `2001:db8:${hex()}:${hex()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // A fresh interface id each time, as privacy addresses (or an attacker) would.
      const address = `${network}:${hex()}:${hex()}:${hex()}:${i + 1}`;
      statuses.push((await order({ lines: [{ product_id: 999999, qty: 1 }] }, { address })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another /64 is another client.
    const other = `2001:db8:${hex()}:${hex()}::1`;
    expect(
      (await order({ lines: [{ product_id: 999999, qty: 1 }] }, { address: other })).status,
    ).toBe(409);
  });
});

describe("a customer's own orders (GET /api/orders/mine/)", () => {
  it('show the status changes but not the shop’s notes (a cancel reason, a payment mark)', async () => {
    const customer = await newCustomer('notes');
    const cap = await createProduct(admin, { size: '', stock: '3' });
    const placed = await order(
      { lines: [{ product_id: cap.id, qty: 1 }] },
      { token: customer.access },
    );
    const patch = (json: unknown) =>
      call(`/api/orders/${placed.body.number}/`, { method: 'PATCH', token: admin, json });
    expect((await patch({ paid: true })).status).toBe(200);
    const reason = 'Same phone as the fraud last week';
    expect((await patch({ status: 'cancelled', reason })).status).toBe(200);

    const mine = await call('/api/orders/mine/', { token: customer.access });
    expect(mine.status).toBe(200);
    expect(mine.text).not.toContain(reason);
    expect(mine.text).not.toContain('Marked paid');
    expect(
      mine.body[0].events.map((e: { status: string; note: string }) => [e.status, e.note]),
    ).toEqual([
      ['new', ''],
      ['cancelled', ''],
    ]);
    expect(mine.body[0]).toMatchObject({ status: 'cancelled', paid: true });
    // The inbox keeps them.
    const inbox = await call(`/api/orders/${placed.body.number}/`, { token: admin });
    expect(inbox.text).toContain(reason);
  });
});
