import 'server-only';
// The dashboard's order figures: orders today and in the last 7 days (days as the shop
// counts them, in India), the value of completed orders, the five products ordered most and the
// sizes asked for most (ordered plus "notify me"). Cancelled orders count nowhere but the total.
import { rupeesText } from '@/lib/shared/money';
import { sql } from 'drizzle-orm';
import { notifyRequests, orderLines, orders } from '@/db/schema';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, rowsOf } from '@/lib/server/infra/db';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';

export interface OrderFigures {
  today: number;
  lastSevenDays: number;
  /** Decimal string, e.g. "12499.00". */
  completedValue: string;
  topProducts: { productId: number | null; name: string; qty: number }[];
  topSizes: { size: string; count: number }[];
}

export async function orderFigures(caller: Caller | null): Promise<OrderFigures> {
  requireAdmin(caller);
  const db = await database();
  const startOfToday = sql`(date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;
  const [counts, top, sizes] = await Promise.all([
    db.execute(sql`
      select
        count(*) filter (where ${orders.createdAt} >= ${startOfToday})::int as today,
        count(*) filter (where ${orders.createdAt} >= ${startOfToday} - interval '6 days')::int as week,
        coalesce(sum(${orders.subtotal}) filter (where ${orders.status} = 'completed'), 0)::text as completed
      from ${orders}`),
    db.execute(sql`
      select l.product_id, min(l.name) as name, sum(l.qty)::int as qty
      from ${orderLines} l join ${orders} o on o.id = l.order_id
      where o.status <> 'cancelled'
      group by l.product_id, case when l.product_id is null then l.name end
      order by qty desc, name asc
      limit 5`),
    db.execute(sql`
      select size, sum(n)::int as count from (
        select l.size, l.qty as n from ${orderLines} l join ${orders} o on o.id = l.order_id
        where o.status <> 'cancelled' and l.size <> ''
        union all
        select size, 1 as n from ${notifyRequests} where size <> ''
      ) asked
      group by size order by count desc, size asc limit 5`),
  ]);
  const [c] = rowsOf<{ today: number; week: number; completed: string }>(counts);
  return {
    today: c?.today ?? 0,
    lastSevenDays: c?.week ?? 0,
    completedValue: rupeesText(c?.completed ?? 0),
    topProducts: rowsOf<{ product_id: number | null; name: string; qty: number }>(top).map((r) => ({
      productId: r.product_id,
      name: r.name,
      qty: r.qty,
    })),
    topSizes: rowsOf<{ size: string; count: number }>(sizes),
  };
}
