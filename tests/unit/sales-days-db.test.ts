// The sales report's summary of closed days against a real database (PGlite in this process;
// PostgreSQL with TEST_DB=postgres): a month of generated sales (web orders confirmed up to a day
// after they were placed, counter sales around midnight in India, bill discounts whose shares do
// not end in paise, cancelled and new orders) is summarised, and the summary must say what the
// lines say: its rows equal the lines summed live, every day has its two totals rows (zeros
// included), and the report read from it equals a live sum of the lines to the paisa. Then an
// order of a summarised day is cancelled the way the admin cancels it, and the report drops it.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as SalesModule from '@/lib/server/reports/sales';
import type * as DaysModule from '@/lib/server/reports/sales-days';
import type * as StatusModule from '@/lib/server/orders/status';
import type * as NumbersModule from '@/lib/server/order-numbers';
import type * as RangeModule from '@/lib/shared/reports/sales-range';
import { at, caller, m, withDrawerDatabase } from '../support/drawer-db';

withDrawerDatabase();

let report: typeof SalesModule;
let days: typeof DaysModule;
let status: typeof StatusModule;
let numbers: typeof NumbersModule;
let ranges: typeof RangeModule;
const NOW = new Date('2026-04-10T12:00:00+05:30');
const START = at('2026-03-01', '00:00');
const END = at('2026-04-01', '00:00');

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

async function generate() {
  const db = await m.db.database();
  const products = await db
    .insert(m.schema.products)
    .values([
      { name: 'Linen shirt', price: '999.00', mainCategory: 'mens', subCategory: 'Shirt' },
      { name: 'Kurti', price: '1499.00', mainCategory: 'imported', subCategory: 'Kurti' },
      { name: 'Saree', price: '2333.00', mainCategory: 'womens', subCategory: 'Saree' },
    ])
    .returning();
  const next = random(48);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const statuses = ['completed', 'completed', 'confirmed', 'ready', 'cancelled', 'new'] as const;
  for (let n = 0; n < 160; n++) {
    const channel = next() < 0.4 ? 'counter' : 'web';
    // From the last day of February to the first of April, so the edges are crossed.
    const placed = new Date(at('2026-02-28', '18:00').getTime() + next() * 33 * 86_400_000);
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => {
      const product = pick(products);
      const qty = 1 + Math.floor(next() * 3);
      return {
        productId: product.id,
        name: product.name,
        size: pick(['S', 'M', 'L', '']),
        unitPrice: product.price,
        qty,
        discount: next() < 0.3 ? '37.00' : '0',
        position: i,
      };
    });
    const net = lines.reduce(
      (s, l) => s + Number(l.unitPrice) * 100 * l.qty - Number(l.discount) * 100,
      0,
    );
    const billDiscount = next() < 0.4 ? 101 * (1 + Math.floor(next() * 3)) : 0;
    const [order] = await db
      .insert(m.schema.orders)
      .values({
        number: 7000 + n,
        token: `sales-days-${n}`,
        customerName: 'Asha',
        fulfilment: 'pickup',
        subtotal: ((net - billDiscount * 100) / 100).toFixed(2),
        billDiscount: billDiscount.toFixed(2),
        channel,
        status:
          channel === 'counter' ? pick(['completed', 'completed', 'cancelled']) : pick(statuses),
        createdAt: placed,
      })
      .returning();
    await db.insert(m.schema.orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })));
    if (channel === 'web' && order!.status !== 'new') {
      const confirmed = new Date(placed.getTime() + next() * 86_400_000);
      await db
        .insert(m.schema.orderEvents)
        .values({ orderId: order!.id, status: 'confirmed', createdAt: confirmed });
    }
  }
}

/** The old report's sums, straight from the lines: paise by (day, channel) and orders. */
async function liveByDay() {
  const db = await m.db.database();
  const rows = await db.execute(sql`
    with sold as (
      select o.id, o.channel, o.created_at as sold_at, o.subtotal, o.bill_discount from orders o
      where o.channel = 'counter' and o.status in ('confirmed', 'ready', 'completed')
      union all
      select o.id, o.channel, e.created_at, o.subtotal, o.bill_discount
      from order_events e join orders o on o.id = e.order_id
      where e.status = 'confirmed' and o.channel = 'web' and o.status in ('confirmed', 'ready', 'completed')
    ), within as (
      select * from sold where sold_at >= ${START.toISOString()}::timestamptz and sold_at < ${END.toISOString()}::timestamptz
    )
    select to_char((s.sold_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, s.channel,
      round(sum(case when s.bill_discount = 0 then l.unit_price * l.qty - l.discount
        else (l.unit_price * l.qty - l.discount) * s.subtotal / (s.subtotal + s.bill_discount) end), 2)::text as paid,
      sum(l.qty)::int as pieces, count(distinct s.id)::int as orders
    from within s join order_lines l on l.order_id = s.id group by 1, 2`);
  return m.db.rowsOf<{
    day: string;
    channel: string;
    paid: string;
    pieces: number;
    orders: number;
  }>(rows);
}

beforeAll(async () => {
  [report, days, status, numbers, ranges] = await Promise.all([
    import('@/lib/server/reports/sales'),
    import('@/lib/server/reports/sales-days'),
    import('@/lib/server/orders/status'),
    import('@/lib/server/order-numbers'),
    import('@/lib/shared/reports/sales-range'),
  ]);
  await generate();
}, 120_000);

const march = () => report.salesReport(caller, ranges.salesRange('day', '2026-03-31', NOW));
const paiseOf = (text: string) => Math.round(Number(text) * 100);

describe('the summary of closed days', () => {
  it('marks every day of the range and sums what the lines sum', async () => {
    expect(await days.summariseClosedDays(START, END)).toBe(31);
    expect(await days.summariseClosedDays(START, END)).toBe(0);
    const db = await m.db.database();
    const totals = m.db.rowsOf<{ day: string; channel: string; orders: number }>(
      await db.execute(
        sql`select day::text as day, channel, orders from sales_day_totals order by day, channel`,
      ),
    );
    expect(totals).toHaveLength(62);
    const summed = m.db.rowsOf<{ day: string; channel: string; paid: string; pieces: number }>(
      await db.execute(sql`select day::text as day, channel, round(sum(paid), 2)::text as paid,
        sum(pieces)::int as pieces from sales_days group by 1, 2`),
    );
    const live = await liveByDay();
    expect(live.length).toBeGreaterThan(30);
    const key = (r: { day: string; channel: string }) => `${r.day} ${r.channel}`;
    expect(new Map(summed.map((r) => [key(r), [paiseOf(r.paid), r.pieces]]))).toEqual(
      new Map(live.map((r) => [key(r), [paiseOf(r.paid), r.pieces]])),
    );
    const ordersOf = new Map(live.map((r) => [key(r), r.orders]));
    for (const t of totals) expect(t.orders).toBe(ordersOf.get(key(t)) ?? 0);
  });

  it('gives the report the numbers a live sum of the lines gives, by day and in total', async () => {
    const live = await liveByDay();
    const { periods, totals } = await march();
    for (const p of periods) {
      for (const channel of ['web', 'counter'] as const) {
        const row = live.find((r) => r.day === p.key && r.channel === channel);
        expect(p[channel], `${p.key} ${channel}`).toEqual({
          paise: row ? paiseOf(row.paid) : 0,
          pieces: row?.pieces ?? 0,
          orders: row?.orders ?? 0,
        });
      }
    }
    // The 30 days end on the 31st, so they start on the 2nd.
    const shown = live.filter((r) => r.day >= periods[0]!.key);
    expect(totals.web.orders + totals.counter.orders).toBe(shown.reduce((s, r) => s + r.orders, 0));
    const month = await report.salesReport(caller, ranges.salesRange('month', '2026-03-31', NOW));
    const inMarch = month.periods.find((p) => p.key === '2026-03-01')!;
    // The month holds the 1st too; pieces and orders add up exactly over the days.
    expect(inMarch.web.pieces + inMarch.counter.pieces).toBe(
      live.reduce((s, r) => s + r.pieces, 0),
    );
    expect(inMarch.web.orders + inMarch.counter.orders).toBe(
      live.reduce((s, r) => s + r.orders, 0),
    );
  });

  it('drops an order of a summarised day when the admin cancels it', async () => {
    const db = await m.db.database();
    const [sale] = m.db.rowsOf<{ number: number; day: string; status: 'confirmed' | 'ready' }>(
      await db.execute(sql`select o.number, to_char((e.created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, o.status
        from orders o join order_events e on e.order_id = o.id and e.status = 'confirmed'
        where o.channel = 'web' and o.status in ('confirmed', 'ready')
          and e.created_at >= ${START.toISOString()}::timestamptz and e.created_at < ${END.toISOString()}::timestamptz
        order by o.number limit 1`),
    );
    expect(sale).toBeDefined();
    const before = (await march()).periods.find((p) => p.key === sale!.day)!.web;
    const lines = await db
      .select()
      .from(m.schema.orderLines)
      .where(sql`order_id = (select id from orders where number = ${sale!.number})`);
    await status.changeOrder(caller, numbers.displayNumber(sale!.number), {
      status: 'cancelled',
      reason: 'Customer changed their mind',
      expected: sale!.status,
    });
    const forgotten = await db.execute(
      sql`select count(*)::int as n from sales_day_totals where day = ${sale!.day}::date`,
    );
    expect(m.db.rowsOf<{ n: number }>(forgotten)[0]!.n).toBe(0);
    const after = (await march()).periods.find((p) => p.key === sale!.day)!.web;
    expect(after.orders).toBe(before.orders - 1);
    expect(after.pieces).toBe(before.pieces - lines.reduce((s, l) => s + l.qty, 0));
    const live = (await liveByDay()).find((r) => r.day === sale!.day && r.channel === 'web');
    expect(after.paise).toBe(live ? paiseOf(live.paid) : 0);
    expect(after.paise).toBeLessThan(before.paise);
  });
});
