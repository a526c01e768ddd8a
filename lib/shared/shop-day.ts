// The shop's calendar: which day and month an instant falls in on the shop's clock in India, and
// the instants a shop day starts and ends. The one home of "today" for sale ends, the
// accountant's month, financial years, backups and dated file names.
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';

/** India keeps no daylight saving: the shop's midnight is always this far ahead of UTC. */
const SHOP_UTC_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

// en-CA writes a date as "2025-01-31", the key every caller compares and sorts by.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** "2025-01-31": the shop's calendar day of `date`. */
export function shopDay(date: Date): string {
  return dayFormat.format(date);
}

/** The shop's calendar year and month (1-12) of `date`. */
export function shopYearMonth(date: Date): { year: number; month: number } {
  const [year, month] = shopDay(date).split('-').map(Number);
  return { year: year!, month: month! };
}

/** "2025-01-31" -> the instant that day starts in India; null for a day not in the calendar. */
export function shopDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
  // Date accepts 31 February as 3 March: a day that is not in the calendar is refused here.
  if (Number.isNaN(start.getTime()) || shopDay(start) !== day) return null;
  return start;
}

/** "2025-01-31" -> the instant that day ends in India (the next midnight); null as above. */
export function shopDayEnd(day: string): Date | null {
  const start = shopDayStart(day);
  return start && new Date(start.getTime() + DAY_MS);
}
