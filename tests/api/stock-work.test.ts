// Receiving stock through the server action its page calls (who is asking, the contract, one
// transaction), on PGlite and PostgreSQL: stock goes up per size with 'receipt' ledger rows
// naming the receipt, and bad input is refused whole. The stocktake: stock-count.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, base, call, newCustomer } from './support/client';
import { createProduct } from './support/products';
import { cookieHeader, signIn } from './support/session';
import { action, adminCookie, brief, ledger, product, sized } from './support/stock-work';

let admin: string;
let customerCookie: string;

beforeAll(async () => {
  admin = await adminToken();
  const customer = await newCustomer('stockwork');
  customerCookie = cookieHeader((await signIn(base(), 'customer', customer)).jar);
});

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
    const page = await fetch(`${base()}/admin/stock/receive`, {
      headers: { cookie: await adminCookie() },
    });
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
