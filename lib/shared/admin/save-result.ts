// What the admin's saves and the product list's switches answer: each an ActionResult
// (lib/shared/action-result.ts) with what the screen shows after it.
import type { ActionResult } from '@/lib/shared/action-result';

/** A save (a product, a synonym, a size chart): the saved row's id. */
export type SaveResult = ActionResult<{ id: number }>;

/** The list's availability switch: whether the product is now orderable. */
export type ToggleResult = ActionResult<{ available: boolean }>;

/** The list's ±1 on one size: the size's new count and the product's new total. */
export type SizeStockResult = ActionResult<{ size: string; count: number; total: number }>;
