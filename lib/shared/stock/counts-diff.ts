// What replacing a product's counts did, count by count: the stock ledger's rows for a write that
// sets counts outright (the product form, the spreadsheet import) rather than adding to one.
// Pure, so the rule is unit-tested without a database.

/** A product's counts as the ledger keeps them: size → count, or '' → the total (no sizes kept). */
export type Counts = ReadonlyMap<string, number>;

export interface CountChange {
  /** The size ('' the product's total). */
  size: string;
  change: number;
  /** The count after the change. */
  balance: number;
}

/** The counts a stock plan leaves: per size when it keeps sizes, the total under '' otherwise. */
export function plannedCounts(plan: {
  sizeStock: readonly { size: string; stock: number }[] | null;
  stock: number;
}): Counts {
  if (plan.sizeStock?.length) return new Map(plan.sizeStock.map((r) => [r.size, r.stock]));
  return new Map([['', plan.stock]]);
}

/**
 * One change per count that differs: the old counts first (in their order), then counts that are
 * new. A count missing on one side is 0 there, so moving a product from per-size counts to one
 * total writes every size out and the total in.
 */
export function countChanges(before: Counts, after: Counts): CountChange[] {
  const sizes = [...new Set([...before.keys(), ...after.keys()])];
  return sizes.flatMap((size) => {
    const balance = after.get(size) ?? 0;
    const change = balance - (before.get(size) ?? 0);
    return change === 0 ? [] : [{ size, change, balance }];
  });
}
