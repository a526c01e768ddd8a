// A counter sale is safe to send twice and to race the web (docs/api.md "Counter sales"): a
// repeat of its idempotency key answers the sale recorded first and takes the stock once, a key
// that saved something else is refused; the last pieces sold at the counter while web orders
// are being confirmed go to exactly as many buyers as there are pieces, never below zero, and
// every loser hears which product and size ran out.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from './support/client';
import { cash, newKey, sell, sizedProduct, sizeStock } from './support/counter';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

describe('a counter sale sent again', () => {
  it('answers the first sale for the same key (200) and takes the stock once', async () => {
    const item = await sizedProduct(admin, { M: 5 }, { price: '799.00' });
    const body = { lines: [{ product_id: item.id, size: 'M', qty: 2 }], payments: cash('1598') };
    const key = newKey();
    const first = await sell(body, { token: admin, key });
    expect(first.status, first.text).toBe(201);
    const again = await sell(body, { token: admin, key });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ ...first.body, repeated: true });
    expect(await sizeStock(item.id)).toEqual({ M: 3 });
  });

  it('records one sale when the same key arrives five times at once', async () => {
    const item = await sizedProduct(admin, { M: 5 }, { price: '500.00' });
    const body = { lines: [{ product_id: item.id, size: 'M', qty: 1 }], payments: cash('500') };
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sell(body, { token: admin, key })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.number)).size).toBe(1);
    expect(await sizeStock(item.id)).toEqual({ M: 4 });
  });

  it('refuses a key already used for other lines or for a web order', async () => {
    const item = await sizedProduct(admin, { M: 5 }, { price: '500.00' });
    const key = newKey();
    const line = { product_id: item.id, size: 'M', qty: 1 };
    expect(
      (await sell({ lines: [line], payments: cash('500') }, { token: admin, key })).status,
    ).toBe(201);
    const other = await sell(
      { lines: [{ ...line, qty: 2 }], payments: cash('1000') },
      { token: admin, key },
    );
    expect(other.status).toBe(400);
    expect(other.body.idempotency_key[0]).toMatch(/already used/);
    const webKey = newKey();
    const web = await call('/api/orders/', {
      method: 'POST',
      json: {
        name: 'Asha',
        phone: '98765 43210',
        fulfilment: 'pickup',
        lines: [line],
        idempotency_key: webKey,
      },
    });
    expect(web.status, web.text).toBe(201);
    const reused = await sell(
      { lines: [line], payments: cash('500') },
      { token: admin, key: webKey },
    );
    expect(reused.status).toBe(400);
    expect(await sizeStock(item.id)).toEqual({ M: 4 });
  });
});

describe('the last pieces, at the counter and on the web at once', () => {
  it('sells exactly the 3 in stock to 20 buyers; the others hear the size is sold out', async () => {
    const item = await sizedProduct(admin, { M: 3, L: 2 }, { price: '1299.00' });
    const line = { product_id: item.id, size: 'M', qty: 1 };
    const webOrders: string[] = [];
    for (let i = 0; i < 10; i++) {
      const placed = await call('/api/orders/', {
        method: 'POST',
        json: { name: `Web buyer ${i}`, phone: '98765 43210', fulfilment: 'pickup', lines: [line] },
      });
      expect(placed.status, placed.text).toBe(201);
      webOrders.push(placed.body.number);
    }
    const attempts = [
      ...webOrders.map((number) =>
        call(`/api/orders/${number}/`, {
          method: 'PATCH',
          token: admin,
          json: { status: 'confirmed' },
        }),
      ),
      ...Array.from({ length: 10 }, () =>
        sell({ lines: [line], payments: cash('1299') }, { token: admin }),
      ),
    ];
    const answers = await Promise.all(attempts);
    const won = answers.filter((a) => a.status === 200 || a.status === 201);
    const lost = answers.filter((a) => a.status === 409);
    expect(won.length + lost.length, answers.map((a) => a.text).join('\n')).toBe(20);
    expect(won).toHaveLength(3);
    for (const answer of lost) {
      expect(answer.body.lines).toEqual([
        expect.objectContaining({
          product_id: item.id,
          size: 'M',
          reason: 'sold_out',
          available: 0,
          message: `"${item.name}" in size M is sold out.`,
        }),
      ]);
    }
    expect(await sizeStock(item.id)).toEqual({ M: 0, L: 2 });
  });
});
