// The shop's calendar (lib/shared/shop-day.ts): India's midnight is 18:30 UTC the day before, so a
// day's last minute and the next day's first sit either side of it.
import { describe, expect, it } from 'vitest';
import { shopDay, shopDayEnd, shopDayStart, shopYearMonth } from '@/lib/shared/shop-day';

describe("the shop's day", () => {
  it('turns at midnight in India, not in UTC', () => {
    // 23:59 IST on 31 January and 00:00 IST on 1 February.
    expect(shopDay(new Date('2025-01-31T18:29:59.999Z'))).toBe('2025-01-31');
    expect(shopDay(new Date('2025-01-31T18:30:00.000Z'))).toBe('2025-02-01');
    // Still 31 December in UTC, already the new year in the shop.
    expect(shopDay(new Date('2025-12-31T18:29:00Z'))).toBe('2025-12-31');
    expect(shopDay(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01');
  });

  it('gives the month the same way', () => {
    expect(shopYearMonth(new Date('2025-03-31T18:29:59Z'))).toEqual({ year: 2025, month: 3 });
    expect(shopYearMonth(new Date('2025-03-31T18:30:00Z'))).toEqual({ year: 2025, month: 4 });
  });

  it("starts and ends a day at India's midnights", () => {
    expect(shopDayStart('2025-02-01')?.toISOString()).toBe('2025-01-31T18:30:00.000Z');
    expect(shopDayEnd('2025-01-31')?.toISOString()).toBe('2025-01-31T18:30:00.000Z');
    expect(shopDayEnd('2024-02-29')?.toISOString()).toBe('2024-02-29T18:30:00.000Z');
  });

  it('refuses a day that is not in the calendar', () => {
    expect(shopDayStart('2025-02-29')).toBeNull();
    expect(shopDayEnd('2026-02-31')).toBeNull();
    expect(shopDayStart('31/12/2026')).toBeNull();
    expect(shopDayStart('2026-12-31T00:00')).toBeNull();
    expect(shopDayEnd('')).toBeNull();
  });
});
