import 'server-only';
// What the sales report counts as sold, in one place for the live sums (sales.ts) and the summary
// of closed days (sales-days.ts), so the two cannot drift apart: a sale is an order confirmed,
// ready or completed; a web order is dated by its 'confirmed' event, a counter sale by the moment
// it was rung up (it is born completed). Each line pays unit × qty less its own discount and its
// share of the bill's discount, shared in proportion to the lines' nets, kept unrounded.
import { sql, type SQL } from 'drizzle-orm';
import { orderEvents, orderLines, orders, products } from '@/db/schema';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';

/** The statuses of an order that is a sale. */
export const SOLD_STATUSES = ['confirmed', 'ready', 'completed'] as const;

/** The start of today in the shop's calendar, as a timestamptz: days before it are closed. */
export const TODAY_START = sql`(date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;

/** The shop's calendar day of a timestamptz. */
export const shopDay = (at: SQL) => sql`((${at}) at time zone ${SHOP_TIME_ZONE})::date`;

/** The sales sold in [start, end) (timestamptz expressions), one row per order. */
export function soldOrders(start: SQL, end: SQL): SQL {
  return sql`
    select o.id, o.channel, o.created_at as sold_at, o.subtotal, o.bill_discount
    from ${orders} o
    where o.channel = 'counter' and o.status in ('confirmed', 'ready', 'completed')
      and o.created_at >= ${start} and o.created_at < ${end}
    union all
    select o.id, o.channel, e.created_at, o.subtotal, o.bill_discount
    from ${orderEvents} e join ${orders} o on o.id = e.order_id
    where e.status = 'confirmed' and e.created_at >= ${start} and e.created_at < ${end}
      and o.channel = 'web' and o.status in ('confirmed', 'ready', 'completed')`;
}

/**
 * The lines of the sales in `sold` (a CTE name holding soldOrders' rows): channel, sold_at,
 * main, sub ('' for a deleted product), size, qty and the unrounded paid.
 */
export function soldLines(sold: SQL): SQL {
  return sql`
    select s.channel, s.sold_at,
      coalesce(p.main_category, '') as main, coalesce(p.sub_category, '') as sub,
      l.size, l.qty,
      case when s.bill_discount = 0 then l.unit_price * l.qty - l.discount
        else (l.unit_price * l.qty - l.discount) * s.subtotal
          / nullif(s.subtotal + s.bill_discount, 0) end as paid
    from ${sold} s join ${orderLines} l on l.order_id = s.id
    left join ${products} p on p.id = l.product_id`;
}
