// Bulk edit from the admin list: one change for many products at once. The dialog's
// form (react-hook-form) checks the change with `bulkChangeSchema`; the data layer and
// POST /api/products/bulk-edit/ check ids and change together with `bulkEditSchema`. The wire is
// flat: {"ids": [1, 2], "action": "raise_price", "percent": 10}.
import { z } from '@/lib/shared/validation/zod';
import { idField } from '@/lib/shared/validation/id-field';
import { productFields, withCanonicalSub } from '@/lib/shared/validation/product';

/** At most this many products in one bulk edit (the same cap as bulk delete). */
export const BULK_EDIT_MAX_IDS = 1000;

/** A raise goes up to +500 % (six times the price); a cut down to −90 %: 100 % would make everything ₹1. */
export const PERCENT_LIMITS = { raise_price: 500, lower_price: 90, put_on_sale: 90 } as const;

export const BULK_ACTIONS = [
  'set_price',
  'raise_price',
  'lower_price',
  'set_availability',
  'set_category',
  'put_on_sale',
  'end_sale',
  'link_colours',
  'mark_sold_out',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const ACTION_ERROR = `Choose an action: ${BULK_ACTIONS.join(', ')}.`;

/** A percentage from a form (text) or JSON (a number): more than 0, at most 2 decimals. */
function percentField(max: number) {
  const message = `Enter a percentage from 0.01 to ${max}.`;
  return z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const raw = typeof v === 'number' ? String(v) : v.trim().replace(/\s*%$/, '');
    if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const n = Number(raw);
    if (n <= 0 || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** The one change of a bulk edit; fields other than the chosen action's are ignored. */
export const bulkChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('set_price'), price: productFields.price }),
    z.object({
      action: z.literal('raise_price'),
      percent: percentField(PERCENT_LIMITS.raise_price),
    }),
    z.object({
      action: z.literal('lower_price'),
      percent: percentField(PERCENT_LIMITS.lower_price),
    }),
    z.object({ action: z.literal('set_availability'), available: productFields.available }),
    z
      .object({
        action: z.literal('set_category'),
        main_category: productFields.main_category,
        sub_category: productFields.sub_category,
      })
      .transform(withCanonicalSub),
    // A sale: each price less a percentage, rounded to the rupee, until an optional last day.
    z.object({
      action: z.literal('put_on_sale'),
      percent: percentField(PERCENT_LIMITS.put_on_sale),
      sale_ends_at: productFields.sale_ends_at.optional(),
    }),
    z.object({ action: z.literal('end_sale') }),
    // The selected products become one design in other colours (colour siblings).
    z.object({ action: z.literal('link_colours') }),
    // Every count of the selected products to 0 (each size's, or the total), with ledger rows.
    z.object({ action: z.literal('mark_sold_out') }),
  ],
  { error: ACTION_ERROR },
);

export const bulkIdsField = z
  .array(idField('Each id must be a product id (a positive integer).'), {
    error: 'Send ids as a list of product ids.',
  })
  .min(1, 'Select at least one product.')
  .max(BULK_EDIT_MAX_IDS, `Edit at most ${BULK_EDIT_MAX_IDS} products at a time.`)
  // The same product twice is still one product (and one count in the confirmation).
  .transform((ids) => [...new Set(ids)]);

/** Ids and the change, flat, as the API body and the server action carry them. */
export const bulkEditSchema = z.intersection(z.object({ ids: bulkIdsField }), bulkChangeSchema);

export type BulkChange = z.output<typeof bulkChangeSchema>;
export type BulkEdit = z.output<typeof bulkEditSchema>;
export type PriceChange = Extract<
  BulkChange,
  { action: 'set_price' | 'raise_price' | 'lower_price' }
>;

/** The dialog's values, all as typed: one field per action, only the chosen action's is read. */
export interface BulkEditFormValues {
  action: BulkAction;
  price: string;
  percent: string;
  available: 'true' | 'false';
  main_category: string;
  sub_category: string;
  /** The sale's last day ("2026-12-31") or ''. */
  sale_ends_at: string;
}
