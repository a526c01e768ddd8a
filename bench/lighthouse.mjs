#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile profile, median of 3 after an uncounted warm-up)
// with Debian chromium on home, a category, a product and the cart of a production server with
// the demo catalogue. Per page: the scores, LCP, TBT, CLS, first-load JS, and the three longest
// main-thread tasks of the median run with what they ran, source-mapped (the server runs a build
// with browser source maps, `.next-lighthouse`). LIGHTHOUSE_SPA=1 runs the shop's earlier SPA
// (bench/old-spa.mjs) against the same server in the same sitting, page by page beside ours.
// LIGHTHOUSE_RUNS sets the counted runs, LIGHTHOUSE_PAGES=home,product a subset (printed only,
// docs/performance.md is left alone), LIGHTHOUSE_REPORTS=dir keeps each run's full report.
// Every load is also audited at the CPU slowdown calibrated to this machine's benchmark index
// (bench/cpu-calibration.mjs), beside Lighthouse's default 4×; LIGHTHOUSE_CALIBRATE=off skips it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, ensureDependencies, root } from '../scripts/lib.mjs';
import { auditAtSlowdown, calibratedSlowdown } from './cpu-calibration.mjs';
import { formatTask, longTasks } from './long-tasks.mjs';
import { startOldSpa } from './old-spa.mjs';
import { replaceSection } from './report.mjs';
import { startProductionServer } from './server.mjs';
import { sourceMapper } from './source-maps.mjs';
import { freePort } from './tools.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SPA = process.env.LIGHTHOUSE_SPA === '1';
const CALIBRATE = process.env.LIGHTHOUSE_CALIBRATE !== 'off';
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const DIST_DIR = '.next-lighthouse';
/** LIGHTHOUSE_REPORTS=dir keeps every counted run's full report (JSON) there, to see what held a page back. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
/**
 * chrome-launcher's own flags with one change: they disable Chrome's RenderDocument (a new
 * renderer frame per navigation), which Chrome ships enabled, for Lighthouse's own CI. Without
 * it, Lighthouse's about:blank → page navigation reuses the renderer frame, and on our pages the
 * first frame then waited for a ~1 s tick (first paint at ~1.3 or ~2.3 s, after `load`) in most
 * runs, a stall Chrome's default setting does not show (docs/performance.md, "The bench's Chrome
 * held our first paint"). LIGHTHOUSE_RENDER_DOCUMENT=off keeps the launcher's default, to compare.
 */
function enableRenderDocument(flag) {
  const [name, features] = flag.split('=');
  if (name !== '--disable-features' || process.env.LIGHTHOUSE_RENDER_DOCUMENT === 'off')
    return flag;
  return `${name}=${features
    .split(',')
    .filter((feature) => feature !== 'RenderDocument')
    .join(',')}`;
}
const FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map(enableRenderDocument),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

ensureDependencies();
ensureBuild({ distDir: DIST_DIR, env: { BROWSER_SOURCE_MAPS: '1' } });
const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lh-'));
const server = await startProductionServer({
  port,
  env: {
    NEXT_DIST_DIR: DIST_DIR,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
  },
});
const spa = SPA
  ? await startOldSpa({
      apiUrl: `${server.url}/`,
      port: Number(process.env.LIGHTHOUSE_SPA_PORT) || (await freePort()),
    })
  : null;
const maps = sourceMapper([
  { origin: server.url, prefix: '/_next/', dir: path.join(root, DIST_DIR) },
  ...(spa ? [{ origin: spa.url, prefix: '/', dir: spa.dist }] : []),
]);

const products = await (await fetch(`${server.url}/api/products/`)).json();
const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/shirt?label=Shirt' },
  { name: 'product', path: `/product/${products[0].id}` },
  { name: 'cart', path: '/cart' },
].filter((page) => !ONLY || ONLY.includes(page.name));
const sites = [
  { site: 'ours', base: server.url },
  ...(spa ? [{ site: 'old SPA', base: spa.url }] : []),
];

function metrics(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (x) => x.resourceType === 'script',
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: FLAGS,
  ignoreDefaultFlags: true,
});
const rows = [];
let slowdown = 4;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One page of one site: `RUNS` counted loads after an uncounted one, with each load's index. */
async function loadRuns(page, site, base) {
  // One uncounted run first: it fills the server's caches and the image optimiser's, where a
  // live shop's pages and images already are.
  const runs = [];
  const indexes = [];
  for (let i = -1; i < RUNS; i++) {
    const { lhr, artifacts } = await lighthouse(base + page.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    indexes.push(lhr.environment.benchmarkIndex);
    if (i < 0) continue;
    const name = `${page.name}-${site.replace(/\W+/g, '-')}-${i}.json`;
    if (REPORTS) writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
    slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    runs.push({ artifacts, ...metrics(lhr), tasks: await longTasks(artifacts, lhr, maps) });
  }
  return { runs, indexes };
}

try {
  for (const page of pages) {
    const loaded = [];
    for (const { site, base } of sites)
      loaded.push({ site, ...(await loadRuns(page, site, base)) });
    // Both sites' loads of this page are audited again at the one slowdown their machine's
    // median index calls for, so the two stay side by side on the same emulated phone.
    const index = Math.round(median(loaded.flatMap((l) => l.indexes)));
    const calibrated = CALIBRATE ? calibratedSlowdown(index) : null;
    for (const { site, runs } of loaded) {
      if (calibrated)
        for (const run of runs) {
          const again = metrics(await auditAtSlowdown(run.artifacts, calibrated));
          Object.assign(run, {
            calPerformance: again.performance,
            calLcp: again.lcp,
            calTbt: again.tbt,
          });
        }
      const pick = (k) => median(runs.map((r) => r[k]));
      const keys = Object.keys(runs[0]).filter((k) => k !== 'tasks' && k !== 'artifacts');
      const row = {
        page: page.name,
        site,
        index,
        calibrated,
        ...Object.fromEntries(keys.map((k) => [k, pick(k)])),
      };
      // The long tasks of the run whose TBT is the median.
      row.tasks = runs.find((r) => r.tbt === row.tbt).tasks;
      rows.push(row);
      console.log(
        `\n${page.name} (${site}): performance ${row.performance}, LCP ${row.lcp} ms, TBT ${row.tbt} ms, CLS ${row.cls}, JS ${row.jsKb} KB`,
      );
      if (calibrated)
        console.log(
          `  at ${calibrated}× CPU (calibrated, benchmark index ${index}): performance ${row.calPerformance}, LCP ${row.calLcp} ms, TBT ${row.calTbt} ms`,
        );
      for (const task of row.tasks) console.log(`  ${formatTask(task, ` at ${slowdown}× CPU`)}`);
    }
  }
} finally {
  await chrome.kill();
  await spa?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (ONLY) {
  console.log('\n(a subset of the pages: docs/performance.md left as it was)');
  process.exit(0);
}
const date = new Date().toISOString().slice(0, 10);
const ours = rows.filter((r) => r.site === 'ours');
replaceSection(
  'lighthouse',
  [
    `Lighthouse 12, mobile profile (simulated throttling), median of ${RUNS} runs, measured ${date} by \`npm run lighthouse\`. First-load JS is the compressed script bytes the page transferred.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | First-load JS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...ours.map(
      (r) =>
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.jsKb} KB |`,
    ),
  ].join('\n'),
);
replaceSection(
  'lighthouse-tasks',
  [
    `The three longest main-thread tasks of each page's median run (by TBT), ${date}, as Lighthouse counts them (${slowdown}× CPU; the observed time in brackets), with the three things that took most of each, source-mapped.${SPA ? ' The old SPA ran against the same server in the same sitting.' : ''}${CALIBRATE ? ' "Calibrated": the same loads audited again at the CPU slowdown that makes this machine, by the median benchmark index of the page\'s loads, emulate the phone Lighthouse\'s 4× emulates on a high-end desktop (bench/cpu-calibration.mjs).' : ''}`,
    '',
    `| Page | Site | Perf | LCP ms | TBT ms |${CALIBRATE ? ' Calibrated: index → slowdown | Perf | LCP ms | TBT ms |' : ''} Longest tasks |`,
    `|---|---|---:|---:|---:|${CALIBRATE ? '---|---:|---:|---:|' : ''}---|`,
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.site} | ${r.performance} | ${r.lcp} | ${r.tbt} |${r.calibrated ? ` ${r.index} → ${r.calibrated}× | ${r.calPerformance} | ${r.calLcp} | ${r.calTbt} |` : ''} ${r.tasks.map((t) => formatTask(t, '').replace(/\|/g, '\\|')).join('<br>')} |`,
    ),
  ].join('\n'),
);
console.log('wrote docs/performance.md');
