// Order times on the status page and in the inbox: India's time, short, the year only when it
// is not this year (components/orders/order-time.ts).
import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderTime } from '@/components/orders/order-time';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('order times', () => {
  it('read in India time, whatever the server clock says', () => {
    // 10:35 UTC is 4:05 pm in India (UTC+5:30).
    expect(formatOrderTime('2026-11-23T10:35:00Z', NOW)).toBe('23 Nov, 4:05 pm');
    expect(formatOrderTime('2026-11-23T02:00:00Z', NOW)).toBe('23 Nov, 7:30 am');
    // 20:00 UTC on the 22nd is already the 23rd in India.
    expect(formatOrderTime('2026-11-22T20:00:00Z', NOW)).toBe('23 Nov, 1:30 am');
    expect(formatOrderTime('2026-11-23T06:30:00Z', NOW)).toBe('23 Nov, 12:00 pm');
  });

  it('name the year only when it is not this one (in India)', () => {
    expect(formatOrderTime('2025-12-31T10:00:00Z', NOW)).toBe('31 Dec 2025, 3:30 pm');
    expect(formatOrderDate('2025-12-31T10:00:00Z', NOW)).toBe('31 Dec 2025');
    expect(formatOrderDate('2026-01-02T10:00:00Z', NOW)).toBe('2 Jan');
    // New Year's Eve 19:00 UTC is already 1 January in India: this year, no year shown.
    expect(formatOrderDate('2025-12-31T19:00:00Z', NOW)).toBe('1 Jan');
  });

  it('give nothing for a date that is not one', () => {
    expect(formatOrderTime('not a date', NOW)).toBe('');
    expect(formatOrderDate('', NOW)).toBe('');
  });
});
