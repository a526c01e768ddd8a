// The shopper's exchange or return from the order's status page, over HTTP on the production
// build (both databases): the page offers it inside the window, the ask (a server action keyed by
// the page's token) is recorded with what each piece cost after the discounts and shows on the
// order wire, the page and the inbox's Returns filter; stock does not move; a kind that never
// comes back, a sold-out size, a second open ask, another order's line, more pieces than bought,
// an order not yet handed over and a shop with returns off are refused with clear words. The
// window's days (a completed event in the past) are tested on the data layer:
// tests/unit/returns-ask-db.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_OPEN_ASK_MESSAGE } from '@/lib/shared/returns/ask';
import { TEST_ADMIN } from '../support/test-server';
import { actionBody, actionId } from './support/actions';
import { adminToken, base, call } from './support/client';
import { cash, sell, sizedProduct, sizeStock, type TestProduct } from './support/counter';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let defaults: Record<string, unknown>;
let kurta: TestProduct;
let shades: TestProduct;

const settings = (json: unknown) =>
  call('/api/shop-settings/', { method: 'PATCH', token: admin, json });

/** A counter sale (completed at once) and its status page's token and line ids. */
async function counterSale(body: Record<string, unknown> & { lines: never[] | object[] }) {
  const answer = await sell(body as Parameters<typeof sell>[0], { token: admin });
  expect(answer.status, answer.text).toBe(201);
  const number = (answer.body as { number: string }).number;
  const order = (await call(`/api/orders/${number}/`, { token: admin })).body as {
    status_url: string;
  };
  const token = order.status_url.split('/orders/')[1]!;
  return { number, token, lineIds: await lineIds(token) };
}

async function statusPage(token: string): Promise<string> {
  const res = await fetch(`${base()}/orders/${token}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The ids the page's ask form names its lines by (in the page's data, as the browser has them). */
async function lineIds(token: string): Promise<number[]> {
  const html = await statusPage(token);
  return [...html.matchAll(/\\"orderLineId\\":(\d+)/g)].map((m) => Number(m[1]));
}

/** The ask as the status page's browser sends it: the server action with the token. */
async function ask(token: string, input: unknown): Promise<string> {
  const res = await fetch(`${base()}/orders/${token}`, {
    method: 'POST',
    headers: { 'next-action': actionId('askReturnAction'), origin: base() },
    body: await actionBody([token, input]),
  });
  expect(res.status).toBe(200);
  return res.text();
}

const returnsOf = async (number: string) =>
  ((await call(`/api/orders/${number}/`, { token: admin })).body as { returns: unknown[] })
    .returns as { id: number; status: string; lines: Record<string, unknown>[] }[];

beforeAll(async () => {
  admin = await adminToken();
  defaults = (await call('/api/shop-settings/', { token: admin })).body as Record<string, unknown>;
  const saved = await settings({
    returns_open: true,
    return_window_days: 7,
    non_returnable_kinds: ['Sunglasses'],
  });
  expect(saved.status, saved.text).toBe(200);
  kurta = await sizedProduct(admin, { S: 6, M: 5, L: 1, XL: 0 }, { price: '1000.00' });
  shades = await sizedProduct(admin, { M: 5 }, { price: '500.00', sub_category: 'Sunglasses' });
});

afterAll(async () => {
  const { state: _state, ...back } = defaults;
  await settings(back);
});

describe('a shopper asks from the status page', () => {
  it('exchanges M for L at what was paid: recorded, shown on the page, the wire and the inbox; stock unmoved', async () => {
    // Two lines: 2 × ₹1000 less ₹100, and ₹500; the bill's ₹150 shared by what each line paid.
    const sale = await counterSale({
      lines: [
        {
          product_id: kurta.id,
          size: 'M',
          qty: 2,
          discount: { kind: 'amount', value: '100' },
          discount_reason: 'Loose thread',
        },
        { product_id: shades.id, size: 'M', qty: 1 },
      ],
      bill_discount: { kind: 'amount', value: '150' },
      bill_discount_reason: 'Festival offer',
      payments: cash('2250'),
    });
    const page = await statusPage(sale.token);
    expect(page).toContain('Exchanges and returns');
    expect(page).toContain('You can ask for an exchange or a return until');
    expect(page).toMatch(/>Exchange a size</);
    expect(sale.lineIds).toHaveLength(2);
    const before = await sizeStock(kurta.id);

    const answer = await ask(sale.token, {
      action: 'exchange',
      lines: [{ orderLineId: sale.lineIds[0], qty: 1, reason: 'too_small', newSize: 'L' }],
      note: 'M is tight',
    });
    expect(answer).toContain('"ok":true');
    const [request] = await returnsOf(sale.number);
    expect(request).toMatchObject({
      status: 'asked',
      source: 'shopper',
      note: 'M is tight',
      lines: [
        {
          order_line_id: sale.lineIds[0],
          size: 'M',
          qty: 1,
          action: 'exchange',
          reason: 'too_small',
          unit_paid: '890.63', // (2000 − 100 − 118.75) / 2, to the paisa
          new_product_id: kurta.id,
          new_size: 'L',
          new_unit_price: '890.63',
        },
      ],
    });
    expect(await sizeStock(kurta.id)).toEqual(before);

    const after = await statusPage(sale.token);
    expect(after).toContain('Exchange asked');
    expect(after).toContain('The shop has your request and will reply soon.');
    const link = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(after.replace(/&amp;/g, '&'))?.[1];
    const text = decodeURIComponent(link!.split('?text=')[1]!);
    expect(text).toContain(
      `about my order ${sale.number}: I would like to exchange a size (Return ${request!.id}).`,
    );
    expect(text).toContain('(size M) → size L\n   Qty: 1 · Reason: Too small');

    const second = await ask(sale.token, {
      action: 'return',
      lines: [{ orderLineId: sale.lineIds[0], qty: 1, reason: 'damaged' }],
    });
    expect(second).toContain(JSON.stringify(ONE_OPEN_ASK_MESSAGE).slice(1, -1));
    expect(await returnsOf(sale.number)).toHaveLength(1);

    const cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
    const inbox = (
      await (await fetch(`${base()}/admin/orders?returns=open`, { headers: { cookie } })).text()
    ).replace(/<!-- -->/g, '');
    expect(inbox).toContain(`data-order-number="${sale.number}"`);
    expect(inbox).toMatch(/data-status="returns"[^>]*>Returns<span[^>]*>[1-9]\d*<\/span>/);
    expect(inbox).toContain('Exchange asked · asked by the shopper');
  });

  it('refuses a kind that never comes back, a sold-out size, another order’s line and more than was bought', async () => {
    const sale = await counterSale({
      lines: [
        { product_id: kurta.id, size: 'S', qty: 1 },
        { product_id: shades.id, size: 'M', qty: 1 },
      ],
      payments: cash('1500'),
    });
    const other = await counterSale({
      lines: [{ product_id: kurta.id, size: 'S', qty: 1 }],
      payments: cash('1000'),
    });
    const page = await statusPage(sale.token);
    expect(page).toContain('This item cannot be returned.');
    const [own, glasses] = sale.lineIds;
    const cases: [unknown, string][] = [
      [
        { action: 'return', lines: [{ orderLineId: glasses, qty: 1, reason: 'other' }] },
        'This item cannot be returned.',
      ],
      [
        {
          action: 'exchange',
          lines: [{ orderLineId: own, qty: 1, reason: 'too_big', newSize: 'XL' }],
        },
        'is sold out now: choose another size, or ask for a return.',
      ],
      [
        { action: 'return', lines: [{ orderLineId: other.lineIds[0], qty: 1, reason: 'other' }] },
        'That item is not in this order.',
      ],
      [
        { action: 'return', lines: [{ orderLineId: own, qty: 2, reason: 'other' }] },
        'You can send back at most 1 of',
      ],
      [
        {
          action: 'return',
          lines: [{ orderLineId: own, qty: 1, reason: 'other' }],
          note: 'x'.repeat(501),
        },
        'Note must be at most 500 characters.',
      ],
    ];
    for (const [input, words] of cases) {
      const answer = await ask(sale.token, input);
      expect(answer, JSON.stringify(input)).toContain('"ok":false');
      expect(answer).toContain(words);
    }
    // Another order's token cannot ask about this one's lines either.
    expect(
      await ask(other.token, {
        action: 'return',
        lines: [{ orderLineId: own, qty: 1, reason: 'other' }],
      }),
    ).toContain('That item is not in this order.');
    expect(await returnsOf(sale.number)).toEqual([]);
    expect(await returnsOf(other.number)).toEqual([]);
  });

  it('refuses an order not handed over yet, and everything when the shop takes no returns online', async () => {
    const placed = await call('/api/orders/', {
      method: 'POST',
      json: {
        name: 'Asha',
        phone: '98765 43210',
        fulfilment: 'pickup',
        lines: [{ product_id: kurta.id, size: 'S', qty: 1 }],
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const number = (placed.body as { number: string }).number;
    const token = (
      (await call(`/api/orders/${number}/`, { token: admin })).body as { status_url: string }
    ).status_url.split('/orders/')[1]!;
    // The page offers no form yet, so it names no line: any id meets the window's refusal first.
    expect(await lineIds(token)).toEqual([]);
    const lineId = 1;
    expect(await statusPage(token)).toContain(
      'You can ask for an exchange or a return once the order is delivered or picked up.',
    );
    expect(
      await ask(token, {
        action: 'return',
        lines: [{ orderLineId: lineId, qty: 1, reason: 'other' }],
      }),
    ).toContain('once the order is delivered or picked up');

    const sale = await counterSale({
      lines: [{ product_id: kurta.id, size: 'S', qty: 1 }],
      payments: cash('1000'),
    });
    expect((await settings({ returns_open: false })).status).toBe(200);
    try {
      expect(await statusPage(sale.token)).not.toContain('Exchanges and returns');
      expect(
        await ask(sale.token, {
          action: 'return',
          lines: [{ orderLineId: sale.lineIds[0], qty: 1, reason: 'other' }],
        }),
      ).toContain('does not take exchanges or returns online');
      const product = await (await fetch(`${base()}/product/${kurta.id}`)).text();
      expect(product).not.toContain('data-testid="return-window-note"');
    } finally {
      expect((await settings({ returns_open: true })).status).toBe(200);
    }
    expect(await returnsOf(sale.number)).toEqual([]);
  });

  it('the product page says the window in one line, or that the kind never comes back', async () => {
    const page = await (await fetch(`${base()}/product/${kurta.id}`)).text();
    expect(page).toContain('Exchange or return within 7 days of delivery or pickup.');
    const glasses = await (await fetch(`${base()}/product/${shades.id}`)).text();
    expect(glasses).toContain('This item cannot be exchanged or returned.');
  });
});
