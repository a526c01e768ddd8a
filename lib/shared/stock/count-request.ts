// The contract of a stocktake (admin › Stocktake): what is counted (a scope of the taxonomy),
// one count saved as it is typed, and what the pages read and the posting answers. Pure, so the
// phone's counting sheet and the server share the scope's rule and the differences.
import { canonicalSubCategory, findMainCategory } from '@/lib/shared/categories';
import { idField } from '@/lib/shared/validation/id-field';
import { z } from '@/lib/shared/validation/zod';

/** The most pieces one size can be counted at. */
export const COUNTED_MAX = 100_000;
/** The most lines (product sizes) one stocktake holds: a phone's sheet, a category at a time. */
export const COUNT_LINES_MAX = 3_000;

/**
 * A scope as stored: '' everything, "mens" a main category, "mens/Shirt" a main and a sub
 * category (canonical spellings), or null when the text names nothing in the taxonomy.
 */
export function readCountScope(text: string): string | null {
  const [mainText = '', subText, ...rest] = text.trim().split('/');
  if (!mainText && subText === undefined) return '';
  const main = findMainCategory(mainText);
  if (!main || rest.length) return null;
  if (subText === undefined || subText.trim() === '') return main.value;
  const sub = canonicalSubCategory(main.value, subText);
  return sub ? `${main.value}/${sub}` : null;
}

/** Whether two scopes share products ('' shares with all; a main category with its subs). */
export function scopesOverlap(a: string, b: string): boolean {
  const within = (outer: string, inner: string) =>
    outer === '' || inner === outer || inner.startsWith(`${outer}/`);
  return within(a, b) || within(b, a);
}

/** "Everything", "Men's Wear", "Men's Wear › Shirt". */
export function scopeLabel(scope: string): string {
  if (!scope) return 'Everything';
  const [main = '', sub] = scope.split('/');
  const label = findMainCategory(main)?.label ?? main;
  return sub ? `${label} › ${sub}` : label;
}

export const startCountSchema = z.object({
  scope: z
    .string({ error: 'Choose what to count.' })
    .max(120, 'Choose what to count.')
    .transform((text, ctx) => {
      const scope = readCountScope(text);
      if (scope === null) {
        ctx.addIssue({ code: 'custom', message: 'Choose a category of the shop, or everything.' });
        return z.NEVER;
      }
      return scope;
    }),
});
export type StartCountInput = z.input<typeof startCountSchema>;

/** One size's count as typed on the sheet; null clears it (not counted yet). */
export const countEntrySchema = z.object({
  countId: idField('Open a stocktake.'),
  productId: idField('Choose a product.'),
  size: z
    .string({ error: 'Size must be text.' })
    .max(8, 'Size must be at most 8 characters.')
    .default(''),
  counted: z
    .union([
      z.null(),
      z
        .number({ error: 'Enter how many are on the shelf.' })
        .int('Enter whole pieces.')
        .min(0, 'Enter 0 or more.')
        .max(COUNTED_MAX, `Enter at most ${COUNTED_MAX}.`),
    ])
    .default(null),
});
export type CountEntryInput = z.input<typeof countEntrySchema>;

export type CountStatus = 'open' | 'posted' | 'discarded';

/** A product's size on the sheet (size null: a product counted as one). */
export interface CountLine {
  productId: number;
  size: string | null;
  name: string;
  photo: string | null;
  /** The system's count when the stocktake started. */
  expected: number;
  counted: number | null;
}

export interface CountSummary {
  id: number;
  scope: string;
  status: CountStatus;
  startedAt: string;
  postedAt: string | null;
  lines: number;
  countedLines: number;
}

export interface CountSheet extends CountSummary {
  lines: number;
  sheet: CountLine[];
}

/** counted − expected for a counted line, else null. */
export const countDifference = (line: Pick<CountLine, 'expected' | 'counted'>) =>
  line.counted === null ? null : line.counted - line.expected;

/** A correction that would have taken a count below zero (sold since it was counted). */
export interface ClampedLine {
  productId: number;
  size: string | null;
  name: string;
  /** counted − expected, as asked. */
  wanted: number;
  /** What was applied: down to 0. */
  applied: number;
}

export interface PostCountDone {
  /** Lines whose count changed. */
  corrected: number;
  clamped: ClampedLine[];
  /** Lines gone since the count began (product deleted or size dropped): left alone. */
  skipped: number;
}

/** The ledger's reference of a stocktake's corrections. */
export const countReference = (id: number) => `Stocktake ${id}`;
