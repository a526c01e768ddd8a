// The sales report's range, read from the page's address: `by` (day, week or month) and `end`
// (the last shop day the range holds, today when absent). By day it is 30 days, by week 12 weeks
// (Monday to Sunday), by month 12 calendar months, all on the shop's calendar in India. Pure:
// the page, the CSV route and the data layer read the same range from the same parameters.
import { shopDay, shopDayStart } from '@/lib/shared/shop-day';

export const SALES_GRAINS = ['day', 'week', 'month'] as const;
export type SalesGrain = (typeof SALES_GRAINS)[number];

/** How many periods each grain shows, and how the chooser names the range. */
export const GRAIN_SPAN: Record<SalesGrain, { count: number; label: string }> = {
  day: { count: 30, label: 'Last 30 days, by day' },
  week: { count: 12, label: 'Last 12 weeks, by week' },
  month: { count: 12, label: 'Last 12 months, by month' },
};

export interface SalesPeriod {
  /** The period's first shop day, "2026-11-23": the key the database's buckets are matched by. */
  key: string;
  /** "29 Nov", "w/c 23 Nov", "Nov 2026". */
  label: string;
  /** The chart's axis label: "29 Nov", "23 Nov", "Nov". */
  short: string;
}

export interface SalesRange {
  grain: SalesGrain;
  /** The last shop day asked for ("2026-11-29"). */
  endDay: string;
  periods: SalesPeriod[];
  /** The first period's start and the last period's end, as instants. */
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Calendar arithmetic on "YYYY-MM-DD" as a UTC date: no clock, no time zone, no daylight saving.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(asDate(day).getTime() + n * DAY_MS));

function addMonths(day: string, n: number): string {
  const d = asDate(day);
  return dayOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)));
}

/** The first day of the period of `grain` that holds `day`. */
export function periodStart(grain: SalesGrain, day: string): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (asDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

function nextPeriod(grain: SalesGrain, start: string): string {
  if (grain === 'day') return addDays(start, 1);
  if (grain === 'week') return addDays(start, 7);
  return addMonths(start, 1);
}

function previousPeriod(grain: SalesGrain, start: string): string {
  if (grain === 'day') return addDays(start, -1);
  if (grain === 'week') return addDays(start, -7);
  return addMonths(start, -1);
}

const dayMonth = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function periodLabel(grain: SalesGrain, start: string): string {
  if (grain === 'month') return monthYear.format(asDate(start));
  const text = dayMonth.format(asDate(start));
  return grain === 'week' ? `w/c ${text}` : text;
}

const monthOnly = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });

function shortLabel(grain: SalesGrain, start: string): string {
  return grain === 'month' ? monthOnly.format(asDate(start)) : dayMonth.format(asDate(start));
}

export function isSalesGrain(value: unknown): value is SalesGrain {
  return typeof value === 'string' && (SALES_GRAINS as readonly string[]).includes(value);
}

/**
 * The range for `by` and `end` as the address gives them; anything unreadable falls back (by
 * day, ending today), and an end after today is today.
 */
export function salesRange(
  by: string | null | undefined,
  end: string | null | undefined,
  now = new Date(),
): SalesRange {
  const grain: SalesGrain = isSalesGrain(by) ? by : 'day';
  const today = shopDay(now);
  const asked = end && shopDayStart(end) ? end : today;
  const endDay = asked > today ? today : asked;
  let first = periodStart(grain, endDay);
  for (let i = 1; i < GRAIN_SPAN[grain].count; i++) first = previousPeriod(grain, first);
  const periods: SalesPeriod[] = [];
  let key = first;
  for (let i = 0; i < GRAIN_SPAN[grain].count; i++) {
    periods.push({ key, label: periodLabel(grain, key), short: shortLabel(grain, key) });
    key = nextPeriod(grain, key);
  }
  return { grain, endDay, periods, start: shopDayStart(first)!, end: shopDayStart(key)! };
}

/** The `end` of the range just before this one (for an "Earlier" link). */
export function earlierEnd(range: SalesRange): string {
  return addDays(range.periods[0]!.key, -1);
}

/** The `end` of the range just after this one; null when this one already holds today. */
export function laterEnd(range: SalesRange, now = new Date()): string | null {
  const today = shopDay(now);
  if (range.endDay >= today) return null;
  let next = range.periods.at(-1)!.key;
  for (let i = 0; i <= range.periods.length; i++) next = nextPeriod(range.grain, next);
  const end = addDays(next, -1);
  return end > today ? today : end;
}
