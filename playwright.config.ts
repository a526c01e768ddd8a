import { defineConfig, devices } from '@playwright/test';

// E2E runs against a production build with the test seams of e2e/seams compiled in (`.next-e2e`,
// built by scripts/test.mjs with E2E_SEAMS=1; NEXT_DIST_DIR picks another), served by
// e2e/serve.mjs on a throwaway PGlite directory with the demo catalogue.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
  ],
};

const READ_ONLY = /(storefront-[a-z-]+|smoke|screens)\.spec\.ts$/;
// A page's head, its structured data, the sitemap and robots.txt are the same at any screen size.
const ONE_VIEWPORT = /storefront-seo\.spec\.ts$/;
// The owner's work in the admin and signing in or up: flows with no layout of their own, run on
// the 375 px phone the owner (and most shoppers) use. Every one of their pages is still looked at
// 1280 px wide by screens.spec.ts (nothing off the screen, axe), and a desktop sign-in still runs
// in the cart and checkout specs. Not here: shop-tags (its print layout depends on the width) and
// the shopper's flows (cart, checkout, sizes, orders, share), which run at both widths.
const PHONE_ONLY =
  /(admin-[a-z-]+|auth-[a-z]+|barcodes|catalogue-csv|stock-work|size-guide-colours|cash-drawer|counter|payments-invoices|returns)\.spec\.ts$/;
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
};
const mobile = {
  ...devices['Pixel 5'],
  viewport: { width: 375, height: 812 },
  launchOptions: chromium,
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only the second time is a bug to find, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // The storefront specs only read the demo catalogue; the admin and cart specs create and delete
  // products, which would push demo products off the first places of home and category pages.
  // So the read-only phase runs first (both viewports in parallel), then the writing specs.
  projects: [
    { name: 'storefront-desktop', testMatch: READ_ONLY, use: desktop },
    { name: 'storefront-mobile', testMatch: READ_ONLY, testIgnore: ONE_VIEWPORT, use: mobile },
    {
      name: 'desktop',
      testIgnore: [READ_ONLY, PHONE_ONLY],
      use: desktop,
      dependencies: ['storefront-desktop', 'storefront-mobile'],
    },
    {
      name: 'mobile',
      testIgnore: READ_ONLY,
      use: mobile,
      dependencies: ['storefront-desktop', 'storefront-mobile'],
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${BASE_URL}/api/health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT), NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e' },
  },
});
