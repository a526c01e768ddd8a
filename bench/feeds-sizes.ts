// Gives every other product of a generated catalogue (bench/generate.ts) its stock per size, so
// the feeds bench reads products of both kinds, then gathers the planner's statistics. Run with
// the server stopped (PGlite is single-process), after generate.ts.
import '../scripts/cli-env';
import { sql } from 'drizzle-orm';
import { connect, disconnect } from '@/db';
import { readEnv } from '@/lib/server/infra/env-core';

const conn = await connect(readEnv(process.env));
const db = conn.db;
await db.execute(sql`
  insert into product_sizes (product_id, size, stock, position)
  select p.id, s.size, case s.size when 'S' then 0 when 'M' then p.id % 4 else 2 end, s.position
  from products p cross join (values ('S', 0), ('M', 1), ('L', 2)) as s(size, position)
  where p.id % 2 = 0 and p.size = 'S,M,L'
  on conflict do nothing`);
// The total stays the sum of the sizes (docs/architecture.md "The design's rules").
await db.execute(sql`
  update products set stock = t.total
  from (select product_id, sum(stock)::int as total from product_sizes group by product_id) t
  where t.product_id = products.id`);
// Statistics, as autovacuum gathers them soon after a load this size: without them PostgreSQL
// reads each page of products by scanning and sorting the whole table.
await db.execute(sql`analyze products, product_images, product_sizes`);
console.log('gave every other product stock per size');
await disconnect();
