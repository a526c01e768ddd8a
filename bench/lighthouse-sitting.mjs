// The arithmetic and the tables of one Lighthouse sitting (bench/lighthouse.mjs), kept apart from
// the browser so they can be tested: each metric's median on its own, the runs of every page in
// the order they were measured, and whether the machine's speed held over the sitting. A sitting
// on a shared machine whose benchmark index halves within itself measured two machines: its
// numbers are printed and written down, flagged, never dropped.

/** The numbers of one Lighthouse report (LHR) the sitting keeps. */
export function metricsOf(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (x) => x.resourceType === 'script',
  );
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * The middle value, one that a run had: for an even count the higher of the two middle values,
 * so a median TBT always names a real run (whose long tasks the docs then show).
 */
export function median(values) {
  if (!values.length) throw new Error('no values to take the median of');
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** Each metric's median over the runs, taken on its own (the runs need not agree on one run). */
export function medians(runs, keys = Object.keys(runs[0] ?? {})) {
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

const n = (x) => x.toLocaleString('en');

/** The lowest and highest benchmark index, and whether the highest is twice the lowest or more. */
export function indexRange(indexes) {
  const min = Math.min(...indexes);
  const max = Math.max(...indexes);
  return { min, max, halved: max / min >= 2 };
}

/** The warning a sitting whose machine halved in speed carries; null when it held. */
export function halvingNote(indexes) {
  const range = indexRange(indexes);
  if (!range.halved) return null;
  const order = indexes.indexOf(range.max) < indexes.indexOf(range.min);
  const [from, to] = order ? [range.max, range.min] : [range.min, range.max];
  return `benchmark index ${order ? 'fell' : 'rose'} from ${n(from)} to ${n(to)} within this sitting: its numbers are not a verdict`;
}

/** "88 / 2,540 / 396 (386 · 396 · 342)": the medians of perf, LCP, TBT, then each run's TBT. */
export function headline(result) {
  const { performance, lcp, tbt } = result.medians;
  return `${performance} / ${n(lcp)} / ${n(tbt)} (${result.runs.map((r) => n(r.tbt)).join(' · ')})`;
}

/** One page of one site, for the console: its medians, each run's TBT and benchmark index. */
export function describeResult(page, result) {
  const m = result.medians;
  return [
    `${page} (${result.site}): performance ${m.performance}, LCP ${m.lcp} ms, TBT ${m.tbt} ms, CLS ${m.cls}, accessibility ${m.accessibility}, best practices ${m.bestPractices}, JS ${m.jsKb} KB`,
    `  TBT of each run: ${result.runs.map((r) => r.tbt).join(', ')} ms`,
    `  benchmark index of each run: ${result.runs.map((r) => r.benchmarkIndex).join(', ')} (warm-up ${result.warmUpIndex})`,
  ].join('\n');
}

/**
 * The sitting's table for docs/performance.md. `pages` is [{ page, results: [{ site, runs,
 * medians, warmUpIndex }] }], the sites in the same order on every page; `sites` names them.
 */
export function sittingTable({ pages, sites, runs, date }) {
  const indexes = pages.flatMap((p) =>
    p.results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)),
  );
  const range = indexRange(indexes);
  const note = halvingNote(indexes);
  const lines = [
    `Lighthouse 12, mobile profile (simulated throttling), measured ${date} by \`npm run lighthouse\`: per page one uncounted warm-up of each site (${sites.join(', ')}), then ${sites.length > 1 ? `${runs} run${runs === 1 ? '' : 's'} of each, alternately (${sites.join(', ')}, ${sites.join(', ')}, …)` : `${runs} run${runs === 1 ? '' : 's'}`}. Each number is its metric's own median over the runs (for an even count, the higher middle one); in brackets, the TBT of each run in the order they ran. First-load JS is the compressed script bytes the page transferred.`,
    '',
    `Benchmark index over the sitting's counted runs: ${n(range.min)}–${n(range.max)}.`,
    ...(note ? ['', `**${note}**`] : []),
    '',
    `| page | ${sites.map((s) => `${s} perf / LCP / TBT (TBT of each run)`).join(' | ')} |`,
    `|---|${sites.map(() => '---').join('|')}|`,
    ...pages.map((p) => `| ${p.page} | ${p.results.map(headline).join(' | ')} |`),
    '',
    '| page | site | CLS | accessibility | best practices | SEO | first-load JS | benchmark index of each run |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...pages.flatMap((p) =>
      p.results.map(
        ({ site, medians: m, runs: each }) =>
          `| ${p.page} | ${site} | ${m.cls} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.jsKb} KB | ${each.map((r) => n(r.benchmarkIndex)).join(' · ')} |`,
      ),
    ),
  ];
  return lines.join('\n');
}
