// A calendar month as India counts it, for the accountant's page: "2026-11" -> the instants it
// starts and ends (midnight in India, which keeps no daylight saving).
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { shopDayStart, shopYearMonth } from '@/lib/shared/shop-day';

export interface Month {
  /** "2026-11" */
  key: string;
  /** "November 2026" */
  label: string;
  start: Date;
  end: Date;
}

function monthOf(year: number, month: number): Month {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  const start = shopDayStart(`${key}-01`)!;
  return {
    key,
    label: new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }).format(start),
    start,
    end: shopDayStart(`${next}-01`)!,
  };
}

/** "2026-11" -> that month; anything else (or nothing) -> the month `now` is in, in India. */
export function monthFrom(text: string | null | undefined, now = new Date()): Month {
  const match = /^(\d{4})-(\d{2})$/.exec(text?.trim() ?? '');
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (year >= 2000 && year <= 2100 && month >= 1 && month <= 12) return monthOf(year, month);
  }
  const { year, month } = shopYearMonth(now);
  return monthOf(year, month);
}
