import 'server-only';
// A shop day's sales for the day page, by channel and by payment method. The web's sales of a
// day are the web orders confirmed that day (the day the shop takes the stock and issues the
// invoice, as the accountant's month counts them) and not cancelled since; the counter's are the
// counter sales made that day, each payment part under its own method (a split sale shows under
// each of its methods, with that part's amount; store credit only when some paid). Returns are
// the exchanges and returns settled that day, with the money that went back.
import { sql } from 'drizzle-orm';
import { counterPayments, orderEvents, orders, returnRequests } from '@/db/schema';
import {
  COUNTER_PAYMENT_LABELS,
  type CounterPaymentMethod,
} from '@/lib/shared/counter/payment-methods';
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from '@/lib/shared/orders/payment';
import { toPaise } from '@/lib/shared/money';
import { shopDayEnd, shopDayStart } from '@/lib/shared/shop-day';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, rowsOf } from '@/lib/server/infra/db';

export interface FigureRow {
  label: string;
  count: number;
  amountPaise: number;
}

export interface DayFigures {
  web: FigureRow & { byMethod: FigureRow[] };
  counter: FigureRow & { byMethod: FigureRow[] };
  /** Requests done that day and what went back to customers (web and counter alike). */
  returns: FigureRow;
}

interface Grouped {
  method: string;
  count: number;
  amount: string;
}

const row = (label: string, count: number, amount: string | number): FigureRow => ({
  label,
  count,
  amountPaise: toPaise(amount),
});

export async function dayFigures(caller: Caller | null, day: string): Promise<DayFigures> {
  requireAdmin(caller);
  const start = shopDayStart(day);
  const end = shopDayEnd(day);
  if (!start || !end) throw new Error(`not a shop day: ${day}`);
  const db = await database();
  const [web, counterSales, counterParts, settled] = await Promise.all([
    db.execute(sql`
      select o.payment_method as method, count(*)::int as count,
        coalesce(sum(o.subtotal + o.delivery_charge), 0)::text as amount
      from ${orders} o
      where o.channel = 'web' and o.status <> 'cancelled' and exists (
        select 1 from ${orderEvents} e
        where e.order_id = o.id and e.status = 'confirmed'
          and e.created_at >= ${start.toISOString()} and e.created_at < ${end.toISOString()})
      group by o.payment_method order by o.payment_method`),
    db.execute(sql`
      select count(distinct o.id)::int as count, coalesce(sum(p.amount), 0)::text as amount
      from ${orders} o join ${counterPayments} p on p.order_id = o.id
      where o.channel = 'counter' and o.status <> 'cancelled'
        and o.created_at >= ${start.toISOString()} and o.created_at < ${end.toISOString()}`),
    db.execute(sql`
      select p.method, count(*)::int as count, coalesce(sum(p.amount), 0)::text as amount
      from ${orders} o join ${counterPayments} p on p.order_id = o.id
      where o.channel = 'counter' and o.status <> 'cancelled'
        and o.created_at >= ${start.toISOString()} and o.created_at < ${end.toISOString()}
      group by p.method`),
    db.execute(sql`
      select count(*)::int as count, coalesce(sum(r.refunded), 0)::text as amount
      from ${returnRequests} r
      where r.status = 'done'
        and r.done_at >= ${start.toISOString()} and r.done_at < ${end.toISOString()}`),
  ]);
  const webRows = rowsOf<Grouped>(web).map((r) =>
    row(
      isPaymentMethod(r.method) ? PAYMENT_METHOD_LABELS[r.method] : 'Not asked',
      r.count,
      r.amount,
    ),
  );
  const parts = new Map(rowsOf<Grouped>(counterParts).map((r) => [r.method, r]));
  const counterRows = (Object.keys(COUNTER_PAYMENT_LABELS) as CounterPaymentMethod[])
    .filter((m) => m !== 'credit' || parts.has(m))
    .map((m) =>
      row(COUNTER_PAYMENT_LABELS[m], parts.get(m)?.count ?? 0, parts.get(m)?.amount ?? 0),
    );
  const [sales] = rowsOf<{ count: number; amount: string }>(counterSales);
  const [back] = rowsOf<{ count: number; amount: string }>(settled);
  return {
    web: {
      ...row(
        'Web',
        webRows.reduce((n, r) => n + r.count, 0),
        0,
      ),
      amountPaise: webRows.reduce((n, r) => n + r.amountPaise, 0),
      byMethod: webRows,
    },
    counter: { ...row('Counter', sales?.count ?? 0, sales?.amount ?? 0), byMethod: counterRows },
    returns: row('Returns', back?.count ?? 0, back?.amount ?? 0),
  };
}
