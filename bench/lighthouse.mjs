#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile profile) with Debian chromium on home, a category,
// a product and the cart of a production server with the demo catalogue, beside the shop's
// earlier SPA (bench/old-spa.mjs, served against the same server) whenever its tarball is there.
// A shared machine's speed swings more between sittings than the gap between the two apps, so
// the two are measured in ALTERNATE runs, page by page: one uncounted warm-up of each (it fills
// the server's and the image optimiser's caches, where a live shop's pages already are), then
// LIGHTHOUSE_RUNS (default 5) of each, ours, old, ours, old… Each metric's median is taken on its
// own. Per page and site it prints the medians, every run's TBT and Lighthouse's benchmark index;
// a sitting whose index halves within itself (max/min ≥ 2) is flagged as no verdict, in the
// output and in docs/performance.md, never dropped. Also the three longest main-thread tasks of
// each page's median-TBT run, source-mapped (the server runs a build with browser source maps).
//
// Environment: LIGHTHOUSE_SPA=0 leaves the old app out (it is in by default when its tarball is at
// ../shared/anchors/pan_uk_frontend.tar.gz or LIGHTHOUSE_SPA_TARBALL); LIGHTHOUSE_RUNS the counted
// runs of each; LIGHTHOUSE_PAGES=home,cart a subset (printed only, docs/performance.md left
// alone); LIGHTHOUSE_REPORTS=dir keeps each counted run's full report; LIGHTHOUSE_DIST_DIR the
// build's folder (default .next-lighthouse); LIGHTHOUSE_PORT / LIGHTHOUSE_SPA_PORT the ports.
// LIGHTHOUSE_CALIBRATE=1 also audits every load again at the CPU slowdown calibrated to the
// median benchmark index of the page's loads (bench/cpu-calibration.mjs). It is off by default:
// the alternating runs already put both apps on the same machine, the calibrated multiplier
// follows an index that itself swings, and keeping every run's artifacts for it costs memory
// and time on each page.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, ensureDependencies, root } from '../scripts/lib.mjs';
import { auditAtSlowdown, calibratedSlowdown } from './cpu-calibration.mjs';
import {
  describeResult,
  halvingNote,
  median,
  medians,
  metricsOf,
  sittingTable,
} from './lighthouse-sitting.mjs';
import { formatTask, longTasks } from './long-tasks.mjs';
import { startOldSpa } from './old-spa.mjs';
import { replaceSection } from './report.mjs';
import { startProductionServer } from './server.mjs';
import { sourceMapper } from './source-maps.mjs';
import { freePort } from './tools.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARBALL =
  process.env.LIGHTHOUSE_SPA_TARBALL ??
  path.resolve(root, '..', 'shared', 'anchors', 'pan_uk_frontend.tar.gz');
const SPA =
  process.env.LIGHTHOUSE_SPA === '1' || (process.env.LIGHTHOUSE_SPA !== '0' && existsSync(TARBALL));
const CALIBRATE = ['1', 'on'].includes(process.env.LIGHTHOUSE_CALIBRATE ?? '');
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const DIST_DIR = process.env.LIGHTHOUSE_DIST_DIR || '.next-lighthouse';
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
  ...(spa ? [{ site: 'old app', base: spa.url }] : []),
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: FLAGS,
  ignoreDefaultFlags: true,
});
const measured = [];
let slowdown = 4;

/** One load of `page` on `site`: its report's numbers, its long tasks, and its artifacts. */
async function load(page, { site, base }, i) {
  const { lhr, artifacts } = await lighthouse(base + page.path, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
  });
  const name = `${page.name}-${site.replace(/\W+/g, '-')}-${i}.json`;
  if (REPORTS && i >= 0) writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
  slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  return {
    artifacts,
    metrics: metricsOf(lhr),
    tasks: i < 0 ? [] : await longTasks(artifacts, lhr, maps),
  };
}

/** Both sites' loads of this page audited again at the slowdown their median index calls for. */
async function calibrate(results) {
  const index = median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
  const calibrated = calibratedSlowdown(index);
  for (const result of results) {
    const again = [];
    for (const artifacts of result.artifacts)
      again.push(metricsOf(await auditAtSlowdown(artifacts, calibrated)));
    result.calibrated = {
      index,
      slowdown: calibrated,
      ...medians(again, ['performance', 'lcp', 'tbt']),
    };
  }
}

try {
  for (const page of pages) {
    const results = [];
    for (const site of sites) {
      const warmUp = await load(page, site, -1);
      results.push({
        site: site.site,
        warmUpIndex: warmUp.metrics.benchmarkIndex,
        runs: [],
        tasks: [],
        artifacts: [],
      });
    }
    for (let i = 0; i < RUNS; i++)
      for (const [s, site] of sites.entries()) {
        const run = await load(page, site, i);
        results[s].runs.push(run.metrics);
        results[s].tasks.push(run.tasks);
        if (CALIBRATE) results[s].artifacts.push(run.artifacts);
      }
    for (const result of results) result.medians = medians(result.runs);
    if (CALIBRATE) await calibrate(results);
    for (const result of results) {
      // The long tasks of the run whose TBT is the median; artifacts are let go page by page.
      result.tasks = result.tasks[result.runs.findIndex((r) => r.tbt === result.medians.tbt)];
      delete result.artifacts;
      console.log(`\n${describeResult(page.name, result)}`);
      const cal = result.calibrated;
      if (cal)
        console.log(
          `  at ${cal.slowdown}× CPU (calibrated, benchmark index ${cal.index}): performance ${cal.performance}, LCP ${cal.lcp} ms, TBT ${cal.tbt} ms`,
        );
      for (const task of result.tasks) console.log(`  ${formatTask(task, ` at ${slowdown}× CPU`)}`);
    }
    measured.push({ page: page.name, results });
  }
} finally {
  await chrome.kill();
  await spa?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 10);
const table = sittingTable({ pages: measured, sites: sites.map((s) => s.site), runs: RUNS, date });
const note = halvingNote(
  measured.flatMap((p) => p.results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex))),
);
console.log(`\n${table}`);
if (note) console.log(`\n⚠ ${note}`);
if (ONLY) {
  console.log('\n(a subset of the pages: docs/performance.md left as it was)');
  process.exit(0);
}
replaceSection('lighthouse', table);
const rows = measured.flatMap((p) => p.results.map((r) => ({ page: p.page, ...r })));
replaceSection(
  'lighthouse-tasks',
  [
    `The three longest main-thread tasks of each page's median run (by TBT), ${date}, as Lighthouse counts them (${slowdown}× CPU; the observed time in brackets), with the three things that took most of each, source-mapped.${spa ? ' The old app ran against the same server, its runs alternating with ours.' : ''}${CALIBRATE ? ' "Calibrated": the same loads audited again at the CPU slowdown that makes this machine, by the median benchmark index of the page\'s loads, emulate the phone Lighthouse\'s 4× emulates on a high-end desktop (bench/cpu-calibration.mjs).' : ''}${note ? ` **${note}.**` : ''}`,
    '',
    `| Page | Site | Perf | LCP ms | TBT ms |${CALIBRATE ? ' Calibrated: index → slowdown | Perf | LCP ms | TBT ms |' : ''} Longest tasks |`,
    `|---|---|---:|---:|---:|${CALIBRATE ? '---|---:|---:|---:|' : ''}---|`,
    ...rows.map(
      ({ page, site, medians: m, calibrated: c, tasks }) =>
        `| ${page} | ${site} | ${m.performance} | ${m.lcp} | ${m.tbt} |${c ? ` ${c.index} → ${c.slowdown}× | ${c.performance} | ${c.lcp} | ${c.tbt} |` : ''} ${tasks.map((t) => formatTask(t, '').replace(/\|/g, '\\|')).join('<br>')} |`,
    ),
  ].join('\n'),
);
console.log('wrote docs/performance.md');
