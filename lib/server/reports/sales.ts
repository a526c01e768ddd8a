import 'server-only';
// The sales report (admin › Sales and its CSV): what sold in a range of days, weeks or months,
// web against counter, by category and by size, and the pieces that came back. Two aggregating
// queries, so the database sums and hands over a few hundred rows at most; the sold figures of
// closed days come from their summary (sales-days.ts), today's from the lines (sold-lines.ts):
// - sales: a sale is an order confirmed, ready or completed. A web order is dated by its
//   confirmation (the order's 'confirmed' event: when the shop took the stock and issued the
//   invoice, as the accountant's month and the cash drawer's day date it); a counter sale by the
//   moment it was rung up (it is born completed). Each line pays unit × qty less its discount
//   and its share of the bill's discount, shared in proportion to the lines' nets (the till's
//   `shareOver` shares the same way, to the paisa; summed here before rounding).
// - came back: the pieces of return lines whose request was received or done, dated by when the
//   pieces came in (received, else done), in the period they came back.
// Admins only.
import { sql, type SQL } from 'drizzle-orm';
import {
  orderLines,
  products,
  returnLines,
  returnRequests,
  salesDays,
  salesDayTotals,
} from '@/db/schema';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { ALL_SIZES } from '@/lib/shared/sizes';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { toPaise } from '@/lib/shared/money';
import type { SalesRange } from '@/lib/shared/reports/sales-range';
import {
  emptyCameBack,
  type CameBack,
  type PeriodRow,
  type SalesReport,
  type SliceRow,
} from '@/lib/shared/reports/sales-report';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, rowsOf } from '@/lib/server/infra/db';
import { summariseClosedDaysInTx } from './sales-days';
import { shopDay, soldLines, soldOrders, TODAY_START } from './sold-lines';

/** Which grouping set a row belongs to: grouping()'s bits over (period, channel, main, sub, size). */
const BY_PERIOD = 0b00111;
const BY_CATEGORY = 0b11001;
const BY_SIZE = 0b11110;
/** Not a grouping set: the row counts the orders of a (period, channel). */
const ORDERS = 99;

interface SoldRow {
  g: number;
  period: string | null;
  channel: string | null;
  main: string | null;
  sub: string | null;
  size: string | null;
  /** Pieces sold; in an ORDERS row, the orders. */
  pieces: number;
  paid: string;
}

interface BackRow {
  g: number;
  period: string | null;
  main: string | null;
  sub: string | null;
  size: string | null;
  returned: number;
  exchanged: number;
  returned_paid: string;
}

const bucket = (range: SalesRange, at: SQL) =>
  sql`to_char(date_trunc(${range.grain}, ${at} at time zone ${SHOP_TIME_ZONE}), 'YYYY-MM-DD')`;

/**
 * The sold lines summed by (period, channel), (category) and (size), and the orders counted per
 * (period, channel) in the same statement (g = ORDERS): closed days from their summary
 * (sales-days.ts, summed first if missing, under its lock so no cancel slips in between), today
 * live from the lines. Paid is summed unrounded from both and rounded once.
 */
async function soldFigures(range: SalesRange): Promise<SoldRow[]> {
  const db = await database();
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const closed = sql`day >= ${shopDay(start)}
    and day < least(${shopDay(end)}, ${shopDay(sql`now()`)})`;
  const dayBucket = sql`to_char(date_trunc(${range.grain}, day::timestamp), 'YYYY-MM-DD')`;
  return db.transaction(async (tx) => {
    await summariseClosedDaysInTx(tx, range.start, range.end);
    const result = await tx.execute(sql`
      with live as materialized (${soldOrders(sql`greatest(${start}, ${TODAY_START})`, end)}),
      lines as (
        select channel, ${bucket(range, sql`sold_at`)} as period, main, sub, size, qty, paid
        from (${soldLines(sql`live`)}) today
        union all
        select channel, ${dayBucket}, main_category, sub_category, size, pieces, paid
        from ${salesDays} where ${closed}
      ),
      counted as (
        select ${bucket(range, sql`sold_at`)} as period, channel, count(*)::int as n
        from live group by 1, 2
        union all
        select ${dayBucket}, channel, orders from ${salesDayTotals} where ${closed}
      )
      select grouping(period, channel, main, sub, size)::int as g, period, channel, main, sub, size,
        sum(qty)::int as pieces, round(coalesce(sum(paid), 0), 2)::text as paid
      from lines
      group by grouping sets ((period, channel), (main, sub), (size))
      union all
      select ${sql.raw(String(ORDERS))}, period, channel, null, null, null, sum(n)::int, '0'
      from counted group by period, channel having sum(n) > 0`);
    return rowsOf<SoldRow>(result);
  });
}

async function cameBack(range: SalesRange): Promise<BackRow[]> {
  const db = await database();
  const came = sql`coalesce(r.received_at, r.done_at)`;
  const result = await db.execute(sql`
    select grouping(period, main, sub, size)::int as g, period, main, sub, size,
      sum(qty) filter (where action = 'return')::int as returned,
      sum(qty) filter (where action = 'exchange')::int as exchanged,
      coalesce(sum(qty * unit_paid) filter (where action = 'return'), 0)::text as returned_paid
    from (
      select ${bucket(range, came)} as period, rl.qty, rl.action, rl.unit_paid,
        coalesce(p.main_category, '') as main, coalesce(p.sub_category, '') as sub, l.size
      from ${returnRequests} r join ${returnLines} rl on rl.return_id = r.id
      join ${orderLines} l on l.id = rl.order_line_id
      left join ${products} p on p.id = l.product_id
      where r.status in ('received', 'done')
        and ${came} >= ${range.start.toISOString()} and ${came} < ${range.end.toISOString()}
    ) back
    group by grouping sets ((period), (main, sub), (size))`);
  // grouping() over four columns here: period alone leaves main, sub, size (0b0111) out.
  return rowsOf<BackRow>(result).map((r) => ({
    ...r,
    g: r.g === 0b0111 ? BY_PERIOD : r.g === 0b1001 ? BY_CATEGORY : BY_SIZE,
    returned: r.returned ?? 0,
    exchanged: r.exchanged ?? 0,
  }));
}

const categoryLabel = (main: string | null, sub: string | null) =>
  main ? `${sub} · ${mainCategoryLabel(main)}` : 'Deleted product';
const sizeLabel = (size: string | null) => size || 'No size';

const backOf = (r: BackRow | undefined): CameBack =>
  r
    ? { returned: r.returned, exchanged: r.exchanged, returnedPaise: toPaise(r.returned_paid) }
    : emptyCameBack();

function slices(
  sold: SoldRow[],
  back: BackRow[],
  g: number,
  label: (r: { main: string | null; sub: string | null; size: string | null }) => string,
): SliceRow[] {
  const rows = new Map<string, SliceRow>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { label: key, paise: 0, pieces: 0, ...emptyCameBack() }));
    return found;
  };
  for (const r of sold.filter((s) => s.g === g)) {
    const slice = row(label(r));
    slice.paise += toPaise(r.paid);
    slice.pieces += r.pieces;
  }
  for (const r of back.filter((b) => b.g === g)) {
    const slice = row(label(r));
    const came = backOf(r);
    slice.returned += came.returned;
    slice.exchanged += came.exchanged;
    slice.returnedPaise += came.returnedPaise;
  }
  return [...rows.values()];
}

const sizeRank = (label: string) => {
  const i = ALL_SIZES.indexOf(label);
  return i < 0 ? ALL_SIZES.length : i;
};

/** The report for `range`; the caller must be an admin. */
export async function salesReport(caller: Caller | null, range: SalesRange): Promise<SalesReport> {
  requireAdmin(caller);
  const [sold, back] = await Promise.all([soldFigures(range), cameBack(range)]);
  const blank = () => ({ paise: 0, pieces: 0, orders: 0 });
  const periods: PeriodRow[] = range.periods.map((p) => ({
    ...p,
    web: blank(),
    counter: blank(),
    ...emptyCameBack(),
  }));
  const byKey = new Map(periods.map((p) => [p.key, p]));
  for (const r of sold.filter((s) => s.g === BY_PERIOD)) {
    const side = byKey.get(r.period ?? '')?.[r.channel === 'counter' ? 'counter' : 'web'];
    if (!side) continue;
    side.paise += toPaise(r.paid);
    side.pieces += r.pieces;
  }
  for (const r of sold.filter((s) => s.g === ORDERS)) {
    const side = byKey.get(r.period ?? '')?.[r.channel === 'counter' ? 'counter' : 'web'];
    if (side) side.orders += r.pieces;
  }
  for (const r of back.filter((b) => b.g === BY_PERIOD)) {
    const period = byKey.get(r.period ?? '');
    if (period) Object.assign(period, backOf(r));
  }
  const totals: PeriodRow = {
    key: 'total',
    label: 'Total',
    short: 'Total',
    web: blank(),
    counter: blank(),
    ...emptyCameBack(),
  };
  for (const p of periods) {
    for (const side of ['web', 'counter'] as const) {
      totals[side].paise += p[side].paise;
      totals[side].pieces += p[side].pieces;
      totals[side].orders += p[side].orders;
    }
    totals.returned += p.returned;
    totals.exchanged += p.exchanged;
    totals.returnedPaise += p.returnedPaise;
  }
  const byCategory = slices(sold, back, BY_CATEGORY, (r) => categoryLabel(r.main, r.sub)).sort(
    (a, b) => b.paise - a.paise || a.label.localeCompare(b.label),
  );
  const bySize = slices(sold, back, BY_SIZE, (r) => sizeLabel(r.size)).sort(
    (a, b) => sizeRank(a.label) - sizeRank(b.label) || a.label.localeCompare(b.label),
  );
  return { range, periods, byCategory, bySize, totals };
}
