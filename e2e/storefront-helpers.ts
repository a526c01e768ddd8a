import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// The storefront specs share a 2-core machine with builds and other suites: a slower first
// render must not read as a failure, so they wait longer than the defaults.
export const expect = baseExpect.configure({ timeout: 30_000 });
/** The per-test time limit the storefront specs set with test.describe.configure. */
export const SLOW_TEST_MS = 120_000;

/**
 * Waits until React has hydrated the element (its props are attached): before that a control
 * rendered on the server does nothing when pressed, and a loaded machine can be slow to get there.
 */
export async function hydrated(target: Locator): Promise<Locator> {
  await expect
    .poll(
      () =>
        target.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))),
      { timeout: 45_000 },
    )
    .toBe(true);
  return target;
}

/** True in the 375 px project, where the category menu sits behind 'Browse Categories'. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 768;
}

export const categoryNav = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Categories' });

/** Makes the category menu visible: on phones by pressing 'Browse Categories'. */
export async function showCategoryMenu(page: Page): Promise<Locator> {
  const nav = categoryNav(page);
  if (isMobile(page)) {
    const toggle = nav.getByRole('button', { name: 'Browse Categories' });
    await expect(toggle).toBeVisible();
    await (await hydrated(toggle)).click();
    await expect(nav.getByRole('button', { name: 'Close Menu' })).toBeVisible();
  }
  return nav;
}

/** The JSON-LD objects of the page (arrays flattened). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const data = JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

export async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(`meta[${selector}]`).first().getAttribute('content');
}

/** The `url` parameter of a next/image src ("/media/abc.jpg"), to compare photos across pages. */
export function photoKey(src: string | null): string {
  if (!src) return '';
  const url = new URL(src, 'http://x');
  return url.searchParams.get('url') ?? url.pathname;
}

/** Prices of the product cards on the page, in rupees. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId('product-card')
    .locator('p', { hasText: /^₹/ })
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[₹,]/g, '')));
}

export const productCards = (page: Page): Locator => page.getByTestId('product-card');

/**
 * Sets a listing's filter or sort as a shopper does: from 769 px the bar applies it at once; on
 * phones it is in the "Filter & sort" sheet, applied with "Show results".
 */
export async function chooseFilter(
  page: Page,
  label: string,
  choose: (control: Locator) => Promise<unknown>,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Sort and filter products' });
  if (isMobile(page)) {
    await (await hydrated(page.locator('label', { hasText: /^Filter & sort/ }))).click();
    await expect(form).toBeVisible();
  }
  await choose(await hydrated(form.getByLabel(label)));
  if (isMobile(page)) await form.getByRole('button', { name: 'Show results' }).click();
}
