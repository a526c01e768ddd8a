import { describe, expect, it } from 'vitest';
import {
  describeResult,
  halvingNote,
  headline,
  indexRange,
  median,
  medians,
  sittingTable,
  type RunMetrics,
  type SiteResult,
} from '../../bench/lighthouse-sitting.mjs';

// The Lighthouse sitting's arithmetic: medians metric by metric, the runs in the order they ran,
// and a sitting whose machine halved in speed flagged in what it prints and writes.

function run(tbt: number, benchmarkIndex: number, over: Partial<RunMetrics> = {}): RunMetrics {
  return {
    performance: 90,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 2500,
    tbt,
    cls: 0,
    jsKb: 180,
    benchmarkIndex,
    ...over,
  };
}

function result(site: string, runs: RunMetrics[]): SiteResult {
  return { site, runs, medians: medians(runs), warmUpIndex: 1500 };
}

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([396, 231, 518, 342, 479])).toBe(396);
  });

  it('takes the higher middle value of an even count, one a run had', () => {
    expect(median([300, 100])).toBe(300);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medians', () => {
  it('takes each metric on its own, not the numbers of one median run', () => {
    const runs = [
      run(100, 1500, { performance: 80, lcp: 3000 }),
      run(300, 1500, { performance: 95, lcp: 2000 }),
      run(200, 1500, { performance: 90, lcp: 2600 }),
    ];
    expect(medians(runs)).toMatchObject({ performance: 90, lcp: 2600, tbt: 200 });
  });
});

describe('the benchmark index of a sitting', () => {
  it('is its lowest and highest; halved when the highest is twice the lowest or more', () => {
    expect(indexRange([1200, 1900, 1500])).toEqual({ min: 1200, max: 1900, halved: false });
    expect(indexRange([2000, 1500, 1000]).halved).toBe(true);
    expect(indexRange([2112, 1056]).halved).toBe(true);
  });

  it('carries no note while it held, and says where it went when it halved', () => {
    expect(halvingNote([1156, 1758, 2112])).toBeNull();
    expect(halvingNote([2112, 1700, 1000])).toBe(
      'benchmark index fell from 2,112 to 1,000 within this sitting: its numbers are not a verdict',
    );
    expect(halvingNote([900, 1900])).toBe(
      'benchmark index rose from 900 to 1,900 within this sitting: its numbers are not a verdict',
    );
  });
});

describe('what a sitting prints and writes', () => {
  const ours = result('ours', [run(386, 1500), run(1396, 1400), run(342, 1450)]);
  const old = result('old app', [run(271, 1480), run(249, 1420), run(236, 1460)]);

  it('gives the medians of perf, LCP and TBT, then every run’s TBT in order', () => {
    expect(headline(ours)).toBe('90 / 2,500 / 386 (386 · 1,396 · 342)');
  });

  it('prints every run’s TBT and benchmark index for the console', () => {
    const text = describeResult('home', ours);
    expect(text).toContain('home (ours): performance 90, LCP 2500 ms, TBT 386 ms');
    expect(text).toContain('TBT of each run: 386, 1396, 342 ms');
    expect(text).toContain('benchmark index of each run: 1500, 1400, 1450 (warm-up 1500)');
  });

  it('writes one row per page with both sites side by side, and the index range', () => {
    const table = sittingTable({
      pages: [{ page: 'home', results: [ours, old] }],
      sites: ['ours', 'old app'],
      runs: 3,
      date: '2026-11-29',
    });
    expect(table).toContain('then 3 runs of each, alternately (ours, old app, ours, old app, …)');
    expect(table).toContain(
      '| page | ours perf / LCP / TBT (TBT of each run) | old app perf / LCP / TBT (TBT of each run) |',
    );
    expect(table).toContain(
      '| home | 90 / 2,500 / 386 (386 · 1,396 · 342) | 90 / 2,500 / 249 (271 · 249 · 236) |',
    );
    expect(table).toContain(
      '| home | old app | 0 | 100 | 100 | 100 | 180 KB | 1,480 · 1,420 · 1,460 |',
    );
    expect(table).toContain("Benchmark index over the sitting's counted runs: 1,400–1,500.");
    expect(table).not.toContain('not a verdict');
  });

  it('flags a sitting whose machine halved in speed, and keeps its numbers', () => {
    const slowed = result('ours', [run(300, 2000), run(900, 950)]);
    const table = sittingTable({
      pages: [{ page: 'cart', results: [slowed] }],
      sites: ['ours'],
      runs: 2,
      date: '2026-11-29',
    });
    expect(table).toContain(
      '**benchmark index fell from 2,000 to 950 within this sitting: its numbers are not a verdict**',
    );
    expect(table).toContain('| cart | 90 / 2,500 / 900 (300 · 900) |');
    expect(table).toContain('then 2 runs.');
  });
});
