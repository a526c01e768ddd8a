// The sales report against a real database (PGlite in this process; PostgreSQL with
// TEST_DB=postgres), on a small set written out by hand: a web order dated by its confirmation
// (its delivery charge left out), a counter sale just after midnight in India with a line and a
// bill discount, a later counter sale, and what must not count (a cancelled order, a new one, a
// sale before the range, a return still only asked for). The numbers below are worked by hand.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as SalesModule from '@/lib/server/reports/sales';
import type * as CsvModule from '@/lib/server/reports/sales-csv';
import type * as RangeModule from '@/lib/shared/reports/sales-range';
import { at, caller, m, withDrawerDatabase } from '../support/drawer-db';

withDrawerDatabase();

let report: typeof SalesModule;
let csv: typeof CsvModule;
let ranges: typeof RangeModule;
const NOW = new Date('2026-02-15T12:00:00+05:30');
let number = 500;

interface LineSpec {
  product: number;
  size: string;
  price: string;
  qty: number;
  discount?: string;
}

async function order(a: {
  channel: 'web' | 'counter';
  status: 'new' | 'confirmed' | 'ready' | 'completed' | 'cancelled';
  placed: Date;
  confirmed?: Date;
  lines: LineSpec[];
  billDiscount?: string;
  delivery?: string;
}) {
  const db = await m.db.database();
  const net = a.lines.reduce(
    (sum, l) => sum + Number(l.price) * 100 * l.qty - Number(l.discount ?? '0') * 100,
    0,
  );
  const subtotal = ((net - Number(a.billDiscount ?? '0') * 100) / 100).toFixed(2);
  const n = ++number;
  const [row] = await db
    .insert(m.schema.orders)
    .values({
      number: n,
      token: `sales-report-${n}`,
      customerName: 'Asha',
      fulfilment: a.delivery ? 'delivery' : 'pickup',
      subtotal,
      deliveryCharge: a.delivery ?? '0',
      billDiscount: a.billDiscount ?? '0',
      channel: a.channel,
      status: a.status,
      createdAt: a.placed,
    })
    .returning();
  const lines = await db
    .insert(m.schema.orderLines)
    .values(
      a.lines.map((l, i) => ({
        orderId: row!.id,
        productId: l.product,
        name: `Product ${l.product}`,
        size: l.size,
        unitPrice: l.price,
        qty: l.qty,
        discount: l.discount ?? '0',
        position: i,
      })),
    )
    .returning();
  if (a.confirmed) {
    await db
      .insert(m.schema.orderEvents)
      .values({ orderId: row!.id, status: 'confirmed', createdAt: a.confirmed });
  }
  return { order: row!, lines };
}

async function cameBack(
  orderId: number,
  status: 'asked' | 'received' | 'done',
  receivedAt: Date | null,
  line: { orderLineId: number; qty: number; action: 'return' | 'exchange'; unitPaid: string },
) {
  const db = await m.db.database();
  const [request] = await db
    .insert(m.schema.returnRequests)
    .values({
      orderId,
      source: 'shop',
      status,
      receivedAt,
      doneAt: status === 'done' ? receivedAt : null,
    })
    .returning();
  await db.insert(m.schema.returnLines).values({
    returnId: request!.id,
    orderLineId: line.orderLineId,
    qty: line.qty,
    action: line.action,
    reason: 'too_small',
    unitPaid: line.unitPaid,
    newSize: line.action === 'exchange' ? 'L' : '',
  });
}

beforeAll(async () => {
  [report, csv, ranges] = await Promise.all([
    import('@/lib/server/reports/sales'),
    import('@/lib/server/reports/sales-csv'),
    import('@/lib/shared/reports/sales-range'),
  ]);
  const db = await m.db.database();
  const [shirt, kurti] = await db
    .insert(m.schema.products)
    .values([
      { name: 'Linen shirt', price: '1000.00', mainCategory: 'mens', subCategory: 'Shirt' },
      { name: 'Cotton kurti', price: '1500.00', mainCategory: 'imported', subCategory: 'Kurti' },
    ])
    .returning();
  const S = shirt!.id;
  const K = kurti!.id;
  // Placed on the 10th, confirmed on the 11th: a sale of the 11th, ₹3,500 (delivery is not a sale).
  const web = await order({
    channel: 'web',
    status: 'completed',
    placed: at('2026-01-10', '10:00'),
    confirmed: at('2026-01-11', '09:00'),
    delivery: '80.00',
    lines: [
      { product: S, size: 'M', price: '1000.00', qty: 2 },
      { product: K, size: 'L', price: '1500.00', qty: 1 },
    ],
  });
  // 00:30 in India on Monday the 12th (still Sunday the 11th in UTC). Lines 900 + 1500 = 2400,
  // less 240 off the bill shared 90 : 150, so the shirt paid 810 and the kurti 1350.
  const counter = await order({
    channel: 'counter',
    status: 'completed',
    placed: at('2026-01-12', '00:30'),
    billDiscount: '240.00',
    lines: [
      { product: S, size: 'M', price: '1000.00', qty: 1, discount: '100.00' },
      { product: K, size: 'S', price: '1500.00', qty: 1 },
    ],
  });
  const later = await order({
    channel: 'counter',
    status: 'completed',
    placed: at('2026-01-20', '18:00'),
    lines: [{ product: S, size: 'L', price: '1000.00', qty: 1 }],
  });
  // Not sales of the range: cancelled after confirming, never confirmed, before the range.
  await order({
    channel: 'web',
    status: 'cancelled',
    placed: at('2026-01-12', '10:00'),
    confirmed: at('2026-01-12', '11:00'),
    lines: [{ product: S, size: 'M', price: '1000.00', qty: 5 }],
  });
  await order({
    channel: 'web',
    status: 'new',
    placed: at('2026-01-13', '10:00'),
    lines: [{ product: S, size: 'M', price: '1000.00', qty: 4 }],
  });
  await order({
    channel: 'web',
    status: 'confirmed',
    placed: at('2025-12-20', '10:00'),
    confirmed: at('2025-12-20', '12:00'),
    lines: [{ product: K, size: 'M', price: '1500.00', qty: 3 }],
  });
  // A shirt M back for money on the 15th, the counter's kurti S swapped on the 16th; the later
  // sale's return is only asked for.
  await cameBack(web.order.id, 'done', at('2026-01-15', '12:00'), {
    orderLineId: web.lines[0]!.id,
    qty: 1,
    action: 'return',
    unitPaid: '1000.00',
  });
  await cameBack(counter.order.id, 'received', at('2026-01-16', '12:00'), {
    orderLineId: counter.lines[1]!.id,
    qty: 1,
    action: 'exchange',
    unitPaid: '1350.00',
  });
  await cameBack(later.order.id, 'asked', null, {
    orderLineId: later.lines[0]!.id,
    qty: 1,
    action: 'return',
    unitPaid: '1000.00',
  });
}, 120_000);

const byDay = () => report.salesReport(caller, ranges.salesRange('day', '2026-01-31', NOW));

describe('the sales report', () => {
  it('sums the range by channel, leaving out new, cancelled and earlier orders', async () => {
    const { totals, periods } = await byDay();
    expect(periods).toHaveLength(30);
    expect(periods[0]!.key).toBe('2026-01-02');
    expect(totals.web).toEqual({ paise: 350000, pieces: 3, orders: 1 });
    expect(totals.counter).toEqual({ paise: 316000, pieces: 3, orders: 2 });
    expect(totals).toMatchObject({ returned: 1, exchanged: 1, returnedPaise: 100000 });
  });

  it('dates a web order by its confirmation and a counter sale by India’s day', async () => {
    const { periods } = await byDay();
    const day = (key: string) => periods.find((p) => p.key === key)!;
    expect(day('2026-01-10').web.paise).toBe(0);
    expect(day('2026-01-11').web).toEqual({ paise: 350000, pieces: 3, orders: 1 });
    expect(day('2026-01-11').counter.paise).toBe(0);
    expect(day('2026-01-12').counter).toEqual({ paise: 216000, pieces: 2, orders: 1 });
    expect(day('2026-01-15').returned).toBe(1);
    expect(day('2026-01-16').exchanged).toBe(1);
    const week = await report.salesReport(caller, ranges.salesRange('week', '2026-01-31', NOW));
    const weekOf = (key: string) => week.periods.find((p) => p.key === key)!;
    expect(weekOf('2026-01-05').web.paise).toBe(350000);
    expect(weekOf('2026-01-05').counter.paise).toBe(0);
    expect(weekOf('2026-01-12').counter.paise).toBe(216000);
  });

  it('shares the bill discount over the lines, by category and by size', async () => {
    const { byCategory, bySize } = await byDay();
    expect(byCategory.map((r) => [r.label, r.paise, r.pieces, r.returned, r.exchanged])).toEqual([
      ["Shirt · Men's Wear", 381000, 4, 1, 0],
      ['Kurti · Imported', 285000, 2, 0, 1],
    ]);
    expect(bySize.map((r) => [r.label, r.paise, r.pieces, r.returned + r.exchanged])).toEqual([
      ['S', 135000, 1, 1],
      ['M', 281000, 3, 1],
      ['L', 250000, 2, 0],
    ]);
  });

  it('counts the months, the earlier sale included', async () => {
    const months = await report.salesReport(caller, ranges.salesRange('month', '2026-01-31', NOW));
    expect(months.periods.map((p) => p.key).slice(-2)).toEqual(['2025-12-01', '2026-01-01']);
    expect(months.periods.at(-2)!.web).toEqual({ paise: 450000, pieces: 3, orders: 1 });
    expect(months.totals.web.paise + months.totals.counter.paise).toBe(1116000);
  });

  it('writes the same numbers as CSV, with the returns rate', async () => {
    const read = async (part: 'periods' | 'categories' | 'sizes') =>
      parse(csv.salesCsv(await byDay(), part), { bom: true, columns: true }) as Record<
        string,
        string
      >[];
    const periods = await read('periods');
    expect(periods.at(-1)).toMatchObject({
      period: 'Total',
      web_sales: '3500.00',
      counter_sales: '3160.00',
      sales: '6660.00',
      pieces: '6',
      orders: '3',
      returned_pieces: '1',
      exchanged_pieces: '1',
      returned_value: '1000.00',
      returns_rate_pct: '33.3',
    });
    expect(periods.find((p) => p.period_start === '2026-01-12')).toMatchObject({
      counter_sales: '2160.00',
      counter_orders: '1',
    });
    expect(await read('sizes')).toContainEqual(
      expect.objectContaining({ size: 'S', sales: '1350.00', returns_rate_pct: '100.0' }),
    );
    expect(await read('categories')).toContainEqual(
      expect.objectContaining({
        category: "Shirt · Men's Wear",
        sales: '3810.00',
        returns_rate_pct: '25.0',
      }),
    );
  });

  it('refuses anyone but an admin', async () => {
    await expect(
      report.salesReport(null, ranges.salesRange('day', null, NOW)),
    ).rejects.toMatchObject({ status: 401 });
  });
});
