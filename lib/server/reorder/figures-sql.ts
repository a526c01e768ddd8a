import 'server-only';
// The reorder figures as SQL (lib/shared/reorder/rules.ts states the rules). The database does the
// work in one pass over the stock ledger of the window and hands over only the rows a page shows.
// The ledger is where a sale leaves the shelf: a web order's lines when it is confirmed (and back
// when a confirmed order is cancelled), a counter sale's when it is rung up, an exchange's new
// piece when the old one is received; a return put back on the shelf comes back in. So, per size
// that keeps a count (or per product kept as one count), in the window:
// - sold = pieces out (order, counter_sale, exchange) − pieces back (return, order_cancelled);
//   a damaged return is written off (change 0), so its piece stays sold: it left the shelf;
// - days out = whole shop-calendar days the count was 0 throughout: the count through the window
//   (the first row in the window tells the count before it: balance − change) cut into
//   stretches at zero (the rows where it turns to or from zero), each stretch's whole days;
// - pace, days of cover and the suggested quantity, exactly in numeric.
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { LONG_DAYS, SHORT_DAYS } from '@/lib/shared/reorder/rules';

const OUT = sql`('order', 'counter_sale', 'exchange')`;
const BACK = sql`('return', 'order_cancelled')`;
const days = (n: number) => `${n - 1} days`;

/**
 * `w` (the clock; the starts of the 7-day window, the 30-day window and the last `windowDays`
 * days, each at the shop's midnight), `units` (every size that keeps a count and every product
 * kept as one count, with `stock` and `position`), `led` (the ledger rows since `w.since`) and
 * `sold` (per unit: `out7`, `back7`, `out30`, `back30`, `out_all` pieces out in the whole window).
 */
export function soldCtes(now: Date, windowDays: number): SQL {
  const tz = SHOP_TIME_ZONE;
  const at = now.toISOString();
  const back = (n: number) =>
    sql`((date_trunc('day', ${at}::timestamptz at time zone ${tz}) - ${days(n)}::interval) at time zone ${tz})`;
  return sql`
  w as (
    select ${at}::timestamptz as now_at, ${back(SHORT_DAYS)} as s7, ${back(LONG_DAYS)} as s30,
      ${back(windowDays)} as since,
      (date_trunc('day', ${at}::timestamptz at time zone ${tz}))::date as today
  ),
  units as (
    select ps.product_id, ps.size, ps.stock, ps.position from product_sizes ps
    union all
    select p.id, '', p.stock, 0 from products p
    where not exists (select 1 from product_sizes ps where ps.product_id = p.id)
  ),
  led as (
    select l.product_id, l.size, l.id, l.change, l.balance, l.reason, l.created_at as at
    from stock_ledger l, w
    where l.created_at >= w.since and l.created_at < w.now_at and l.product_id is not null
  ),
  sold as (
    select product_id, size,
      coalesce(sum(-change) filter (where reason in ${OUT} and at >= w.s7), 0)::int as out7,
      coalesce(sum(change) filter (where reason in ${BACK} and at >= w.s7), 0)::int as back7,
      coalesce(sum(-change) filter (where reason in ${OUT} and at >= w.s30), 0)::int as out30,
      coalesce(sum(change) filter (where reason in ${BACK} and at >= w.s30), 0)::int as back30,
      coalesce(sum(-change) filter (where reason in ${OUT}), 0)::int as out_all
    from led, w group by product_id, size
  )`;
}

/**
 * Over soldCtes for the last 30 days, `figures`: one row per unit with a ledger row in the last
 * 30 days, with `stock`, `position`, `sold7`, `sold30`, `days_out7`, `days_out30`, `pace` (null
 * without a day in stock), `cover` (null when nothing sold) and `suggested`. `needDays` is N + lead time + safety days.
 */
export function figuresCte(now: Date, needDays: number): SQL {
  const tz = SHOP_TIME_ZONE;
  const local = (column: SQL) => sql`(${column} at time zone ${tz})`;
  return sql`${soldCtes(now, LONG_DAYS)},
  marks as (
    select product_id, size, at, id, balance = 0 as za,
      lag(balance = 0, 1, balance - change = 0) over u as zb,
      lag(id) over u is null as is_first
    from led window u as (partition by product_id, size order by at, id)
  ),
  turns as (
    select product_id, size, at, za, zb, is_first,
      lag(case when is_first and zb then w.s30 else at end) over u as prev_since,
      case when is_first and zb then w.s30 else at end as since,
      lead(at) over u as next_at
    from marks, w where za <> zb or (is_first and zb)
    window u as (partition by product_id, size order by at, id)
  ),
  stretches as (
    select product_id, size, case when is_first then w.s30 else prev_since end as a, at as b
    from turns, w where zb and not za
    union all
    select product_id, size, since, null from turns where za and next_at is null
  ),
  days as (
    select product_id, size,
      case when ${local(sql`a`)} = date_trunc('day', ${local(sql`a`)})
        then ${local(sql`a`)}::date else ${local(sql`a`)}::date + 1 end as first_day,
      case when b is null then w.today + 1 else ${local(sql`b`)}::date end as end_day
    from stretches, w
  ),
  outs as (
    select s.product_id, s.size,
      sum(greatest(0, s.end_day - greatest(s.first_day, ${local(sql`w.s30`)}::date)))::int
        as days_out30,
      sum(greatest(0, s.end_day - greatest(s.first_day, ${local(sql`w.s7`)}::date)))::int
        as days_out7
    from days s, w group by s.product_id, s.size
  ),
  base as (
    select s.product_id, s.size, coalesce(ps.stock, p.stock) as stock,
      coalesce(ps.position, 0) as position,
      greatest(s.out7 - s.back7, 0) as sold7, greatest(s.out30 - s.back30, 0) as sold30,
      coalesce(o.days_out7, 0) as days_out7, coalesce(o.days_out30, 0) as days_out30
    from sold s
    join products p on p.id = s.product_id
    left join product_sizes ps on ps.product_id = s.product_id and ps.size = s.size
    left join outs o on o.product_id = s.product_id and o.size = s.size
    where ps.product_id is not null or (s.size = ''
      and not exists (select 1 from product_sizes x where x.product_id = s.product_id))
  ),
  figures as (
    select b.*,
      b.sold30::numeric / nullif(${LONG_DAYS} - b.days_out30, 0) as pace,
      -- stock ÷ pace as one division, so equal covers compare equal
      (b.stock * (${LONG_DAYS} - b.days_out30))::numeric / nullif(b.sold30, 0) as cover,
      greatest(0, coalesce(
        ceil(b.sold30::numeric * ${needDays} / nullif(${LONG_DAYS} - b.days_out30, 0)), 0)
        - b.stock)::int as suggested
    from base b
  )`;
}
