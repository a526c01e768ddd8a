import 'server-only';
// The ledger rows of writes that set counts outright (the product form, the spreadsheet import):
// one row per count that changed, taken from the counts before (lockCounts) and after, in the
// write's own transaction. Rows go in as one JSON parameter per thousands, so an import of 5,000
// products costs a few statements, not thousands of placeholders. Single moves (±n, an order's
// lines) write theirs through adjustStock.
import { sql } from 'drizzle-orm';
import { stockLedger } from '@/db/schema';
import type { Tx } from '@/lib/server/infra/db';
import { countChanges, type Counts } from '@/lib/shared/stock/counts-diff';
import { ledgerTexts, type StockMoveContext } from './ledger';

const ROWS_PER_STATEMENT = 5_000;

interface Row {
  product_id: number;
  size: string;
  change: number;
  balance: number;
}

/**
 * Writes a row per changed count of each product in `after` (a product missing from `before` had
 * nothing: a new product's counts are its opening rows).
 */
export async function writeCountChanges(
  tx: Tx,
  before: ReadonlyMap<number, Counts>,
  after: ReadonlyMap<number, Counts>,
  context: StockMoveContext,
): Promise<number> {
  const rows: Row[] = [];
  for (const [productId, counts] of after) {
    for (const c of countChanges(before.get(productId) ?? new Map(), counts)) {
      rows.push({ product_id: productId, ...c });
    }
  }
  const { note, reference } = ledgerTexts(context);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + ROWS_PER_STATEMENT);
    await tx.execute(sql`
      insert into ${stockLedger}
        (product_id, size, change, balance, reason, note, order_id, reference, admin_id)
      select v.product_id, v.size, v.change, v.balance, ${context.reason}, ${note},
             ${context.orderId ?? null}::integer, ${reference}, ${context.adminId ?? null}::integer
      from json_to_recordset(${JSON.stringify(part)}::json)
        as v(product_id integer, size varchar, change integer, balance integer)`);
  }
  return rows.length;
}
