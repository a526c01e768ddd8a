import 'server-only';
// The ledger's check: every count whose stored value differs from the sum of its ledger rows
// (docs/decisions.md "The ledger is the stock's history"). The stock writes keep the two equal by
// construction, so a row here means a write that went around them (a hand-edited database, a
// restore of a part). What each count is: a size's count for a product with per-size rows (and
// the total's '' must then sum to 0), the product's total under '' for any other product.
// One query; the dashboard runs it when it is viewed.
import { sql } from 'drizzle-orm';
import { sizeOf } from '@/db/schema/columns';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, rowsOf } from '@/lib/server/infra/db';

export interface StockDrift {
  productId: number;
  name: string;
  /** The size's count (null: the product's total). */
  size: string | null;
  stored: number;
  ledger: number;
}

/** Every count whose stored value is not its ledger's sum, by product and size. */
export async function ledgerDrift(caller: Caller | null): Promise<StockDrift[]> {
  requireAdmin(caller);
  const db = await database();
  const result = await db.execute(sql`
    with ledger as (
      select product_id, size, sum(change)::integer as total
      from stock_ledger where product_id is not null
      group by product_id, size
    ), stored as (
      select product_id, size, stock from product_sizes
      union all
      select p.id, '', p.stock from products p
      where not exists (select 1 from product_sizes ps where ps.product_id = p.id)
    ), drift as (
      select coalesce(s.product_id, l.product_id) as product_id,
             coalesce(s.size, l.size) as size,
             coalesce(s.stock, 0) as stored, coalesce(l.total, 0) as ledger
      from stored s full join ledger l on l.product_id = s.product_id and l.size = s.size
      where coalesce(s.stock, 0) <> coalesce(l.total, 0)
    )
    select d.product_id, p.name, d.size, d.stored, d.ledger
    from drift d join products p on p.id = d.product_id
    order by d.product_id, d.size`);
  return rowsOf<{ product_id: number; name: string; size: string; stored: number; ledger: number }>(
    result,
  ).map((r) => ({
    productId: Number(r.product_id),
    name: r.name,
    size: sizeOf(r.size),
    stored: Number(r.stored),
    ledger: Number(r.ledger),
  }));
}
