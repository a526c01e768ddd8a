// The shopper's ask (lib/server/returns/ask.ts) against a real database (PGlite here; PostgreSQL
// with TEST_DB=postgres): inside the window it is recorded with what each piece cost after the
// discounts and nothing moves in stock; outside the window, before the hand-over, for a kind that
// never comes back, for a size sold out by the time it is sent, for a second open ask, for
// another order's line or more pieces than were bought, it is refused with a clear message and
// nothing is written.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ONE_OPEN_ASK_MESSAGE } from '@/lib/shared/returns/ask';
import {
  daysAgo,
  m,
  order,
  product,
  setReturns,
  setSizeStock,
  withReturnsDatabase,
} from '../support/returns-db';

withReturnsDatabase();

let address = 0;
/** Each ask from its own address, so only the rate-limit test meets the limit. */
const ask = (token: string, input: unknown) => m.ask.askReturn(token, input, `10.0.0.${++address}`);
const line = (orderLineId: number, more: Record<string, unknown> = {}) => ({
  orderLineId,
  qty: 1,
  reason: 'too_small',
  ...more,
});

/** The thrown error's status and words (a refusal is never a 500). */
async function refusal(work: Promise<unknown>) {
  const error = (await work.then(
    () => null,
    (e: unknown) => e,
  )) as { status?: number; message?: string; fields?: Record<string, string[]> } | null;
  expect(error, 'expected a refusal').not.toBeNull();
  return { status: error!.status, message: error!.message ?? '', fields: error!.fields ?? {} };
}

async function requestCount(orderId: number) {
  const db = await m.db.database();
  const rows = await db
    .select()
    .from(m.schema.returnRequests)
    .where(eq(m.schema.returnRequests.orderId, orderId));
  return rows.length;
}

async function sizeStock(productId: number) {
  const db = await m.db.database();
  const rows = await db
    .select()
    .from(m.schema.productSizes)
    .where(eq(m.schema.productSizes.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.size, r.stock]));
}

beforeEach(async () => {
  await setReturns({ returnsOpen: true, returnWindowDays: 7, nonReturnableKinds: ['Sunglasses'] });
});

describe('a shopper asks inside the window', () => {
  it('records an exchange of M for L at what was paid, and stock does not move', async () => {
    const kurta = await product({ S: 1, M: 3, L: 2 });
    const sale = await order([{ productId: kurta.id, size: 'M', qty: 2 }], {
      completedAt: daysAgo(6),
    });
    const { returnId } = await ask(sale.token, {
      action: 'exchange',
      lines: [line(sale.lineIds[0]!, { newSize: 'L' })],
      note: 'M is tight',
    });
    const [request] = await m.read.returnsForOrder(sale.row.id);
    expect(request).toMatchObject({
      id: returnId,
      status: 'asked',
      source: 'shopper',
      note: 'M is tight',
      refunded: '0.00',
      lines: [
        {
          orderLineId: sale.lineIds[0],
          size: 'M',
          qty: 1,
          action: 'exchange',
          reason: 'too_small',
          unitPaid: '1000.00',
          newProductId: kurta.id,
          newSize: 'L',
          newUnitPrice: '1000.00',
          condition: null,
        },
      ],
    });
    expect(await sizeStock(kurta.id)).toEqual({ S: 1, M: 3, L: 2 });
  });

  it('keeps what one piece cost after the line and bill discounts, shared as the invoice shares them', async () => {
    const shirt = await product({ M: 5 });
    const belt = await product({ M: 5 });
    // Lines pay 2 × 1000 − 100 = 1900 and 500; the bill's ₹150 splits ₹118.75 / ₹31.25 by them,
    // so they paid 1781.25 (890.625 a piece, kept to the paisa) and 468.75.
    const sale = await order(
      [
        { productId: shirt.id, size: 'M', qty: 2, discount: '100.00' },
        { productId: belt.id, size: 'M', qty: 1, unitPrice: '500.00' },
      ],
      { billDiscount: '150.00' },
    );
    await ask(sale.token, {
      action: 'return',
      lines: [line(sale.lineIds[0]!, { qty: 2 }), line(sale.lineIds[1]!, { reason: 'damaged' })],
    });
    const [request] = await m.read.returnsForOrder(sale.row.id);
    expect(request!.lines.map((l) => [l.qty, l.unitPaid, l.newSize])).toEqual([
      [2, '890.63', ''],
      [1, '468.75', ''],
    ]);
  });

  it('refuses a second ask while the first is worked on, and offers the pieces again after a decline', async () => {
    const kurta = await product({ M: 1, L: 4 });
    const sale = await order([{ productId: kurta.id, size: 'M', qty: 2 }]);
    await ask(sale.token, { action: 'return', lines: [line(sale.lineIds[0]!)] });
    const second = await refusal(
      ask(sale.token, { action: 'return', lines: [line(sale.lineIds[0]!)] }),
    );
    expect(second).toMatchObject({ status: 409, message: ONE_OPEN_ASK_MESSAGE });
    expect(await requestCount(sale.row.id)).toBe(1);

    const db = await m.db.database();
    await db
      .update(m.schema.returnRequests)
      .set({ status: 'declined', declineReason: 'Worn' })
      .where(eq(m.schema.returnRequests.orderId, sale.row.id));
    const state = await m.window.shopperReturns(sale.token);
    expect(state).toMatchObject({ canAsk: true, lines: [{ left: 2, exchangeSizes: ['L'] }] });
    await ask(sale.token, { action: 'return', lines: [line(sale.lineIds[0]!, { qty: 2 })] });
    // Done, every piece came back: nothing is offered any more.
    await db
      .update(m.schema.returnRequests)
      .set({ status: 'done' })
      .where(eq(m.schema.returnRequests.status, 'asked'));
    const after = await m.window.shopperReturns(sale.token);
    expect(after).toMatchObject({ canAsk: false, lines: [{ left: 0 }] });
    expect(after!.windowText).toBe(
      'Every piece of this order is already in an exchange or return.',
    );
    const third = await refusal(
      ask(sale.token, { action: 'return', lines: [line(sale.lineIds[0]!)] }),
    );
    expect(third.fields['lines.0.orderLineId']).toEqual([
      'Cotton kurta: Already in a return or exchange.',
    ]);
  });
});

describe('the window', () => {
  it('is closed after the days the shop set, and before the order reached the customer', async () => {
    const kurta = await product({ M: 2, L: 2 });
    const late = await order([{ productId: kurta.id, size: 'M', qty: 1 }], {
      completedAt: daysAgo(9),
    });
    const closed = await refusal(
      ask(late.token, { action: 'return', lines: [line(late.lineIds[0]!)] }),
    );
    expect(closed.status).toBe(409);
    expect(closed.message).toMatch(
      /^Exchanges and returns for this order closed after \d{1,2} \w+ \d{4}\.$/,
    );

    await setReturns({ returnWindowDays: 14 });
    await ask(late.token, { action: 'return', lines: [line(late.lineIds[0]!)] });
    expect(await requestCount(late.row.id)).toBe(1);

    const early = await order([{ productId: kurta.id, size: 'M', qty: 1 }], {
      status: 'confirmed',
    });
    const notYet = await refusal(
      ask(early.token, { action: 'return', lines: [line(early.lineIds[0]!)] }),
    );
    expect(notYet.message).toBe(
      'You can ask for an exchange or a return once the order is delivered or picked up.',
    );
  });

  it('is shut when the shop takes no returns online', async () => {
    const kurta = await product({ M: 2 });
    const sale = await order([{ productId: kurta.id, size: 'M', qty: 1 }]);
    await setReturns({ returnsOpen: false });
    const off = await refusal(
      ask(sale.token, { action: 'return', lines: [line(sale.lineIds[0]!)] }),
    );
    expect(off.message).toContain('does not take exchanges or returns online');
    expect(await requestCount(sale.row.id)).toBe(0);
  });
});

describe('refused lines', () => {
  it('refuses a kind that never comes back, naming the item', async () => {
    const shades = await product({ M: 3 }, { kind: 'Sunglasses' });
    const sale = await order([{ productId: shades.id, size: 'M', qty: 1 }]);
    const refused = await refusal(
      ask(sale.token, { action: 'return', lines: [line(sale.lineIds[0]!)] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields['lines.0.orderLineId']).toEqual([
      'Cotton kurta: This item cannot be returned.',
    ]);
    expect(await requestCount(sale.row.id)).toBe(0);
  });

  it('refuses an exchange to a size sold out by the time it is sent, and a size never in stock', async () => {
    const kurta = await product({ M: 2, L: 1, XL: 0 });
    const sale = await order([{ productId: kurta.id, size: 'M', qty: 1 }]);
    const page = await m.window.shopperReturns(sale.token);
    expect(page!.lines[0]!.exchangeSizes).toEqual(['L']);
    await setSizeStock(kurta.id, 'L', 0); // the last L sold while the shopper chose
    const soldOut = await refusal(
      ask(sale.token, { action: 'exchange', lines: [line(sale.lineIds[0]!, { newSize: 'L' })] }),
    );
    expect(soldOut.status).toBe(409);
    expect(soldOut.message).toBe(
      `Size L of Cotton kurta is sold out now: choose another size, or ask for a return.`,
    );
    const never = await refusal(
      ask(sale.token, { action: 'exchange', lines: [line(sale.lineIds[0]!, { newSize: 'XL' })] }),
    );
    expect(never.message).toContain('Size XL of Cotton kurta is sold out now');
    expect(await requestCount(sale.row.id)).toBe(0);
  });

  it('refuses hostile input: another order’s line, more pieces than bought, its own size, bad shapes', async () => {
    const kurta = await product({ M: 5, L: 5 });
    const mine = await order([{ productId: kurta.id, size: 'M', qty: 2 }]);
    const theirs = await order([{ productId: kurta.id, size: 'M', qty: 1 }]);
    const cases: [unknown, string, string][] = [
      [
        { action: 'return', lines: [line(theirs.lineIds[0]!)] },
        'lines.0.orderLineId',
        'That item is not in this order.',
      ],
      [
        { action: 'return', lines: [line(mine.lineIds[0]!, { qty: 3 })] },
        'lines.0.qty',
        'You can send back at most 2 of Cotton kurta (size M).',
      ],
      [
        { action: 'return', lines: [line(mine.lineIds[0]!, { qty: 21 })] },
        'lines.0.qty',
        'Enter at most 20 pieces.',
      ],
      [
        { action: 'exchange', lines: [line(mine.lineIds[0]!, { newSize: 'M' })] },
        'lines.0.newSize',
        'Choose another size than the one you have.',
      ],
      [
        { action: 'exchange', lines: [line(mine.lineIds[0]!)] },
        'lines.0.newSize',
        'Choose the size you want instead.',
      ],
      [
        { action: 'return', lines: [line(mine.lineIds[0]!), line(mine.lineIds[0]!)] },
        'lines.1.orderLineId',
        'Each item once: change its number of pieces instead.',
      ],
      [
        { action: 'return', lines: [line(mine.lineIds[0]!, { reason: 'bored' })] },
        'lines.0.reason',
        'Choose a reason.',
      ],
      [{ action: 'refund', lines: [] }, 'action', 'Choose exchange or return.'],
    ];
    for (const [input, field, message] of cases) {
      const refused = await refusal(ask(mine.token, input));
      expect(refused.status, field).toBe(400);
      expect(refused.fields[field], JSON.stringify(input)).toEqual([message]);
    }
    const unknown = await refusal(
      ask('x'.repeat(43), { action: 'return', lines: [line(mine.lineIds[0]!)] }),
    );
    expect(unknown).toMatchObject({ status: 404 });
    expect(await requestCount(mine.row.id)).toBe(0);
  });

  it('counts asks per address: the 21st in an hour is refused with a wait', async () => {
    const input = { action: 'return', lines: [line(1)] };
    for (let i = 0; i < 20; i++) {
      expect((await refusal(m.ask.askReturn('y'.repeat(43), input, '192.0.2.7'))).status).toBe(404);
    }
    const limited = await refusal(m.ask.askReturn('y'.repeat(43), input, '192.0.2.7'));
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(
      /^Too many requests from your network\. Please try again in \d+ minute/,
    );
  });
});
