import 'server-only';
// The counts of some products as the stock ledger keeps them (lib/shared/stock/counts-diff.ts):
// a product with per-size rows by size, any other by its total under ''. The product rows are
// locked first: every stock write of a product takes its product row before its size rows
// (addToSizeStock, the import's read), so holding it means no one else is changing the sizes,
// and the size rows read after it are the committed ones. (Locking the size rows alone is not
// enough: a write that replaced them leaves a waiting reader with rows that no longer exist.)
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
    const totalRows = rowsOf<{ id: number; stock: number }>(
      await tx.execute(sql`
        select ${products.id} as id, ${products.stock} as stock
        from ${products} where ${products.id} in ${idList(part)}
        for update`),
    );
    for (const r of totalRows) totals.set(Number(r.id), Number(r.stock));
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
  }
  const counts = new Map<number, Counts>();
  for (const [id, total] of totals) counts.set(id, sizes.get(id) ?? new Map([['', total]]));
  return counts;
}
