// Receiving stock and the stocktake, through the server actions their pages call (the same
// pipeline: who is asking, the contract, one transaction), on PGlite and PostgreSQL: stock goes
// up per size with 'receipt' ledger rows, bad input is refused whole, and a stocktake's
// corrections apply on top of the sales made while counting.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { actionBody, actionId } from './support/actions';
import { adminToken, base, call, newCustomer } from './support/client';
import { createProduct, postProduct, uniqueFields } from './support/products';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let adminCookie: string;
let customerCookie: string;

beforeAll(async () => {
  admin = await adminToken();
  adminCookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
  const customer = await newCustomer('stockwork');
  customerCookie = cookieHeader((await signIn(base(), 'customer', customer)).jar);
});

interface Result {
  ok: boolean;
  status?: number;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  [key: string]: unknown;
}

/** The page each action is called from (Next finds an action only on a page that uses it). */
const ACTION_PAGE: Record<string, string> = {
  receiveStockAction: '/admin/stock/receive',
  startCountAction: '/admin/stock/count',
};

/**
 * Calls an exported server action as its page does and reads its typed result; a request the
 * proxy turns away before any action runs (a visitor without a session, sent to the login page)
 * reads as that status.
 */
async function action(name: string, args: unknown[], cookie = adminCookie): Promise<Result> {
  const at =
    ACTION_PAGE[name] ??
    `/admin/stock/count/${String(args[0] && typeof args[0] === 'object' ? (args[0] as { countId: number }).countId : args[0])}`;
  const answer = await fetch(`${base()}${at}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'next-action': actionId(name), origin: base(), ...(cookie && { cookie }) },
    body: await actionBody(args),
  });
  const text = await answer.text();
  const line = text.split('\n').find((l) => /^\d+:\{.*"ok":/.test(l));
  if (!line) return { ok: false, status: answer.status, message: text.slice(0, 300) };
  return JSON.parse(line.slice(line.indexOf(':') + 1)) as Result;
}

async function sized(sizeStock: Record<string, number>, overrides = {}) {
  const { stock: _stock, ...fields } = uniqueFields({
    size: Object.keys(sizeStock).join(','),
    size_stock: JSON.stringify(sizeStock),
    ...overrides,
  });
  const answer = await postProduct(admin, fields);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.text}`);
  return answer.body as { id: number; name: string };
}

const product = async (id: number) => (await call(`/api/products/${id}/`)).body;

interface LedgerRow {
  size: string | null;
  change: number;
  balance: number;
  reason: string;
  reference: string;
  note: string;
}
async function ledger(id: number): Promise<LedgerRow[]> {
  const answer = await call(`/api/products/${id}/ledger/?page_size=100`, { token: admin });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.results as LedgerRow[]).slice().reverse();
}
const brief = (rows: LedgerRow[]) => rows.map((r) => [r.size, r.change, r.balance, r.reason]);

async function webOrder(id: number, size: string | null, qty: number): Promise<string> {
  const placed = await call('/api/orders/', {
    method: 'POST',
    json: {
      name: 'Asha',
      phone: '98765 43210',
      fulfilment: 'pickup',
      lines: [{ product_id: id, size, qty }],
    },
  });
  expect(placed.status, placed.text).toBe(201);
  const confirmed = await call(`/api/orders/${placed.body.number}/`, {
    method: 'PATCH',
    token: admin,
    json: { status: 'confirmed' },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return placed.body.number as string;
}

describe('receive stock', () => {
  it('raises each size and the one-count product, with receipt ledger rows naming the receipt', async () => {
    const shirt = await sized({ S: 0, M: 3, L: 5 });
    const cap = await createProduct(admin, { size: '', sub_category: 'Caps', stock: '9' });
    const saved = await action('receiveStockAction', [
      {
        supplier: 'Surat Textiles',
        billNumber: 'ST/2291',
        lines: [
          { productId: shirt.id, size: 'M', qty: '2', costPrice: '' },
          { productId: shirt.id, size: 'L', qty: 10, costPrice: '450' },
          { productId: cap.id, size: '', qty: '4', costPrice: '120.50' },
        ],
      },
    ]);
    expect(saved).toMatchObject({ ok: true, pieces: 16 });
    const reference = `Receipt ${saved.receiptId as number}`;
    expect((await product(shirt.id)).size_stock).toEqual({ S: 0, M: 5, L: 15 });
    expect((await product(cap.id)).stock).toBe(13);
    const rows = (await ledger(shirt.id)).filter((r) => r.reason === 'receipt');
    expect(brief(rows)).toEqual([
      ['M', 2, 5, 'receipt'],
      ['L', 10, 15, 'receipt'],
    ]);
    expect(rows.every((r) => r.reference === reference)).toBe(true);
    expect(rows[0]!.note).toBe('Surat Textiles, bill ST/2291');
    expect(brief((await ledger(cap.id)).slice(-1))).toEqual([[null, 4, 13, 'receipt']]);
    const page = await fetch(`${base()}/admin/stock/receive`, { headers: { cookie: adminCookie } });
    const html = await page.text();
    expect(html).toContain('Surat Textiles');
    expect(html).toContain('16 pieces');
  });

  describe('refuses bad input with a 400 naming the line, changing nothing', () => {
    let shirt: { id: number; name: string };
    let cap: { id: number; name: string };
    let gone: { id: number };
    beforeAll(async () => {
      shirt = await sized({ S: 1, M: 2, L: 3 });
      cap = await createProduct(admin, { size: '', sub_category: 'Caps', stock: '2' });
      gone = await createProduct(admin);
      expect(
        (await call(`/api/products/${gone.id}/`, { method: 'DELETE', token: admin })).status,
      ).toBe(204);
    });

    it.each<[string, () => object, string, () => string]>([
      [
        'a size the product does not keep',
        () => ({ productId: shirt.id, size: 'XL', qty: 1 }),
        'lines.1.size',
        () => `“${shirt.name}” does not keep size XL: it keeps S, M, L.`,
      ],
      [
        'no size for a product kept per size',
        () => ({ productId: shirt.id, qty: 1 }),
        'lines.1.size',
        () => `“${shirt.name}” is counted per size: choose one of S, M, L.`,
      ],
      [
        'a size for a product kept as one count',
        () => ({ productId: cap.id, size: 'M', qty: 1 }),
        'lines.1.size',
        () => `“${cap.name}” is counted as one, not per size: leave the size empty (not M).`,
      ],
      [
        'no pieces',
        () => ({ productId: shirt.id, size: 'S', qty: '0' }),
        'lines.1.qty',
        () => 'Enter 1 or more pieces.',
      ],
      [
        'a huge number of pieces',
        () => ({ productId: shirt.id, size: 'S', qty: 1_000_000 }),
        'lines.1.qty',
        () => 'Enter at most 10000 pieces.',
      ],
      [
        'a deleted product',
        () => ({ productId: gone.id, qty: 1 }),
        'lines.1.productId',
        () => `Product #${gone.id} is no longer in the shop.`,
      ],
      [
        'a cost that is not money',
        () => ({ productId: shirt.id, size: 'S', qty: 1, costPrice: 'cheap' }),
        'lines.1.costPrice',
        () => 'Enter the cost of a piece in rupees, e.g. 450.',
      ],
    ])('%s', async (_label, line, field, message) => {
      const before = [(await product(shirt.id)).size_stock, (await product(cap.id)).stock];
      const ledgerBefore = (await ledger(shirt.id)).length;
      // The first line is good: it must not be saved either.
      const refused = await action('receiveStockAction', [
        {
          supplier: 'Kanpur Mills',
          billNumber: '7',
          lines: [{ productId: shirt.id, size: 'M', qty: 5 }, line()],
        },
      ]);
      expect(refused).toMatchObject({ ok: false, status: 400 });
      expect(refused.fieldErrors?.[field]).toEqual([message()]);
      expect([(await product(shirt.id)).size_stock, (await product(cap.id)).stock]).toEqual(before);
      expect((await ledger(shirt.id)).length).toBe(ledgerBefore);
    });

    it('a bill without a supplier or lines', async () => {
      const refused = await action('receiveStockAction', [
        { supplier: ' ', billNumber: '', lines: [] },
      ]);
      expect(refused.status).toBe(400);
      expect(refused.fieldErrors).toMatchObject({
        supplier: ['Enter the supplier’s name.'],
        lines: ['Add at least one product.'],
      });
    });
  });

  it('sends a visitor to log in (307, before any action runs) and refuses a customer (403), changing nothing', async () => {
    const shirt = await sized({ M: 1 });
    const bill = {
      supplier: 'X',
      billNumber: '',
      lines: [{ productId: shirt.id, size: 'M', qty: 3 }],
    };
    const visitor = await action('receiveStockAction', [bill], '');
    expect(visitor).toMatchObject({ ok: false, status: 307 });
    expect((await action('receiveStockAction', [bill], customerCookie)).status).toBe(403);
    expect((await action('startCountAction', [{ scope: '' }], customerCookie)).status).toBe(403);
    expect((await product(shirt.id)).size_stock).toEqual({ M: 1 });
  });
});

describe('stocktake', () => {
  const scope = 'cosmetics/Lotion';
  const lotion = { main_category: 'cosmetics', sub_category: 'Lotion' };

  it('counts while the web sells, posts counted − sold, and refuses a second post', async () => {
    const kurta = await sized({ S: 2, M: 4, L: 1 }, lotion);
    const tin = await createProduct(admin, { ...lotion, size: '', stock: '6' });
    const short = await sized({ M: 3 }, lotion);
    const started = await action('startCountAction', [{ scope }]);
    expect(started.ok, started.message).toBe(true);
    const countId = started.countId as number;

    // The sheet holds each size's count as it was at the start.
    const clash = await action('startCountAction', [{ scope: 'cosmetics' }]);
    expect(clash).toMatchObject({ ok: false, status: 409 });
    expect(clash.message).toContain(`Stocktake ${countId} (Cosmetics › Lotion) is still open`);

    const count = (productId: number, size: string, counted: number | null) =>
      action('saveCountEntryAction', [{ countId, productId, size, counted }]);
    for (const [id, size, n] of [
      [kurta.id, 'S', 2],
      [kurta.id, 'M', 1],
      [kurta.id, 'L', 3],
      [tin.id, '', 7],
      [short.id, 'M', 1],
    ] as const) {
      expect((await count(id, size, n)).ok).toBe(true);
    }
    expect((await count(kurta.id, 'XL', 1)).status).toBe(404);
    expect((await count(kurta.id, 'S', -1)).status).toBe(400);

    // A reload loses nothing: the sheet is drawn with the counts kept on the server.
    const sheet = await fetch(`${base()}/admin/stock/count/${countId}`, {
      headers: { cookie: adminCookie },
    });
    const html = await sheet.text();
    expect(html).toMatch(
      new RegExp(`id="count-${kurta.id}-M"[^>]*value="1"|value="1"[^>]*id="count-${kurta.id}-M"`),
    );
    expect(html).toMatch(/data-testid="count-progress"[^>]*>5(<!-- -->)? of/);

    // Sold on the web while counting: one M and one L of the kurta, two of the short one.
    await webOrder(kurta.id, 'M', 1);
    await webOrder(kurta.id, 'L', 1);
    await webOrder(short.id, 'M', 2);

    const posted = await action('postCountAction', [countId]);
    expect(posted.ok, posted.message).toBe(true);
    // Counted 1 M then 1 sold: 0 left; counted 3 L then 1 sold: 2; S matched: unchanged.
    expect((await product(kurta.id)).size_stock).toEqual({ S: 2, M: 0, L: 2 });
    expect((await product(tin.id)).stock).toBe(7);
    // Counted 1, but 2 were sold since: the count was short; it stops at 0 and is reported.
    expect((await product(short.id)).size_stock).toEqual({ M: 0 });
    expect(posted.clamped).toEqual([
      { productId: short.id, size: 'M', name: short.name, wanted: -2, applied: -1 },
    ]);
    expect(posted.corrected).toBe(4);

    const reference = `Stocktake ${countId}`;
    const kurtaRows = await ledger(kurta.id);
    expect(brief(kurtaRows.slice(-4))).toEqual([
      ['M', -1, 3, 'order'],
      ['L', -1, 0, 'order'],
      ['M', -3, 0, 'stocktake'],
      ['L', 2, 2, 'stocktake'],
    ]);
    expect(kurtaRows.slice(-2).map((r) => [r.reference, r.note])).toEqual([
      [reference, 'Counted 1, expected 4'],
      [reference, 'Counted 3, expected 1'],
    ]);
    expect(brief((await ledger(tin.id)).slice(-1))).toEqual([[null, 1, 7, 'stocktake']]);
    const shortRows = await ledger(short.id);
    expect(brief(shortRows.slice(-1))).toEqual([['M', -1, 0, 'stocktake']]);
    expect(shortRows.at(-1)!.note).toBe(
      'Counted 1, expected 3; more sold since than counted, set to 0',
    );

    const again = await action('postCountAction', [countId]);
    expect(again).toMatchObject({ ok: false, status: 409 });
    expect(again.message).toBe(`Stocktake ${countId} was posted already: it cannot change.`);
    expect((await count(kurta.id, 'M', 5)).status).toBe(409);
    expect((await product(kurta.id)).size_stock).toEqual({ S: 2, M: 0, L: 2 });
  });

  it('discards a stocktake without changing stock, and the scope may be counted again', async () => {
    const perfume = await createProduct(admin, {
      main_category: 'cosmetics',
      sub_category: 'Perfume',
      size: '',
      stock: '4',
    });
    const started = await action('startCountAction', [{ scope: 'cosmetics/perfume' }]);
    expect(started.ok, started.message).toBe(true);
    const countId = started.countId as number;
    await action('saveCountEntryAction', [
      { countId, productId: perfume.id, size: '', counted: 1 },
    ]);
    expect((await action('discardCountAction', [countId])).ok).toBe(true);
    expect((await action('postCountAction', [countId])).status).toBe(409);
    expect((await product(perfume.id)).stock).toBe(4);
    const next = await action('startCountAction', [{ scope: 'cosmetics/Perfume' }]);
    expect(next.ok, next.message).toBe(true);
    expect((await action('discardCountAction', [next.countId])).ok).toBe(true);
  });

  it('refuses a scope outside the taxonomy and an unknown stocktake', async () => {
    const refused = await action('startCountAction', [{ scope: 'mens/Saree' }]);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(refused.fieldErrors?.scope).toEqual(['Choose a category of the shop, or everything.']);
    expect((await action('postCountAction', [2_000_000_000])).status).toBe(404);
  });
});
