// What to reorder, the rules in one place (the page writes them out, the data layer follows them):
// the windows, what counts as sold and as out of stock, the pace, the days of cover and the
// suggested quantity; sizes that never sell and sizes returned for fit. Pure.

/** The short and the long window, in the shop's calendar days counted back from today. */
export const SHORT_DAYS = 7;
export const LONG_DAYS = 30;
/** A size in stock with no piece sold in this many days (or since the product came) never sells. */
export const NEVER_SELLS_DAYS = 90;
/** …once the product has been in the shop since before the long window began. */
export const NEVER_SELLS_MIN_AGE_DAYS = 30;
/** Returns for the same fit reason (too small, too big) that make a size worth a fit note. */
export const FIT_RETURNS_NOTE_AT = 3;
/** Fit returns are counted over this many days of requests. */
export const FIT_RETURNS_DAYS = 365;
/** Rows per page of the reorder list. */
export const REORDER_PAGE_SIZE = 30;

/** One product's size (or the product, when it keeps one count) with its figures. */
export interface ReorderRow {
  productId: number;
  name: string;
  brand: string;
  colour: string;
  /** '' for a product that keeps one count for all sizes. */
  size: string;
  stock: number;
  /** Pieces sold in the window less pieces that came back (never below 0). */
  sold7: number;
  sold30: number;
  /** Whole days the size was out of stock in each window. */
  daysOut7: number;
  daysOut30: number;
  /** Pieces a day over the 30 days' days in stock; null: not a day in stock. */
  pace: number | null;
  /** Days the stock lasts at that pace; null when nothing sells. */
  coverDays: number | null;
  /** Pieces to order (0 when the stock already covers the days). */
  suggested: number;
}

export interface ReorderDays {
  coverDays: number;
  leadDays: number;
  safetyDays: number;
}

/** The settings' reorder days (admin › Settings › Reorder). */
export const reorderDaysOf = (s: {
  reorderCoverDays: number;
  reorderLeadDays: number;
  reorderSafetyDays: number;
}): ReorderDays => ({
  coverDays: s.reorderCoverDays,
  leadDays: s.reorderLeadDays,
  safetyDays: s.reorderSafetyDays,
});

/** Days a suggested quantity must last: N + the supplier's lead time + the safety stock. */
export const daysToCover = (d: ReorderDays) => d.coverDays + d.leadDays + d.safetyDays;

/** A window's pace: sold ÷ days in stock (window days − days out); null with no day in stock. */
export function windowPace(sold: number, windowDays: number, daysOut: number): number | null {
  const inStock = windowDays - daysOut;
  return inStock > 0 ? sold / inStock : null;
}

/**
 * The suggested quantity for one size, as the data layer computes it (exactly, in whole
 * numbers): ceil(sold30 × days ÷ days in stock) − stock, at least 0.
 */
export function suggestedQuantity(
  r: Pick<ReorderRow, 'sold30' | 'daysOut30' | 'stock'>,
  days: number,
): number {
  const inStock = LONG_DAYS - r.daysOut30;
  const wanted = inStock > 0 ? Math.ceil((r.sold30 * days) / inStock) : 0;
  return Math.max(0, wanted - r.stock);
}

/** The formula as the page and the docs state it. */
export function formulaText(d: ReorderDays): string[] {
  return [
    `Sold: pieces of web orders once confirmed and of counter sales, less pieces received back, in the last ${SHORT_DAYS} and ${LONG_DAYS} days (today included).`,
    'Days out: whole days the size’s count was 0 from midnight to midnight (today: until now), read from the stock ledger.',
    `Pace = sold in ${LONG_DAYS} days ÷ (${LONG_DAYS} − days out), pieces a day; the ${SHORT_DAYS}-day figures show a change coming.`,
    'Days of cover = in stock ÷ pace.',
    `Order = pace × (${d.coverDays} days to cover + ${d.leadDays} days lead time + ${d.safetyDays} days safety stock) rounded up, less what is in stock; never below 0.`,
  ];
}

/** "4.5 days", "0 days", "—" (no pace). */
export function coverText(days: number | null): string {
  if (days === null) return '—';
  if (days >= 999) return '999+ days';
  const rounded = Math.floor(days * 10) / 10;
  return `${rounded.toFixed(rounded % 1 === 0 ? 0 : 1)} ${rounded === 1 ? 'day' : 'days'}`;
}

/** Pieces a day as people read them: "1.4 a day", "2 a week" below one a day. */
export function paceText(pace: number | null): string {
  if (pace === null || pace === 0) return 'no sales';
  if (pace >= 1) return `${(Math.round(pace * 10) / 10).toString()} a day`;
  const weekly = Math.round(pace * 7 * 10) / 10;
  return `${weekly.toString()} a week`;
}

/** A size that has not sold, or a product's one count: "M", or "all sizes". */
export const sizeLabel = (size: string) => (size === '' ? 'all sizes' : size);
