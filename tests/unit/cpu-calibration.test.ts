import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from '../../bench/cpu-calibration.mjs';

// The Lighthouse bench's calibrated slowdown follows Lighthouse's calculator: the same phone
// whatever the machine, so a high-end desktop keeps the default 4×.

describe('calibratedSlowdown', () => {
  it("gives Lighthouse's points: 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×", () => {
    expect([150, 800, 1300, 1533, 2000].map(calibratedSlowdown)).toEqual([1, 2, 3, 4, 6]);
  });

  it('is linear between the points, to a tenth', () => {
    expect(calibratedSlowdown(1076)).toBe(2.6); // 2 + 276 / 500
    expect(calibratedSlowdown(1911)).toBe(5.6); // 3 + 611 / 233
    expect(calibratedSlowdown(475)).toBe(1.5);
  });

  it('never speeds a slow machine up', () => {
    expect(calibratedSlowdown(90)).toBe(1);
  });

  it('refuses what is not an index', () => {
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/not a benchmark index/);
    expect(() => calibratedSlowdown(0)).toThrow(/not a benchmark index/);
  });
});
