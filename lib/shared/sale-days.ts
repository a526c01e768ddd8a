// A sale's last day as the admin's forms show it ("2026-12-31", a day in India), from the instant
// the sale ends (the next midnight there; the forms' day becomes that instant with shopDayEnd).
// Apart from sale.ts, which the storefront's cards load: only the admin's forms and the server
// need the shop's calendar.
import { shopDay } from '@/lib/shared/shop-day';

/** The last day a sale runs, as a date input shows it ("2026-12-31"), from its end instant. */
export function lastSaleDay(endsAt: string | null): string {
  if (!endsAt) return '';
  const lastMoment = new Date(new Date(endsAt).getTime() - 1);
  return shopDay(lastMoment);
}
