#!/usr/bin/env node
// `node bench/interactions.mjs`: interaction latency on a phone-sized Chromium with a 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate), the way INP counts it: from the tap to the next
// paint, as the browser's Event Timing API reports it. For Add to Cart, opening Quick View, choosing a size and opening the category menu,
// median of 5 (INTERACTION_RUNS) on a fresh page each, tapped as soon as the control hydrated and
// again once the page went quiet (network idle). A tap is a touch at the control's centre (the
// click must land on it), without Playwright's own hit-target listeners. Builds and starts a production server with
// the demo catalogue like `npm run lighthouse`, or measures INTERACTIONS_URL when given.
// INTERACTION_SLOWDOWN=calibrated throttles by the slowdown calibrated to this machine's
// Lighthouse benchmark index instead of 4× (bench/cpu-calibration.mjs), or by the number given.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright';
import { ensureBuild, ensureDependencies } from '../scripts/lib.mjs';
import { calibratedSlowdown } from './cpu-calibration.mjs';
import { startProductionServer } from './server.mjs';

const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const PORT = 3951;
const SLOWDOWN = process.env.INTERACTION_SLOWDOWN ?? '4';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Arms the page: the next pointerdown starts the clock. `window.__tap` resolves with two
 * readings in milliseconds from it. `paint`: to the end of the tap's next paint as the browser's
 * Event Timing reports it (the click's entry, or any entry of the same interaction, whichever
 * ends last: what INP counts); a click whose entry stays under the API's 16 ms floor counts as
 * 16 ms after the click. `frame`: to the first task after the click's frame (a
 * requestAnimationFrame callback, then a timeout), which also counts any task the page queued
 * for after that frame ahead of it (the toast's render) — the reading earlier runs published.
 * `wait`: from the tap until the click's handlers start (what the page was still doing, and the
 * pointer events before it); `handler`: the click's handlers with the render React does on
 * leaving them. What is left of `paint` is style, layout and painting the new frame.
 */
function armTapTimer() {
  window.__tap = new Promise((resolve, reject) => {
    let start = 0;
    let clickStart = 0;
    const entries = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 16 });
    window.addEventListener('pointerdown', (e) => (start = e.timeStamp), {
      once: true,
      capture: true,
    });
    window.addEventListener('click', () => (clickStart = performance.now()), {
      once: true,
      capture: true,
    });
    window.addEventListener(
      'click',
      (click) => {
        const handler = performance.now() - clickStart;
        if (!window.__target?.contains(click.target))
          return reject(new Error(`the tap landed on ${click.target.outerHTML.slice(0, 120)}`));
        requestAnimationFrame(() =>
          setTimeout(() => {
            const frame = performance.now() - start;
            // Event Timing reports an entry once its frame is presented: give it a moment.
            setTimeout(() => {
              entries.push(...observer.takeRecords());
              observer.disconnect();
              const id = entries.find(
                (e) => e.name === 'click' && Math.abs(e.startTime - click.timeStamp) < 1,
              )?.interactionId;
              const ends = entries
                .filter((e) => id && e.interactionId === id)
                .map((e) => e.startTime + e.duration);
              const end = ends.length ? Math.max(...ends) : click.timeStamp + 16;
              resolve({ paint: end - start, frame, wait: clickStart - start, handler });
            }, 300);
          }),
        );
      },
      { once: true },
    );
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function hydrated(locator) {
  await locator.first().waitFor();
  await locator
    .first()
    .page()
    .waitForFunction(
      (el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')),
      await locator.first().elementHandle(),
      { timeout: 60_000 },
    );
  return locator.first();
}

/** A fresh phone-sized context per run: an empty cart and nothing cached from the last run. */
const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** One tap, `RUNS` times: right after the control hydrated, and after the page went quiet. */
async function measure(browser, url, name, target, settled) {
  const early = await measureTaps(browser, url, target, settled, 'load');
  const quiet = await measureTaps(browser, url, target, null, 'networkidle');
  const row = {
    interaction: name,
    nextPaintMs: Math.round(median(early.times.map((t) => t.paint))),
    quietNextPaintMs: Math.round(median(quiet.times.map((t) => t.paint))),
    frameMs: Math.round(median(early.times.map((t) => t.frame))),
    quietFrameMs: Math.round(median(quiet.times.map((t) => t.frame))),
    waitMs: Math.round(median(early.times.map((t) => t.wait))),
    quietWaitMs: Math.round(median(quiet.times.map((t) => t.wait))),
    handlerMs: Math.round(median(early.times.map((t) => t.handler))),
    quietHandlerMs: Math.round(median(quiet.times.map((t) => t.handler))),
    ...(early.until.length ? { shownMs: Math.round(median(early.until)) } : {}),
    runs: early.times.map((t) => Math.round(t.paint)),
    quietRuns: quiet.times.map((t) => Math.round(t.paint)),
    runWaits: early.times.map((t) => Math.round(t.wait)),
    runHandlers: early.times.map((t) => Math.round(t.handler)),
  };
  console.log(JSON.stringify(row));
  return row;
}

/**
 * `waitUntil` 'load' taps as soon as the control has hydrated, while the page may still be busy
 * (prefetching links, decoding images): what a shopper who taps at once meets. 'networkidle'
 * taps once nothing has loaded for 500 ms: the handler and the paint alone.
 */
async function measureTaps(browser, url, target, settled, waitUntil) {
  const times = [];
  const until = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil });
    const button = await hydrated(target(page));
    // A finger, not Playwright's tap: that one checks the hit target with listeners of its own
    // on every pointer, touch and mouse event, which ran inside the measured wait (5–15 ms each
    // at 4×). The click's listener above checks that the tap landed on the control instead.
    await button.scrollIntoViewIfNeeded();
    await button.evaluate((el) => (window.__target = el));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown.rate });
    await page.evaluate(armTapTimer);
    const box = await button.boundingBox();
    const started = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Watched from now: the tap's readings resolve only after a pause for Event Timing.
    const shown = settled?.(page)
      .waitFor({ timeout: 30_000 })
      .then(() => Date.now() - started);
    times.push(await page.evaluate(() => window.__tap));
    if (shown) until.push(await shown);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  }
  return { times, until };
}

ensureDependencies();
let server = null;
let dataDir = null;
let base = process.env.INTERACTIONS_URL;
if (!base) {
  ensureBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-inp-'));
  server = await startProductionServer({
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://localhost:${PORT}`,
      SEED_DEMO: 'true',
    },
  });
  base = server.url;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
});

/**
 * The CPU slowdown of every tap: 4× as Lighthouse's default, a number given, or 'calibrated':
 * the median of three of Lighthouse's benchmark index readings on a blank page, mapped as
 * `npm run lighthouse` maps it.
 */
async function chooseSlowdown() {
  if (SLOWDOWN !== 'calibrated') {
    const rate = Number(SLOWDOWN);
    if (!(rate >= 1))
      throw new Error(`INTERACTION_SLOWDOWN: a number from 1 or 'calibrated', not ${SLOWDOWN}`);
    return { rate, label: `${rate}×` };
  }
  const page = await browser.newPage();
  const indexes = [];
  for (let i = 0; i < 3; i++)
    indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  await page.close();
  const index = Math.round(median(indexes));
  const rate = calibratedSlowdown(index);
  return { rate, label: `${rate}× (calibrated: benchmark index ${index})` };
}
let slowdown = { rate: 4, label: '4×' };
const rows = [];
try {
  slowdown = await chooseSlowdown();
  console.log(`CPU slowdown ${slowdown.label}`);
  const products = await (await fetch(`${base}/api/products/`)).json();
  const sized = products.find((p) => p.size && p.in_stock);
  // A card whose Add to Cart adds at once (no size to choose), among those on the first page.
  const plainCard = products
    .filter((p) => !p.size && !p.footwear_size && p.in_stock)
    .map((p) => `[data-testid="product-card"][data-product-id="${p.id}"]`)
    .join(',');
  if (!sized || !plainCard)
    throw new Error('the catalogue needs a product with sizes and one without');

  rows.push(
    await measure(
      browser,
      `${base}/all-products`,
      'Add to Cart (a card, signed out)',
      (page) =>
        page
          .locator(plainCard)
          .first()
          .getByRole('button', { name: /^Add to Cart/ }),
      (page) =>
        page
          .locator(plainCard)
          .first()
          .getByRole('button', { name: /^Remove from Cart/ }),
    ),
    await measure(
      browser,
      `${base}/`,
      'open Quick View (home)',
      (page) => page.getByRole('button', { name: /^Quick View: / }),
      (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }),
    ),
    await measure(browser, `${base}/product/${sized.id}`, 'choose a size (product page)', (page) =>
      page.getByRole('radiogroup').getByRole('radio', { disabled: false }).nth(1),
    ),
    await measure(
      browser,
      `${base}/`,
      'open the category menu (375 px)',
      (page) => page.getByRole('button', { name: 'Browse Categories' }),
      (page) => page.getByRole('button', { name: 'Close Menu' }),
    ),
  );
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  [
    '',
    `| Interaction (CPU slowdown ${slowdown.label}, 375 px, median of ${RUNS}) | Tap at once → next paint | Tap once quiet → next paint | At once / quiet → first task after the frame | At once / quiet: wait, then click handlers | Tap at once → shown |`,
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.interaction} | ${r.nextPaintMs} ms | ${r.quietNextPaintMs} ms | ${r.frameMs} / ${r.quietFrameMs} ms | ${r.waitMs} + ${r.handlerMs} / ${r.quietWaitMs} + ${r.quietHandlerMs} ms | ${r.shownMs ? `${r.shownMs} ms` : '—'} |`,
    ),
  ].join('\n'),
);
