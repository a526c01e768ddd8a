import 'server-only';
import { rupeesText } from '@/lib/shared/money';
import { inArray, sql } from 'drizzle-orm';
import { products } from '@/db/schema';
import {
  outcomeOf,
  planBulkEdit,
  tooExpensiveMessage,
  type BulkEditOutcome,
  type BulkEditPlan,
  type BulkEditTarget,
  type BulkPatch,
} from '@/lib/shared/admin/bulk-edit';
import { bulkEditSchema, type BulkEdit } from '@/lib/shared/validation/bulk-edit';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { validate } from '@/lib/server/infra/validate';
import { database, type Db, type Tx } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';
import { invalidateCatalogue } from './catalogue';
import { linkColours, previewLinkColours } from './bulk-colours';
import { markSoldOut, previewSoldOut } from './bulk-sold-out';

// One change (a price, a percentage, availability, category, a sale, colours or sold out) for many
// products from the admin list. The preview and the edit read the products the same way and plan with the same pure rule
// (lib/shared/admin/bulk-edit.ts), so the confirmation's count is the edit's count unless someone
// changes the products in between; the edit's own answer is then the truth.

const targetColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  available: products.available,
  mainCategory: products.mainCategory,
  subCategory: products.subCategory,
  salePrice: products.salePrice,
  saleEndsAt: products.saleEndsAt,
};

async function readTargets(db: Db | Tx, ids: number[], lock: boolean): Promise<BulkEditTarget[]> {
  const query = db.select(targetColumns).from(products).where(inArray(products.id, ids));
  // Locked while the edit runs: two admins raising the same prices queue instead of one
  // raise being lost, and the count is of rows no one else can change meanwhile.
  const rows = await (lock ? query.for('update') : query);
  return rows.map((r) => ({
    ...r,
    price: rupeesText(r.price),
    salePrice: r.salePrice === null ? null : rupeesText(r.salePrice),
  }));
}

function checked(caller: Caller | null, input: unknown): BulkEdit {
  requireAdmin(caller);
  return validate(bulkEditSchema, input);
}

function refuseTooExpensive(plan: BulkEditPlan): void {
  if (plan.tooExpensive.length) {
    throw new ValidationError({ percent: [tooExpensiveMessage(plan.tooExpensive)] });
  }
}

/** What `bulkEditProducts` would change, changing nothing: the confirmation's count. */
export async function previewBulkEdit(
  caller: Caller | null,
  input: unknown,
): Promise<BulkEditOutcome> {
  const { ids, ...change } = checked(caller, input);
  if (change.action === 'link_colours') return previewLinkColours(await database(), ids);
  if (change.action === 'mark_sold_out') return previewSoldOut(await database(), ids);
  const targets = await readTargets(await database(), ids, false);
  const plan = planBulkEdit(ids, targets, change);
  refuseTooExpensive(plan);
  return outcomeOf(plan, targets);
}

/** Products that get the same values are written by one UPDATE. */
function groupByPatch(updates: BulkEditPlan['updates']): { patch: BulkPatch; ids: number[] }[] {
  const groups = new Map<string, { patch: BulkPatch; ids: number[] }>();
  for (const { id, patch } of updates) {
    const key = JSON.stringify(patch);
    const group = groups.get(key) ?? { patch, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Applies one change to the products `input.ids` names, in one transaction; products already that
 * way are left alone (their `updated_at` too) and ids of deleted products are reported, not an
 * error. Checks for a superuser and validates `input` ({ids, action, ...}) itself.
 */
export async function bulkEditProducts(
  caller: Caller | null,
  input: unknown,
): Promise<BulkEditOutcome> {
  const { ids, ...change } = checked(caller, input);
  const admin = requireAdmin(caller);
  const db = await database();
  const outcome = await db.transaction(async (tx) => {
    if (change.action === 'link_colours') return linkColours(tx, ids);
    if (change.action === 'mark_sold_out') return markSoldOut(tx, admin, ids);
    const targets = await readTargets(tx, ids, true);
    const plan = planBulkEdit(ids, targets, change);
    refuseTooExpensive(plan);
    for (const { patch, ids: group } of groupByPatch(plan.updates)) {
      await tx
        .update(products)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(inArray(products.id, group));
    }
    return outcomeOf(plan, targets);
  });
  // Linking colours relabels the designs the products leave too: which others, it does not say.
  if (outcome.changedIds.length)
    invalidateCatalogue(
      change.action === 'link_colours' ? undefined : { products: outcome.changedIds },
    );
  return outcome;
}
