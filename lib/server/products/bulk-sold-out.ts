import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { products, productSizes } from '@/db/schema';
import type { BulkEditOutcome } from '@/lib/shared/admin/bulk-edit';
import { planSoldOut } from '@/lib/shared/admin/bulk-sold-out';
import type { Caller } from '@/lib/server/auth/roles';
import type { Db, Tx } from '@/lib/server/infra/db';
import { adminMove } from '@/lib/server/stock/move-context';
import { writeCountChanges } from '@/lib/server/stock/replaced-counts';
import { lockCounts } from '@/lib/server/stock/stored-counts';

// Bulk edit's "Mark sold out": every count of the selected products to 0, with a 'bulk_edit'
// ledger row (and the admin) per count that had pieces, in the bulk edit's transaction. The
// counts are read as the ledger keeps them (lockCounts: per size when the product has size rows,
// the total otherwise) and the rows written by the same code as the product form's and the
// import's (writeCountChanges), so the ledger's sums stay the stored counts.

const outcomeOf = (plan: ReturnType<typeof planSoldOut>): BulkEditOutcome => ({
  changedIds: plan.changedIds,
  unchangedIds: plan.unchangedIds,
  notFoundIds: plan.notFoundIds,
  example: null,
  pieces: plan.pieces,
});

/** How many products and pieces it would take off. The counts are read in a transaction of
 * their own, as the edit reads them (locked only for that instant). */
export async function previewSoldOut(db: Db, ids: number[]): Promise<BulkEditOutcome> {
  const counts = await db.transaction((tx) => lockCounts(tx, ids));
  return outcomeOf(planSoldOut(ids, counts));
}

/** Takes every count of the products `ids` names to 0, in the caller's transaction. */
export async function markSoldOut(tx: Tx, caller: Caller, ids: number[]): Promise<BulkEditOutcome> {
  const before = await lockCounts(tx, ids);
  const plan = planSoldOut(ids, before);
  if (plan.changedIds.length) {
    await tx
      .update(productSizes)
      .set({ stock: 0 })
      .where(inArray(productSizes.productId, plan.changedIds));
    await tx
      .update(products)
      .set({ stock: 0, updatedAt: sql`now()` })
      .where(inArray(products.id, plan.changedIds));
    await writeCountChanges(tx, before, plan.after, adminMove(caller, 'bulk_edit'));
  }
  return outcomeOf(plan);
}
