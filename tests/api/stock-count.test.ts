// The stocktake through the server actions its pages call, on PGlite and PostgreSQL: started for
// a scope, counted size by size (kept on the server as typed), web orders confirmed while
// counting, then posted: stock = counted − sold since, 'stocktake' ledger rows, a short count
// stopped at 0, and a second post refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, base } from './support/client';
import { createProduct } from './support/products';
import { action, adminCookie, brief, ledger, product, sized, webOrder } from './support/stock-work';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
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
      headers: { cookie: await adminCookie() },
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
