import 'server-only';
// The counts of some products as the stock ledger keeps them (lib/shared/stock/counts-diff.ts):
// a product with per-size rows by size, any other by its total under ''. Read with the rows
// locked, per-size rows first and then the product (the order an order's stock move takes them
// in, so the two never deadlock), so nothing moves them before the caller's transaction ends and
// the ledger's changes are taken against what is really stored.
import { sql } from 'drizzle-orm';
import { products, productSizes } from '@/db/schema';
import { rowsOf, type Tx } from '@/lib/server/infra/db';
import type { Counts } from '@/lib/shared/stock/counts-diff';

const IDS_PER_STATEMENT = 5_000;

/** Ids as one JSON text parameter (one placeholder however many). */
const idList = (ids: readonly number[]) =>
  sql`(select value::integer from json_array_elements_text(${JSON.stringify(ids)}::json))`;

/** Each existing product's counts, locked until the caller's transaction ends. */
export async function lockCounts(tx: Tx, ids: readonly number[]): Promise<Map<number, Counts>> {
  const sizes = new Map<number, Map<string, number>>();
  const totals = new Map<number, number>();
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const part = ids.slice(i, i + IDS_PER_STATEMENT);
    const sizeRows = rowsOf<{ product_id: number; size: string; stock: number }>(
      await tx.execute(sql`
        select ${productSizes.productId} as product_id, ${productSizes.size} as size,
               ${productSizes.stock} as stock
        from ${productSizes} where ${productSizes.productId} in ${idList(part)}
        order by ${productSizes.productId}, ${productSizes.position}
        for update`),
    );
    for (const r of sizeRows) {
      const id = Number(r.product_id);
      const map = sizes.get(id) ?? new Map<string, number>();
      map.set(r.size, Number(r.stock));
      sizes.set(id, map);
    }
    const totalRows = rowsOf<{ id: number; stock: number }>(
      await tx.execute(sql`
        select ${products.id} as id, ${products.stock} as stock
        from ${products} where ${products.id} in ${idList(part)}
        for update`),
    );
    for (const r of totalRows) totals.set(Number(r.id), Number(r.stock));
  }
  const counts = new Map<number, Counts>();
  for (const [id, total] of totals) counts.set(id, sizes.get(id) ?? new Map([['', total]]));
  return counts;
}
