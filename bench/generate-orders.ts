// Adds N generated orders (1 to 3 lines each, their events, the order counter) to the generated
// catalogue, for the backup bench. Run with the server stopped (PGlite is single-process).
import '../scripts/cli-env';
import { sql } from 'drizzle-orm';
import { connect, disconnect } from '@/db';
import { readEnv } from '@/lib/server/infra/env-core';

const count = Number(process.argv[2] ?? 20_000);
const conn = await connect(readEnv(process.env));
await conn.migrate();
const db = conn.db;
const started = Date.now();
await db.execute(sql`
  insert into orders (number, token, customer_name, phone, fulfilment, address, pincode, note,
    subtotal, status, paid, created_at)
  select 1000 + g, md5('order' || g) || md5('token' || g), 'Customer ' || g,
    '+9198765' || lpad((g % 100000)::text, 5, '0'),
    case when g % 3 = 0 then 'delivery' else 'pickup' end,
    case when g % 3 = 0 then g || ', 12th Cross, Indiranagar, Bengaluru' else '' end,
    case when g % 3 = 0 then '560038' else '' end,
    case when g % 7 = 0 then 'Please gift wrap the shirt' else '' end,
    0, (array['new', 'confirmed', 'ready', 'completed', 'cancelled'])[1 + g % 5], g % 2 = 0,
    now() - make_interval(mins => g)
  from generate_series(1, ${count}) g`);
await db.execute(sql`
  with catalogue as (
    select id, name, price, row_number() over (order by id) - 1 as rn from products),
  wanted as (
    select o.id as order_id, k, (o.id * 7 + k * 13) % (select count(*) from products) as rn
    from orders o cross join lateral generate_series(0, o.id % 3) k)
  insert into order_lines (order_id, product_id, name, size, unit_price, qty, position)
  select w.order_id, p.id, p.name, 'M', p.price, 1 + (w.order_id + w.k) % 3, w.k
  from wanted w join catalogue p on p.rn = w.rn`);
await db.execute(sql`
  update orders o set subtotal = l.total
  from (select order_id, sum(unit_price * qty) as total from order_lines group by order_id) l
  where l.order_id = o.id`);
await db.execute(sql`
  insert into order_events (order_id, status, note, created_at)
  select id, 'new', '', created_at from orders
  union all
  select id, status, case when status = 'cancelled' then 'Customer changed their mind' else '' end,
    created_at + interval '1 hour' from orders where status <> 'new'`);
await db.execute(sql`
  insert into counters (name, value) select 'order', max(number) from orders
  on conflict (name) do update set value = excluded.value`);
console.log(`generated ${count} orders in ${Date.now() - started} ms`);
await disconnect();
