import 'server-only';
// The sales report's summary of closed days (db/schema/reports.ts): a day before today in the
// shop's calendar is summed once, the first time a report asks for it, into its rows per
// (channel, category, size) and its order counts per channel (zeros included, so an empty day is
// marked as summarised). Nothing can add a sale to a closed day; the one thing that takes one away
// is a cancel, which forgets the day (deletes its rows) in its own transaction, so the next report
// sums it again. Writers of both kinds hold the same advisory lock for their transaction, so a
// cancel cannot slip between a summary's reading of the lines and its commit.
import { sql, type SQL } from 'drizzle-orm';
import { salesDays, salesDayTotals } from '@/db/schema';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { database, rowsOf, type Tx } from '@/lib/server/infra/db';
import { shopDay, SOLD_STATUSES, soldLines, soldOrders } from './sold-lines';

/** pg_advisory_xact_lock's key for writing the summary ('sales_days' in a number). */
const SUMMARY_LOCK = 5_417_001;

const lockSummary = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${SUMMARY_LOCK})`);

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The days of [start, min(end, today)) in the shop's calendar that have no totals rows. */
function missingDays(start: Date, end: Date): SQL {
  return sql`
    select d::date as day
    from generate_series(${shopDay(at(start))}::timestamp,
      (least(${shopDay(at(end))}, ${shopDay(sql`now()`)}) - 1)::timestamp, interval '1 day') d
    where not exists (select 1 from ${salesDayTotals} t where t.day = d::date)`;
}

/** The start of a shop day given as 'YYYY-MM-DD' (plus `days`), as a timestamptz. */
const dayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/**
 * Sums the closed days of [start, end) not summarised yet, in the caller's transaction (which
 * holds the summary's lock from here to its end). Returns how many days it summed.
 */
export async function summariseClosedDaysInTx(tx: Tx, start: Date, end: Date): Promise<number> {
  await lockSummary(tx);
  const missing = rowsOf<{ day: string }>(
    await tx.execute(sql`select day::text as day from (${missingDays(start, end)}) m order by day`),
  );
  if (missing.length === 0) return 0;
  const sold = soldOrders(dayStart(missing[0]!.day), dayStart(missing.at(-1)!.day, 1));
  await tx.execute(sql`
    with missing as (${missingDays(start, end)}),
    sold as materialized (${sold}),
    lines as (${soldLines(sql`sold`)})
    insert into ${salesDays} (day, channel, main_category, sub_category, size, pieces, paid)
    select ${shopDay(sql`sold_at`)}, channel, main, sub, size, sum(qty)::int, coalesce(sum(paid), 0)
    from lines
    where ${shopDay(sql`sold_at`)} in (select day from missing)
    group by 1, 2, 3, 4, 5
    on conflict do nothing`);
  await tx.execute(sql`
    with missing as (${missingDays(start, end)}),
    sold as (${sold})
    insert into ${salesDayTotals} (day, channel, orders)
    select m.day, c.channel, count(s.id)::int
    from missing m cross join (values ('web'), ('counter')) c(channel)
    left join sold s on s.channel = c.channel and ${shopDay(sql`s.sold_at`)} = m.day
    group by m.day, c.channel
    on conflict do nothing`);
  return missing.length;
}

/** Sums the closed days of [start, end) not summarised yet, in a transaction of its own. */
export async function summariseClosedDays(start: Date, end: Date): Promise<number> {
  const db = await database();
  return db.transaction((tx) => summariseClosedDaysInTx(tx, start, end));
}

/**
 * In the transaction that cancels `order` (its status before the cancel): when it was a sale on
 * a closed day, deletes that day's summary rows, so the next report sums the day without it.
 */
export async function forgetSalesDay(tx: Tx, order: { id: number; status: string }) {
  if (!(SOLD_STATUSES as readonly string[]).includes(order.status)) return;
  await lockSummary(tx);
  const days = sql`
    select ${shopDay(sql`o.created_at`)} as day from orders o
    where o.id = ${order.id} and o.channel = 'counter'
    union
    select ${shopDay(sql`e.created_at`)} from order_events e join orders o on o.id = e.order_id
    where e.order_id = ${order.id} and e.status = 'confirmed' and o.channel = 'web'`;
  await tx.execute(sql`delete from ${salesDays} where day in (${days})`);
  await tx.execute(sql`delete from ${salesDayTotals} where day in (${days})`);
}
