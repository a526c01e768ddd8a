// Order times as the shop and its customers read them: in India's time, short and plain
// ("23 Nov, 4:05 pm"), with the year only when it is not this year. Built from the formatter's
// parts, so the text is the same on every Node and browser build whatever its locale data says.

import { SHOP_TIME_ZONE } from '@/lib/shared/shop';

const dateTimeParts = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function partsOf(
  date: Date,
): Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'dayPeriod', string> {
  const out = { day: '', month: '', year: '', hour: '', minute: '', dayPeriod: '' };
  for (const part of dateTimeParts.formatToParts(date)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

function dayAndMonth(date: Date, now: Date): string {
  const p = partsOf(date);
  const sameYear = p.year === partsOf(now).year;
  return sameYear ? `${p.day} ${p.month}` : `${p.day} ${p.month} ${p.year}`;
}

/** "23 Nov, 4:05 pm" (IST); "23 Nov 2025, 4:05 pm" for another year; "" for a bad date. */
export function formatOrderTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsOf(date);
  return `${dayAndMonth(date, now)}, ${p.hour}:${p.minute} ${p.dayPeriod.toLowerCase()}`;
}

/** "23 Nov" (IST), with the year when it is not this year; "" for a bad date. */
export function formatOrderDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dayAndMonth(date, now);
}
