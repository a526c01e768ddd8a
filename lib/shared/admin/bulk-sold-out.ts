// The bulk edit's "Mark sold out": every count of each selected product (each size's for a
// product kept per size, the total otherwise) goes to 0, e.g. a season's leftovers sent back to
// the supplier or a damaged lot. Pure, beside bulk-edit.ts: the server's plan, its preview and
// the unit tests share the rule of which products change and how many pieces go.
import type { Counts } from '@/lib/shared/stock/counts-diff';

export interface SoldOutPlan {
  /** Products with at least one piece: every count of theirs goes to 0. */
  changedIds: number[];
  /** Products already at 0 everywhere. */
  unchangedIds: number[];
  /** Ids no product has (deleted meanwhile). */
  notFoundIds: number[];
  /** Pieces taken off, all products together. */
  pieces: number;
  /** The counts after, for the ledger: each changed product's counts, all 0. */
  after: Map<number, Counts>;
}

/** Sorts the asked-for ids by their counts now (`counts`, as the ledger keeps them). */
export function planSoldOut(
  ids: readonly number[],
  counts: ReadonlyMap<number, Counts>,
): SoldOutPlan {
  const plan: SoldOutPlan = {
    changedIds: [],
    unchangedIds: [],
    notFoundIds: [],
    pieces: 0,
    after: new Map(),
  };
  for (const id of ids) {
    const now = counts.get(id);
    if (!now) {
      plan.notFoundIds.push(id);
      continue;
    }
    const pieces = [...now.values()].reduce((sum, n) => sum + Math.max(n, 0), 0);
    if (pieces === 0) {
      plan.unchangedIds.push(id);
      continue;
    }
    plan.changedIds.push(id);
    plan.pieces += pieces;
    plan.after.set(id, new Map([...now.keys()].map((size) => [size, 0])));
  }
  return plan;
}
