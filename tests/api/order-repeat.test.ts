// One checkout, one order (docs/api.md "POST /api/orders/", `idempotency_key`): however many
// times the cart sends the same checkout — a second tap, a retry after a timeout, the same
// request reaching two servers at once — the inbox holds one order, and every answer names it.
// And the WhatsApp message the shop receives says what the shopper typed.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer } from './support/client';
import { createProduct } from './support/products';

let admin: string;
let cap: { id: number; name: string };

const details = {
  name: 'Asha Menon',
  phone: '98765 43210',
  fulfilment: 'delivery',
  address: '12 MG Road\nKochi',
  pincode: '682001',
  note: 'Call before coming',
};
const order = (json: unknown, token?: string) =>
  call('/api/orders/', { method: 'POST', json, ...(token && { token }) });
const inboxCount = async () =>
  (await call('/api/orders/?page_size=1', { token: admin })).body.count as number;

beforeAll(async () => {
  admin = await adminToken();
  cap = await createProduct(admin, { size: '', sub_category: 'Caps', price: '250.50', stock: '9' });
});

describe('a checkout sent more than once', () => {
  it('saves one order: the repeat answers 200 with the same number, token and message', async () => {
    const before = await inboxCount();
    const body = {
      ...details,
      idempotency_key: randomUUID(),
      lines: [{ product_id: cap.id, qty: 2 }],
    };
    const first = await order(body);
    expect(first.status, first.text).toBe(201);
    const second = await order(body);
    expect(second.status, second.text).toBe(200);
    expect(second.body.number).toBe(first.body.number);
    expect(second.body.token).toBe(first.body.token);
    expect(second.body.whatsapp_url).toBe(first.body.whatsapp_url);
    expect(await inboxCount()).toBe(before + 1);
  });

  it('saves one order when the same checkout arrives three times at once', async () => {
    const before = await inboxCount();
    const body = {
      ...details,
      idempotency_key: randomUUID(),
      lines: [{ product_id: cap.id, qty: 1 }],
    };
    const answers = await Promise.all([order(body), order(body), order(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.number)).size).toBe(1);
    expect(await inboxCount()).toBe(before + 1);
  });

  it('makes two orders of two checkouts, and of requests without a key (older clients)', async () => {
    const before = await inboxCount();
    const lines = [{ product_id: cap.id, qty: 1 }];
    const numbers = [];
    for (const key of [randomUUID(), randomUUID(), undefined, undefined]) {
      const answer = await order({ ...details, lines, ...(key && { idempotency_key: key }) });
      expect(answer.status, answer.text).toBe(201);
      numbers.push(answer.body.number);
    }
    expect(new Set(numbers).size).toBe(4);
    expect(await inboxCount()).toBe(before + 4);
  });

  it('refuses a key used for other lines or by someone else, saving nothing', async () => {
    const key = randomUUID();
    const customer = await newCustomer('repeat');
    expect(
      (
        await order(
          { ...details, idempotency_key: key, lines: [{ product_id: cap.id, qty: 1 }] },
          customer.access,
        )
      ).status,
    ).toBe(201);
    const before = await inboxCount();
    const otherLines = await order(
      { ...details, idempotency_key: key, lines: [{ product_id: cap.id, qty: 3 }] },
      customer.access,
    );
    expect(otherLines.status).toBe(400);
    expect(otherLines.body.idempotency_key[0]).toMatch(/already used for another order/);
    // The same lines from a guest: not theirs to read back (number, token, address).
    const guest = await order({
      ...details,
      idempotency_key: key,
      lines: [{ product_id: cap.id, qty: 1 }],
    });
    expect(guest.status).toBe(400);
    expect(guest.text).not.toContain('token');
    expect(await inboxCount()).toBe(before);
  });

  it.each([['short'], ['has spaces in it, sixteen+'], [42]])(
    'refuses a malformed key %j with a 400 naming the field',
    async (key) => {
      const answer = await order({
        ...details,
        idempotency_key: key,
        lines: [{ product_id: cap.id, qty: 1 }],
      });
      expect(answer.status).toBe(400);
      expect(answer.body.idempotency_key).toHaveLength(1);
    },
  );
});

describe('the WhatsApp message of an order', () => {
  it('tells the shop who ordered, their phone, where to deliver, the PIN code, state and note', async () => {
    const answer = await order({
      ...details,
      idempotency_key: randomUUID(),
      lines: [{ product_id: cap.id, qty: 1 }],
    });
    expect(answer.status, answer.text).toBe(201);
    const text = new URL(answer.body.whatsapp_url).searchParams.get('text')!;
    expect(text).toContain(
      'Name: Asha Menon\nPhone: +91 98765 43210\nDelivery to: 12 MG Road, Kochi\nPIN code: 682001\nState: Kerala\nNote: Call before coming',
    );
    expect(text.endsWith(`Track your order: ${answer.body.status_url}`)).toBe(true);
  });

  it('says "Pickup at the shop" for a pickup, with no address', async () => {
    const answer = await order({
      name: 'Ravi',
      fulfilment: 'pickup',
      idempotency_key: randomUUID(),
      lines: [{ product_id: cap.id, qty: 1 }],
    });
    const text = new URL(answer.body.whatsapp_url).searchParams.get('text')!;
    expect(text).toContain('Name: Ravi\nPickup at the shop');
    expect(text).not.toMatch(/Delivery to|PIN code|Note:/);
  });
});
