import 'server-only';
import { inArray } from 'drizzle-orm';
import { products } from '@/db/schema';
import type { BulkEditOutcome } from '@/lib/shared/admin/bulk-edit';
import type { Db, Tx } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';
import { replaceColourGroup } from './colour-groups';

// Bulk edit's "link as colours": the selected products become one design (colour siblings).
// Not a patch per product, so it has its own reading of the selection; the relink itself is the
// one product writes use (colour-groups.ts).

async function readSelection(db: Db | Tx, ids: number[]) {
  const rows = await db
    .select({ id: products.id, group: products.colourGroup })
    .from(products)
    .where(inArray(products.id, ids));
  const found = ids.filter((id) => rows.some((r) => r.id === id));
  if (found.length < 2) {
    throw new ValidationError({ ids: ['Select at least two products to link as colours.'] });
  }
  const groups = new Set(rows.map((r) => r.group));
  const [only] = groups;
  // Already one design when they all share a group (others of it stay, as a relink keeps them).
  const already = groups.size === 1 && only !== null;
  const outcome: BulkEditOutcome = {
    changedIds: already ? [] : found,
    unchangedIds: already ? found : [],
    notFoundIds: ids.filter((id) => !found.includes(id)),
    example: null,
  };
  return { found, outcome };
}

export async function previewLinkColours(db: Db, ids: number[]): Promise<BulkEditOutcome> {
  return (await readSelection(db, ids)).outcome;
}

export async function linkColours(tx: Tx, ids: number[]): Promise<BulkEditOutcome> {
  const { found, outcome } = await readSelection(tx, ids);
  if (outcome.changedIds.length) await replaceColourGroup(tx, found[0]!, found.slice(1));
  return outcome;
}
