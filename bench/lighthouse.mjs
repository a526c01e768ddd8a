#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile profile, median of 3) with Debian chromium on
// home, a category, a product and the cart of a production server with the demo catalogue.
// Also reports each page's first-load JS (compressed script bytes the browser transferred).
// LIGHTHOUSE_RUNS sets the counted runs per page; LIGHTHOUSE_REPORTS=dir keeps the full reports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, ensureDependencies } from '../scripts/lib.mjs';
import { replaceSection } from './report.mjs';
import { startProductionServer } from './server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 3950;
/** LIGHTHOUSE_REPORTS=dir keeps every counted run's full report (JSON) there, to see what held a page back. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

ensureDependencies();
ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lh-'));
const server = await startProductionServer({
  port: PORT,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://localhost:${PORT}`,
    SEED_DEMO: 'true',
  },
});
const base = server.url;

const products = await (await fetch(`${base}/api/products/`)).json();
const pages = [
  { name: 'home', url: `${base}/` },
  { name: 'category', url: `${base}/category/shirt?label=Shirt` },
  { name: 'product', url: `${base}/product/${products[0].id}` },
  { name: 'cart', url: `${base}/cart` },
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: FLAGS,
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const page of pages) {
    // One uncounted run first: it fills the page cache and the image optimiser's cache, where a
    // live shop's pages and images already are.
    const runs = [];
    for (let i = -1; i < RUNS; i++) {
      const { lhr } = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (i < 0) continue;
      if (REPORTS) writeFileSync(path.join(REPORTS, `${page.name}-${i}.json`), JSON.stringify(lhr));
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (x) => x.resourceType === 'script',
      );
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
      });
    }
    const pick = (k) => median(runs.map((r) => r[k]));
    const row = {
      page: page.name,
      ...Object.fromEntries(Object.keys(runs[0]).map((k) => [k, pick(k)])),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

replaceSection(
  'lighthouse',
  [
    `Lighthouse 12, mobile profile (simulated throttling), median of ${RUNS} runs, measured ${new Date().toISOString().slice(0, 10)} by \`npm run lighthouse\`. First-load JS is the compressed script bytes the page transferred.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | First-load JS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.jsKb} KB |`,
    ),
  ].join('\n'),
);
console.log('wrote docs/performance.md');
