// What a bulk edit does to each product, and how the admin is told: pure, so the server's plan,
// its preview and the unit tests share one rule.
import type { ActionResult } from '@/lib/shared/action-result';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { countText, plural } from '@/lib/shared/counts';
import { formatPrice, toPaise } from '@/lib/shared/money';
import type { BulkChange } from '@/lib/shared/validation/bulk-edit';
import { priceAfter } from './bulk-price';
import { saleQuestion, salePatch, type SalePatch } from './bulk-sale';
import { PRICE_MAX } from '@/lib/shared/validation/product-price';

/** A product as a bulk edit reads it. */
export interface BulkEditTarget {
  id: number;
  name: string;
  /** Decimal string, "1499.00". */
  price: string;
  available: boolean;
  mainCategory: string;
  subCategory: string;
  /** The stored sale price ("1199.00") and end, whether or not the sale still runs. */
  salePrice?: string | null;
  saleEndsAt?: Date | null;
}

export type BulkPatch =
  | { price: string }
  | { available: boolean }
  | { mainCategory: string; subCategory: string }
  | SalePatch;

export interface BulkEditPlan {
  updates: { id: number; patch: BulkPatch }[];
  unchangedIds: number[];
  notFoundIds: number[];
  /** Products a raise would push above the highest price the shop stores (PRICE_MAX). */
  tooExpensive: BulkEditTarget[];
}

/** What the admin is shown before and after: the count is `changedIds.length`. */
export interface BulkEditOutcome {
  changedIds: number[];
  unchangedIds: number[];
  notFoundIds: number[];
  /** For a price change, the first product that changes, before and after ("1499.00"). */
  example: { name: string; from: string; to: string } | null;
  /** For "Mark sold out", the pieces it takes off (the changed products' counts together). */
  pieces?: number;
}

/** What the change sets on one product, or null when the product already is that way. */
export function patchFor(target: BulkEditTarget, change: BulkChange): BulkPatch | null {
  switch (change.action) {
    case 'set_price':
    case 'raise_price':
    case 'lower_price': {
      const price = priceAfter(target.price, change);
      return toPaise(price) === toPaise(target.price) ? null : { price };
    }
    case 'set_availability':
      return target.available === change.available ? null : { available: change.available };
    case 'put_on_sale':
    case 'end_sale':
      return salePatch(target, change);
    case 'link_colours':
    case 'mark_sold_out':
      // Not a patch of each product: the data layer relinks the selection as one design, or
      // takes every count to 0 with its ledger rows (bulk-sold-out.ts).
      return null;
    case 'set_category':
      return target.mainCategory === change.main_category &&
        target.subCategory === change.sub_category
        ? null
        : { mainCategory: change.main_category, subCategory: change.sub_category };
  }
}

/** Every asked-for id sorted into: changes, already that way, gone (deleted meanwhile). */
export function planBulkEdit(
  ids: readonly number[],
  targets: readonly BulkEditTarget[],
  change: BulkChange,
): BulkEditPlan {
  const byId = new Map(targets.map((t) => [t.id, t]));
  const plan: BulkEditPlan = { updates: [], unchangedIds: [], notFoundIds: [], tooExpensive: [] };
  for (const id of ids) {
    const target = byId.get(id);
    if (!target) {
      plan.notFoundIds.push(id);
      continue;
    }
    const patch = patchFor(target, change);
    if (!patch) plan.unchangedIds.push(id);
    else if ('price' in patch && Number(patch.price) > PRICE_MAX) plan.tooExpensive.push(target);
    else plan.updates.push({ id, patch });
  }
  return plan;
}

export function outcomeOf(plan: BulkEditPlan, targets: readonly BulkEditTarget[]): BulkEditOutcome {
  const first = plan.updates[0];
  const before = first && targets.find((t) => t.id === first.id);
  return {
    changedIds: plan.updates.map((u) => u.id),
    unchangedIds: plan.unchangedIds,
    notFoundIds: plan.notFoundIds,
    example:
      first && before && 'price' in first.patch
        ? { name: before.name, from: before.price, to: first.patch.price }
        : first && before && 'salePrice' in first.patch && first.patch.salePrice
          ? { name: before.name, from: before.price, to: first.patch.salePrice }
          : null,
  };
}

const products = (n: number) => countText(n, 'product', 'products');
const pieceText = (n = 0) => countText(n, 'piece', 'pieces');

function target(
  change: Extract<BulkChange, { action: 'set_availability' | 'set_category' }>,
): string {
  return change.action === 'set_availability'
    ? change.available
      ? 'available'
      : 'unavailable'
    : `${mainCategoryLabel(change.main_category)} · ${change.sub_category}`;
}

/**
 * The confirmation's question, naming how many products change: "Raise the price of 12 products
 * by 10%?" (`pieces`: what "Mark sold out" takes off).
 */
export function bulkEditQuestion(change: BulkChange, count: number, pieces?: number): string {
  switch (change.action) {
    case 'set_price':
      return `Change the price of ${products(count)} to ${formatPrice(change.price)}?`;
    case 'raise_price':
      return `Raise the price of ${products(count)} by ${change.percent}%?`;
    case 'lower_price':
      return `Lower the price of ${products(count)} by ${change.percent}%?`;
    case 'set_availability':
      return `Make ${products(count)} ${target(change)}?`;
    case 'set_category':
      return `Move ${products(count)} to ${target(change)}?`;
    case 'put_on_sale':
    case 'end_sale':
      return saleQuestion(change, products(count));
    case 'link_colours':
      return `Link ${products(count)} as colours of one design?`;
    case 'mark_sold_out':
      return `Mark ${products(count)} sold out, taking off ${pieceText(pieces)}?`;
  }
}

/** Said when none of the selected products would change. */
export function bulkEditNothingToDo(change: BulkChange): string {
  switch (change.action) {
    case 'set_price':
      return `Nothing to change: the selected products already cost ${formatPrice(change.price)}.`;
    case 'raise_price':
    case 'lower_price':
      return 'Nothing to change: rounded to the rupee, no selected price moves.';
    case 'put_on_sale':
      return 'Nothing to change: the selected products are already on this sale.';
    case 'end_sale':
      return 'Nothing to change: none of the selected products is on sale.';
    case 'link_colours':
      return 'Nothing to change: the selected products already are one design.';
    case 'mark_sold_out':
      return 'Nothing to change: the selected products are already sold out.';
    case 'set_availability':
    case 'set_category':
      return `Nothing to change: the selected products are already ${
        change.action === 'set_category' ? 'in ' : ''
      }${target(change)}.`;
  }
}

/** The toast once applied: "Changed the price of 12 products." */
export function bulkEditDone(change: BulkChange, count: number, pieces?: number): string {
  switch (change.action) {
    case 'set_price':
    case 'raise_price':
    case 'lower_price':
      return `Changed the price of ${products(count)}.`;
    case 'set_availability':
      return `${products(count)} ${plural(count, 'is', 'are')} now ${target(change)}.`;
    case 'set_category':
      return `Moved ${products(count)} to ${target(change)}.`;
    case 'put_on_sale':
      return `Put ${products(count)} on sale.`;
    case 'end_sale':
      return `Ended the sale of ${products(count)}.`;
    case 'link_colours':
      return `Linked ${products(count)} as colours of one design.`;
    case 'mark_sold_out':
      return `Marked ${products(count)} sold out: ${pieceText(pieces)} taken off.`;
  }
}

/** What else the admin should know: selected products left alone, or deleted meanwhile. */
export function bulkEditNotes(outcome: Pick<BulkEditOutcome, 'unchangedIds' | 'notFoundIds'>) {
  const notes: string[] = [];
  const same = outcome.unchangedIds.length;
  const gone = outcome.notFoundIds.length;
  if (same)
    notes.push(
      `${countText(same, 'selected product is', 'selected products are')} already that way.`,
    );
  if (gone)
    notes.push(
      `${products(gone)} no longer ${plural(gone, 'exists', 'exist')} and ${plural(gone, 'was', 'were')} skipped.`,
    );
  return notes;
}

/** Products a raise cannot take, as the refusal names them. */
export function tooExpensiveMessage(targets: readonly BulkEditTarget[]): string {
  const named = targets
    .slice(0, 3)
    .map((t) => `${t.name} (#${t.id})`)
    .join(', ');
  const more = targets.length > 3 ? ` and ${targets.length - 3} more` : '';
  return `${named}${more} would cost more than ${formatPrice(PRICE_MAX)}, the highest price allowed.`;
}

/** What the bulk edit's server actions answer. */
export type BulkEditResult = ActionResult<BulkEditOutcome>;
