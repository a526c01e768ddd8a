// What to reorder, on a real database (PGlite, or PostgreSQL with TEST_DB=postgres): a seeded
// history of other products, plus three products whose history tests/support/reorder-history.ts
// writes out; the figures below are worked out by hand from it. Clock: 31 March 2026, 18:00 in
// India; the 30-day window starts 2 March 00:00, the 7-day window 25 March 00:00; N 30 + lead 7
// + safety 7 = 44.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { at, caller, m, withReorderDatabase } from '../support/reorder-db';
import { hand } from '../support/reorder-history';

withReorderDatabase();

const now = at('2026-03-31', '18:00');
const days = { coverDays: 30, leadDays: 7, safetyDays: 7 };
let ids: Map<number, number>;

beforeAll(async () => {
  const db = await m.db.database();
  const background = m.sim.simulateHistory({
    products: 60,
    lines: 2500,
    days: 120,
    seed: 7,
    now,
    firstKey: 1000,
  });
  await m.writer.writeHistory(db, background);
  ids = (await m.writer.writeHistory(db, hand)).ids;
}, 120_000);

const all = async () => {
  const first = await m.read.reorderList(caller, { days, now, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: first.pages - 1 }, (_, i) =>
      m.read.reorderList(caller, { days, now, page: i + 2 }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.rows);
};
const find = (rows: Awaited<ReturnType<typeof all>>, key: number, size: string) =>
  rows.find((r) => r.productId === ids.get(key) && r.size === size);

describe('what to reorder', () => {
  it('gives the three products the figures worked out by hand', async () => {
    const rows = await all();
    const figures = (key: number, size: string) => {
      const r = find(rows, key, size);
      expect(r, `${key} ${size}`).toBeDefined();
      return {
        sold7: r!.sold7,
        sold30: r!.sold30,
        daysOut7: r!.daysOut7,
        daysOut30: r!.daysOut30,
        stock: r!.stock,
        pace: Number(r!.pace!.toFixed(4)),
        cover: Number(r!.coverDays!.toFixed(2)),
        suggested: r!.suggested,
      };
    };
    // A, M: sold 3+5+10+2+1 = 21 out, 1 back = 20 in 30 days; 2+1 out, 1 back = 2 in 7 days;
    // out 16–19 Mar = 4 days; pace 20 ÷ 26 = 0.7692; cover 10 ÷ 0.7692 = 13 days;
    // order ceil(20 × 44 ÷ 26 = 33.85) − 10 = 24.
    expect(figures(1, 'M')).toEqual({
      sold7: 2,
      sold30: 20,
      daysOut7: 0,
      daysOut30: 4,
      stock: 10,
      pace: 0.7692,
      cover: 13,
      suggested: 24,
    });
    // B: sold 1+2+1+1 = 5 in 30 days, 1+1 = 2 in 7; never out; pace 5 ÷ 30 = 0.1667;
    // cover 3 ÷ 0.1667 = 18 days; order ceil(5 × 44 ÷ 30 = 7.33) − 3 = 5.
    expect(figures(2, '')).toEqual({
      sold7: 2,
      sold30: 5,
      daysOut7: 0,
      daysOut30: 0,
      stock: 3,
      pace: 0.1667,
      cover: 18,
      suggested: 5,
    });
    // C, M: sold 1+1+2+1+2+1 = 8, in 7 days 1+2+1 = 4; out 2–9 Mar (before it came) and
    // 14–23 Mar = 18 days; pace 8 ÷ 12 = 0.6667; cover 2 ÷ 0.6667 = 3 days;
    // order ceil(8 × 44 ÷ 12 = 29.33) − 2 = 28.
    expect(figures(3, 'M')).toEqual({
      sold7: 4,
      sold30: 8,
      daysOut7: 0,
      daysOut30: 18,
      stock: 2,
      pace: 0.6667,
      cover: 3,
      suggested: 28,
    });
    // C, L: sold 2; out 2–9 Mar and 21–31 Mar (today too) = 19 days, all 7 of the last 7;
    // pace 2 ÷ 11 = 0.1818; cover 0; order ceil(2 × 44 ÷ 11 = 8) − 0 = 8.
    expect(figures(3, 'L')).toEqual({
      sold7: 0,
      sold30: 2,
      daysOut7: 7,
      daysOut30: 19,
      stock: 0,
      pace: 0.1818,
      cover: 0,
      suggested: 8,
    });
    // Sizes with no sale and no stock move in the window are not listed.
    expect(find(rows, 1, 'L')).toBeUndefined();
    expect(find(rows, 3, 'S')).toBeUndefined();
  });

  it('lists the most urgent first: fewest days of cover, the faster pace first on a tie', async () => {
    const rows = await all();
    expect(rows.length).toBeGreaterThan(20);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.coverDays!).toBeLessThanOrEqual(b.coverDays! + 1e-9);
      if (a.coverDays === b.coverDays) expect(a.pace!).toBeGreaterThanOrEqual(b.pace!);
    }
    const position = (key: number, size: string) => rows.indexOf(find(rows, key, size)!);
    expect(position(3, 'L')).toBeLessThan(position(3, 'M'));
    expect(position(3, 'M')).toBeLessThan(position(1, 'M'));
    expect(position(1, 'M')).toBeLessThan(position(2, ''));
    const top = await m.read.mostUrgent(caller, { days, now, count: 5 });
    expect(top.rows).toEqual(rows.filter((r) => r.suggested > 0).slice(0, 5));
  });

  it('names the sizes that never sell and the sizes returned for fit', async () => {
    const idle = await m.read.sizesThatNeverSell(caller, { now, limit: 500 });
    const kurtaL = idle.rows.find((r) => r.productId === ids.get(1));
    expect(kurtaL).toEqual({ productId: ids.get(1), name: 'Kurta A', size: 'L', stock: 5 });
    // C came on 10 Mar: too new to judge.
    expect(idle.rows.some((r) => r.productId === ids.get(3))).toBe(false);
    const fit = await m.read.sizesReturnedForFit(caller, { now, limit: 500 });
    expect(fit.find((r) => r.productId === ids.get(1))).toEqual({
      productId: ids.get(1),
      name: 'Kurta A',
      size: 'M',
      tooSmall: 3,
      tooBig: 0,
      fitNote: '',
    });
  });

  it('writes the supplier’s CSV grouped by brand with each quantity', async () => {
    const rows = await m.read.toOrderByBrand(caller, { days, now });
    const table = parse(m.csv.reorderCsv(rows), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    const brands = table.map((r) => r.brand);
    // Grouped: once a brand's rows end, it does not come back.
    const seen = new Set<string>();
    brands.forEach((b, i) => {
      if (i > 0 && brands[i - 1] !== b) expect(seen.has(b!), b).toBe(false);
      seen.add(b!);
    });
    const ours = table
      .filter((r) => [1, 2, 3].some((k) => String(ids.get(k)) === r.product_id))
      .map((r) => [r.brand, r.product, r.size, r.order_qty, r.in_stock, r.days_of_cover]);
    expect(ours).toEqual(
      expect.arrayContaining([
        ['Allen Solly', 'Oxford Shirt B', '', '5', '3', '18.00'],
        ['Manyavar', 'Kurta A', 'M', '24', '10', '13.00'],
        ['No brand', 'Track Pant C', 'M', '28', '2', '3.00'],
        ['No brand', 'Track Pant C', 'L', '8', '0', '0.00'],
      ]),
    );
    expect(ours).toHaveLength(4);
  });
});
