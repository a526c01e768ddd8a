// The order API (docs/api.md): guests and customers place orders priced by the server,
// numbered and tokened; admins read and move them; confirming takes stock per size and
// cancelling gives it back; bad input is 400, lines the shop cannot sell 409.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, newCustomer, publicUrl } from './support/client';
import { createProduct, postProduct, uniqueFields } from './support/products';

let admin: string;
let shirt: { id: number; name: string };
let cap: { id: number; name: string };

/** A product tracked per size, created without a `stock` field (the sizes' sum sets it). */
async function sizedProduct(sizeStock: Record<string, number>, overrides = {}) {
  const { stock: _stock, ...fields } = uniqueFields({
    size: Object.keys(sizeStock).join(','),
    size_stock: JSON.stringify(sizeStock),
    ...overrides,
  });
  const answer = await postProduct(admin, fields);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.text}`);
  return answer.body as { id: number; name: string; price: string };
}

const details = { name: 'Asha', phone: '98765 43210', fulfilment: 'pickup' };
const order = (json: unknown, init: { token?: string; address?: string } = {}) =>
  call('/api/orders/', {
    method: 'POST',
    json,
    ...(init.token && { token: init.token }),
    ...(init.address && { headers: { 'x-forwarded-for': init.address } }),
  });
const patch = (number: string, json: unknown, token = admin) =>
  call(`/api/orders/${number}/`, { method: 'PATCH', token, json });
const product = async (id: number) => (await call(`/api/products/${id}/`)).body;

beforeAll(async () => {
  admin = await adminToken();
  shirt = await sizedProduct({ S: 0, M: 3, L: 5 }, { price: '1499.00' });
  cap = await createProduct(admin, { size: '', sub_category: 'Caps', price: '250.50', stock: '9' });
});

describe('POST /api/orders/', () => {
  it('saves a guest order priced by the server, with a number, a token and links', async () => {
    const answer = await order({
      ...details,
      note: 'Gift wrap, please',
      lines: [
        { product_id: shirt.id, size: 'M', qty: 1, price: '1.00', unit_price: '1.00' },
        { product_id: shirt.id, size: 'l', qty: 2 },
        { product_id: cap.id, qty: 1 },
      ],
      subtotal: '3.00',
    });
    expect(answer.status, answer.text).toBe(201);
    const body = answer.body;
    expect(body.number).toMatch(/^[A-Z]{2,8}-\d{4,}$/);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.status).toBe('new');
    expect(body.status_url).toBe(`${publicUrl()}/orders/${body.token}`);
    expect(body.subtotal).toBe('4747.50');
    expect(body.lines).toEqual([
      {
        product_id: shirt.id,
        name: shirt.name,
        size: 'M',
        qty: 1,
        unit_price: '1499.00',
        line_total: '1499.00',
      },
      {
        product_id: shirt.id,
        name: shirt.name,
        size: 'L',
        qty: 2,
        unit_price: '1499.00',
        line_total: '2998.00',
      },
      {
        product_id: cap.id,
        name: cap.name,
        size: null,
        qty: 1,
        unit_price: '250.50',
        line_total: '250.50',
      },
    ]);
    const url = new URL(body.whatsapp_url);
    expect(url.origin).toBe('https://wa.me');
    const text = url.searchParams.get('text')!;
    expect(text.startsWith(`Order ${body.number}\n`)).toBe(true);
    expect(text.endsWith(`Track your order: ${body.status_url}`)).toBe(true);
    expect(text).toContain(`${shirt.name} (Blue, M)`);
    expect(text).toContain(`${shirt.name} (Blue, L)`);
    expect(text).toContain('Subtotal: ₹4,747.50');
    // Stock moves only when the shop confirms.
    expect((await product(shirt.id)).size_stock).toEqual({ S: 0, M: 3, L: 5 });
  });

  it('refuses lines it cannot sell with a 409 naming each, saving nothing', async () => {
    const before = (await call('/api/orders/?page_size=1', { token: admin })).body.count;
    const answer = await order({
      ...details,
      lines: [
        { product_id: shirt.id, size: 'S', qty: 1 },
        { product_id: shirt.id, size: 'L', qty: 6 },
        { product_id: shirt.id, size: 'XL', qty: 1 },
        { product_id: 999999, qty: 1 },
        { product_id: cap.id, qty: 1 },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe('Some items in your cart are no longer available as asked.');
    expect(answer.body.lines).toEqual([
      {
        product_id: shirt.id,
        size: 'S',
        reason: 'sold_out',
        available: 0,
        message: `"${shirt.name}" in size S is sold out.`,
      },
      {
        product_id: shirt.id,
        size: 'L',
        reason: 'too_few',
        available: 5,
        message: `Only 5 left of "${shirt.name}" in size L.`,
      },
      {
        product_id: shirt.id,
        size: 'XL',
        reason: 'size_not_offered',
        available: 0,
        message: `"${shirt.name}" no longer comes in size XL.`,
      },
      {
        product_id: 999999,
        size: null,
        reason: 'not_found',
        available: 0,
        message: 'Product 999999 is no longer in the shop.',
      },
    ]);
    expect((await call('/api/orders/?page_size=1', { token: admin })).body.count).toBe(before);
  });

  it.each([
    [{ lines: [{ product_id: 1, qty: 1 }], fulfilment: 'pickup' }, 'name', 'Enter your name.'],
    [
      { ...details, phone: '12345' },
      'phone',
      'Enter a 10-digit Indian mobile number, e.g. 98765 43210.',
    ],
    [{ ...details, fulfilment: 'post' }, 'fulfilment', 'Choose pickup at the shop or delivery.'],
    [
      { ...details, fulfilment: 'delivery', pincode: '560001' },
      'address',
      'Enter the delivery address.',
    ],
    [
      { ...details, fulfilment: 'delivery', address: '12 MG Road', pincode: '56001' },
      'pincode',
      'Enter the 6-digit PIN code.',
    ],
    [{ ...details, lines: [] }, 'lines', 'An order needs at least one line.'],
    [
      { ...details, lines: [{ product_id: 1, qty: 21 }] },
      'lines',
      'At most 20 of one item per order.',
    ],
    [
      {
        ...details,
        lines: [
          { product_id: 1, qty: 12 },
          { product_id: 1, qty: 12 },
        ],
      },
      'lines',
      'At most 20 of one item (product 1) per order.',
    ],
    [
      { ...details, lines: Array.from({ length: 61 }, (_, i) => ({ product_id: i + 1, qty: 1 })) },
      'lines',
      'An order holds at most 60 lines.',
    ],
    [
      { ...details, lines: [{ product_id: 1, qty: 1, size: 'huge' }] },
      'lines',
      'Size must be one of S, M, L, XL, XXL, 6, 7, 8, 9, 10, 11.',
    ],
  ])('refuses bad input with a 400 naming the field (%#)', async (input, field, message) => {
    const body = { lines: [{ product_id: cap.id, qty: 1 }], ...input };
    const answer = await order(body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body[field]).toContain(message);
  });

  it('stores the phone as +91 and ten digits, and links a signed-in customer to the order', async () => {
    const customer = await newCustomer('orders');
    const placed = await order(
      { ...details, phone: '+91-98765-43210', lines: [{ product_id: cap.id, qty: 1 }] },
      { token: customer.access },
    );
    expect(placed.status).toBe(201);
    const mine = await call('/api/orders/mine/', { token: customer.access });
    expect(mine.status).toBe(200);
    expect(mine.body.map((o: { number: string }) => o.number)).toEqual([placed.body.number]);
    expect(mine.body[0]).toMatchObject({ phone: '+919876543210', status: 'new', name: 'Asha' });
    expect((await call('/api/orders/mine/')).status).toBe(401);
  });

  it("takes a signed-in customer's ordered lines out of their server cart, and only those", async () => {
    const [customer, other] = [await newCustomer('ordcart'), await newCustomer('ordcart')];
    const add = (token: string, item: { product_id: number; qty: number; size?: string }) =>
      call('/api/cart/items/', { method: 'POST', token, json: item });
    const cartOf = async (token: string) => {
      const cart = await call('/api/cart/', { token });
      return (cart.body.items as { product: { id: number }; size: string | null; qty: number }[])
        .map((i) => `${i.product.id}|${i.size ?? ''}|${i.qty}`)
        .sort();
    };
    for (const item of [
      { product_id: shirt.id, size: 'M', qty: 2 },
      { product_id: shirt.id, size: 'L', qty: 1 },
      { product_id: cap.id, qty: 1 },
    ])
      expect((await add(customer.access, item)).status).toBe(201);
    expect((await add(other.access, { product_id: shirt.id, size: 'M', qty: 1 })).status).toBe(201);

    // One M (of the two in the cart) and the cap: the M line goes whole, as the cap's does.
    const placed = await order(
      {
        ...details,
        lines: [
          { product_id: shirt.id, size: 'M', qty: 1 },
          { product_id: cap.id, qty: 1 },
        ],
      },
      { token: customer.access },
    );
    expect(placed.status, placed.text).toBe(201);
    expect(await cartOf(customer.access)).toEqual([`${shirt.id}|L|1`]);
    // Another account's cart and a guest's order change nothing else.
    const guest = await order({ ...details, lines: [{ product_id: shirt.id, size: 'L', qty: 1 }] });
    expect(guest.status).toBe(201);
    expect(await cartOf(customer.access)).toEqual([`${shirt.id}|L|1`]);
    expect(await cartOf(other.access)).toEqual([`${shirt.id}|M|1`]);
  });

  it('limits orders per address (429 with Retry-After)', async () => {
    const address = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // Bad lines after the field checks still count as an attempt that reached the shop.
      const answer = await order(
        { ...details, lines: [{ product_id: 999999, qty: 1 }] },
        { address },
      );
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.body.detail).toMatch(/^Too many orders from your network/);
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the order inbox (admin)', () => {
  it('lists newest first, filters by status, counts per status; admins only', async () => {
    const placed = await order({ ...details, lines: [{ product_id: cap.id, qty: 2 }] });
    const list = await call('/api/orders/', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.results[0].number).toBe(placed.body.number);
    expect(list.body.counts.new).toBeGreaterThanOrEqual(1);
    expect(list.body.results[0]).toMatchObject({ phone: '+919876543210', name: 'Asha' });
    const confirmed = await call('/api/orders/?status=confirmed', { token: admin });
    expect(confirmed.body.results.every((o: { status: string }) => o.status === 'confirmed')).toBe(
      true,
    );
    expect((await call('/api/orders/?status=lost', { token: admin })).status).toBe(400);
    expect((await call('/api/orders/?page=0', { token: admin })).status).toBe(404);
    const customer = await newCustomer('orders');
    expect((await call('/api/orders/')).status).toBe(401);
    expect((await call('/api/orders/', { token: customer.access })).status).toBe(403);
    expect(
      (await call(`/api/orders/${placed.body.number}/`, { token: customer.access })).status,
    ).toBe(403);
    expect((await patch(placed.body.number, { status: 'confirmed' }, customer.access)).status).toBe(
      403,
    );
    expect((await call('/api/orders/SP-0/', { token: admin })).status).toBe(404);
    expect((await call('/api/orders/../', { token: admin })).status).toBe(404);
  });

  it('confirm takes stock per size, ready and completed keep it, history is timestamped', async () => {
    const item = await sizedProduct({ M: 2, L: 1 });
    const placed = (
      await order({ ...details, lines: [{ product_id: item.id, size: 'M', qty: 2 }] })
    ).body;
    const confirmed = await patch(placed.number, { status: 'confirmed' });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(await product(item.id)).toMatchObject({ stock: 1, size_stock: { M: 0, L: 1 } });
    const digits = placed.number.split('-')[1];
    expect((await patch(digits, { status: 'ready', paid: true })).body).toMatchObject({
      status: 'ready',
      paid: true,
    });
    const done = await patch(placed.number, { status: 'completed' });
    expect(
      done.body.events.map((e: { status: string; note: string }) => [e.status, e.note]),
    ).toEqual([
      ['new', ''],
      ['confirmed', ''],
      ['ready', ''],
      ['ready', 'Marked paid'],
      ['completed', ''],
    ]);
    for (const e of done.body.events) expect(new Date(e.at).toISOString()).toBe(e.at);
    expect((await product(item.id)).size_stock).toEqual({ M: 0, L: 1 });
    const stale = await patch(placed.number, { status: 'cancelled', reason: 'x', expected: 'new' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(
      `Order ${placed.number} changed meanwhile: it is now completed.`,
    );
    const back = await patch(placed.number, { status: 'new' });
    expect(back.status).toBe(409);
    expect(back.body.detail).toBe('An order that is completed cannot become new.');
  });

  it('cancelling a confirmed order puts the stock back; a cancel needs a reason', async () => {
    const item = await sizedProduct({ M: 2 });
    const untracked = await createProduct(admin, { size: 'S,M', stock: '3' });
    const placed = (
      await order({
        ...details,
        lines: [
          { product_id: item.id, size: 'M', qty: 1 },
          { product_id: untracked.id, size: 'S', qty: 2 },
        ],
      })
    ).body;
    await patch(placed.number, { status: 'confirmed' });
    expect((await product(item.id)).size_stock).toEqual({ M: 1 });
    expect((await product(untracked.id)).stock).toBe(1);
    const noReason = await patch(placed.number, { status: 'cancelled' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ reason: ['Say why the order is cancelled.'] });
    const cancelled = await patch(placed.number, {
      status: 'cancelled',
      reason: 'Customer changed mind',
    });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.events.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Customer changed mind',
    });
    expect((await product(item.id)).size_stock).toEqual({ M: 2 });
    expect((await product(untracked.id)).stock).toBe(3);
  });

  it('refuses a confirm the stock cannot meet with a 409 naming the line, changing nothing', async () => {
    const item = await sizedProduct({ M: 1, L: 4 });
    const first = (await order({ ...details, lines: [{ product_id: item.id, size: 'M', qty: 1 }] }))
      .body;
    const second = (
      await order({
        ...details,
        lines: [
          { product_id: item.id, size: 'L', qty: 1 },
          { product_id: item.id, size: 'M', qty: 1 },
        ],
      })
    ).body;
    expect((await patch(first.number, { status: 'confirmed' })).status).toBe(200);
    const refused = await patch(second.number, { status: 'confirmed' });
    expect(refused.status).toBe(409);
    expect(refused.body.lines).toEqual([
      {
        product_id: item.id,
        size: 'M',
        reason: 'sold_out',
        available: 0,
        message: `"${item.name}" in size M is sold out.`,
      },
    ]);
    expect((await call(`/api/orders/${second.number}/`, { token: admin })).body.status).toBe('new');
    expect((await product(item.id)).size_stock).toEqual({ M: 0, L: 4 });
  });
});

describe('orders under concurrency', () => {
  it('numbers 50 concurrent orders uniquely and without gaps', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        order({ ...details, lines: [{ product_id: cap.id, qty: 1 }] }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const numbers = answers
      .map((a) => Number(String(a.body.number).split('-')[1]))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
    expect(new Set(answers.map((a) => a.body.token)).size).toBe(50);
  });

  it('two admins confirming the last item at once: exactly one succeeds', async () => {
    const item = await sizedProduct({ M: 1 });
    const placed = await Promise.all(
      [1, 2].map(
        async () =>
          (await order({ ...details, lines: [{ product_id: item.id, size: 'M', qty: 1 }] })).body,
      ),
    );
    const results = await Promise.all(placed.map((p) => patch(p.number, { status: 'confirmed' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await product(item.id)).toMatchObject({
      stock: 0,
      size_stock: { M: 0 },
      in_stock: false,
    });
  });
});

describe('the wanted list', () => {
  it('records notify-me requests per size (anyone), checking product and size', async () => {
    const ask = (json: unknown) => call('/api/notify-requests/', { method: 'POST', json });
    expect((await ask({ product_id: shirt.id, size: 'S', phone: '9876543210' })).status).toBe(201);
    expect((await ask({ product_id: shirt.id, size: 'S' })).status).toBe(201);
    expect((await ask({ product_id: shirt.id, size: 'XXL' })).body).toEqual({
      size: [`"${shirt.name}" does not come in size XXL.`],
    });
    expect((await ask({ product_id: 999999 })).status).toBe(400);
    expect((await ask({ product_id: shirt.id, phone: '123' })).body).toEqual({
      phone: ['Enter a 10-digit Indian mobile number, e.g. 98765 43210.'],
    });
  });
});
