// The sales report's range from its address: 30 days, 12 Monday weeks or 12 months ending on the
// asked day (today when absent or later), on India's calendar, and the earlier / later links.
import { describe, expect, it } from 'vitest';
import { earlierEnd, laterEnd, salesRange } from '@/lib/shared/reports/sales-range';

// 23:30 UTC on the 28th is already Sunday the 29th in India.
const NOW = new Date('2026-11-28T23:30:00Z');

describe('salesRange', () => {
  it('is the last 30 days by day, ending today in India, when nothing is asked', () => {
    const range = salesRange(null, null, NOW);
    expect(range.grain).toBe('day');
    expect(range.endDay).toBe('2026-11-29');
    expect(range.periods).toHaveLength(30);
    expect(range.periods[0]).toEqual({ key: '2026-10-31', label: '31 Oct', short: '31 Oct' });
    expect(range.start.toISOString()).toBe('2026-10-30T18:30:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-29T18:30:00.000Z');
  });

  it('counts weeks from Monday and months from the first', () => {
    const weeks = salesRange('week', '2026-11-29', NOW);
    expect(weeks.periods).toHaveLength(12);
    expect(weeks.periods.at(-1)).toEqual({
      key: '2026-11-23',
      label: 'w/c 23 Nov',
      short: '23 Nov',
    });
    expect(weeks.periods[0]!.key).toBe('2026-09-07');
    const months = salesRange('month', '2026-03-10', NOW);
    expect(months.periods.map((p) => p.key)).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(months.periods[0]!.label).toBe('Apr 2025');
    expect(months.end.toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('reads nonsense and the future as today by day', () => {
    expect(salesRange('year', '2026-02-31', NOW)).toMatchObject({
      grain: 'day',
      endDay: '2026-11-29',
    });
    expect(salesRange('week', '2027-01-01', NOW).endDay).toBe('2026-11-29');
  });

  it('steps a whole range earlier and later, never past today', () => {
    const days = salesRange('day', '2026-11-29', NOW);
    expect(earlierEnd(days)).toBe('2026-10-30');
    expect(laterEnd(days, NOW)).toBeNull();
    const back = salesRange('day', earlierEnd(days), NOW);
    expect(back.periods.at(-1)!.key).toBe('2026-10-30');
    expect(laterEnd(back, NOW)).toBe('2026-11-29');
    const weeks = salesRange('week', '2026-06-10', NOW);
    expect(laterEnd(weeks, NOW)).toBe(salesRange('week', '2026-09-06', NOW).endDay);
    expect(salesRange('week', laterEnd(weeks, NOW), NOW).periods[0]!.key).toBe('2026-06-15');
    const months = salesRange('month', '2025-06-30', NOW);
    expect(salesRange('month', laterEnd(months, NOW), NOW).periods[0]!.key).toBe('2025-07-01');
  });
});
