// What to reorder, on a real database (PGlite, or PostgreSQL with TEST_DB=postgres): a seeded
// history of other products, plus three products whose history is written out below with the
// figures a person works out by hand from it. Clock: 31 March 2026, 18:00 in India; the 30-day
// window starts 2 March 00:00, the 7-day window 25 March 00:00; N 30 + lead 7 + safety 7 = 44.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { History } from '../../scripts/seed-history.sim';
import { at, caller, m, withReorderDatabase } from '../support/reorder-db';

withReorderDatabase();

const now = at('2026-03-31', '18:00');
const days = { coverDays: 30, leadDays: 7, safetyDays: 7 };
const jan1 = at('2026-01-01', '09:00');
const counter = (day: string, lines: History['orders'][number]['lines'], hhmm = '12:00') => ({
  channel: 'counter' as const,
  status: 'completed' as const,
  createdAt: at(day, hhmm),
  confirmedAt: null,
  lines,
});
const web = (day: string, lines: History['orders'][number]['lines'], hhmm = '11:00') => ({
  channel: 'web' as const,
  status: 'completed' as const,
  createdAt: at(day, hhmm),
  confirmedAt: new Date(at(day, hhmm).getTime() + 30 * 60_000),
  lines,
});
const product = (key: number, name: string, brand: string, sizes: string[], createdAt: Date) => ({
  key,
  name,
  brand,
  main: 'mens',
  sub: 'Shirt',
  price: '999.00',
  sizes,
  footwear: false,
  createdAt,
});

// A: a kurta in M and L. M: 20 at the start; 2 sold 20 Feb (both back 25 Feb too small, damaged:
// written off); in the window 3 + 5 + 10 sold (out from 15 Mar noon), 12 in on 20 Mar 09:30,
// 2 sold on the web 26 Mar (1 back 29 Mar too small, restocked), 1 sold 30 Mar: 10 left.
// L: 5, never sells (one web order for it was cancelled before it was confirmed).
// B: a shirt kept as one count: 8; sold 1 (web, 3 Mar), 2, 1, 1 (web, 31 Mar 10:20): 3 left; a
// web order still new does not count.
// C: track pants added 10 Mar 09:00 (the 8 days before count as out): M 4, sold 1, 1, 2 (out
// from 13 Mar 15:00), 6 in on 24 Mar 09:30, sold 1 (web), 2, 1: 2 left. L 2, both sold 20 Mar
// 18:00, out ever since (today counts: out until now).
const hand: History = {
  products: [
    product(1, 'Kurta A', 'Manyavar', ['M', 'L'], jan1),
    product(2, 'Oxford Shirt B', 'Allen Solly', [], jan1),
    product(3, 'Track Pant C', '', ['S', 'M', 'L'], at('2026-03-10', '09:00')),
  ],
  moves: [
    { product: 1, size: 'M', change: 20, reason: 'opening', at: jan1 },
    { product: 1, size: 'L', change: 5, reason: 'opening', at: jan1 },
    { product: 1, size: 'M', change: 12, reason: 'receipt', at: at('2026-03-20', '09:30') },
    { product: 2, size: '', change: 8, reason: 'opening', at: jan1 },
    { product: 3, size: 'M', change: 4, reason: 'opening', at: at('2026-03-10', '09:00') },
    { product: 3, size: 'L', change: 2, reason: 'opening', at: at('2026-03-10', '09:00') },
    { product: 3, size: 'M', change: 6, reason: 'receipt', at: at('2026-03-24', '09:30') },
  ],
  orders: [
    {
      ...counter('2026-02-20', [{ product: 1, size: 'M', qty: 2 }]),
      returned: {
        line: 0,
        qty: 2,
        reason: 'too_small',
        receivedAt: at('2026-02-25', '10:00'),
        condition: 'damaged',
      },
    },
    counter('2026-03-05', [{ product: 1, size: 'M', qty: 3 }]),
    counter('2026-03-10', [{ product: 1, size: 'M', qty: 5 }]),
    counter('2026-03-15', [{ product: 1, size: 'M', qty: 10 }]),
    {
      ...web('2026-03-26', [{ product: 1, size: 'M', qty: 2 }]),
      returned: { line: 0, qty: 1, reason: 'too_small', receivedAt: at('2026-03-29', '10:00') },
    },
    counter('2026-03-30', [{ product: 1, size: 'M', qty: 1 }]),
    {
      ...web('2026-03-28', [{ product: 1, size: 'L', qty: 1 }]),
      status: 'cancelled',
      confirmedAt: null,
    },
    web('2026-03-03', [{ product: 2, size: '', qty: 1 }], '10:00'),
    counter('2026-03-12', [{ product: 2, size: '', qty: 2 }]),
    counter('2026-03-27', [{ product: 2, size: '', qty: 1 }]),
    { ...web('2026-03-31', [{ product: 2, size: '', qty: 1 }], '09:50') },
    {
      ...web('2026-03-31', [{ product: 2, size: '', qty: 4 }], '16:00'),
      status: 'new',
      confirmedAt: null,
    },
    counter('2026-03-11', [{ product: 3, size: 'M', qty: 1 }]),
    counter('2026-03-12', [{ product: 3, size: 'M', qty: 1 }]),
    counter('2026-03-13', [{ product: 3, size: 'M', qty: 2 }], '15:00'),
    counter('2026-03-20', [{ product: 3, size: 'L', qty: 2 }], '18:00'),
    web('2026-03-25', [{ product: 3, size: 'M', qty: 1 }]),
    counter('2026-03-28', [{ product: 3, size: 'M', qty: 2 }]),
    counter('2026-03-31', [{ product: 3, size: 'M', qty: 1 }]),
  ],
};

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
