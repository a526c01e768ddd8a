// A shop day as the day page names it (server components only: the browser's forms never load
// an en-IN date formatter for it).
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { shopDayStart } from '@/lib/shared/shop-day';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "2026-11-29" -> "Sun, 29 Nov 2026" (the shop's calendar); the key itself if it is not a day. */
export function dayLabel(day: string): string {
  const start = shopDayStart(day);
  return start ? dayFormat.format(start) : day;
}
