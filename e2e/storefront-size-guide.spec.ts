// Size guides and colours as a shopper meets them (both viewports, in the read-only phase, so the
// demo's own products are the newest on the home page): the guide from the product page, Quick
// View and a card's size sheet, cm/inches (remembered), by keyboard, and a colour switch that
// keeps the chosen size. The owner's side is in size-guide-colours.spec.ts.
import { test, type Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../db/seed/catalogue';
import { expectAccessible } from './fixtures';
import { cardOf, categoryPath, sizeSheet, type ApiProduct } from './size-support';
import { expect, hydrated, SLOW_TEST_MS } from './storefront-helpers';

test.describe.configure({ timeout: SLOW_TEST_MS });

const TEE = 'Everyday Crew Neck Tee';
/** The demo seeds its catalogue first, in order: ids 1, 2, 3, … */
const teeId = DEMO_PRODUCTS.findIndex((p) => p.name === TEE) + 1;

const guide = (page: Page) => page.getByRole('dialog', { name: 'Size guide' });
const guideButton = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('button', { name: 'Size guide' });

/** Five measurements: wider than a phone. */
const SHERWANI = 'Ivory Zari Sherwani';
const sherwaniId = DEMO_PRODUCTS.findIndex((p) => p.name === SHERWANI) + 1;

/** The chest of size M in the open guide, as shown. */
const chestOfM = (page: Page) => guide(page).locator('tr[data-size="M"] td').first();

test('product page: the guide marks the chosen size, switches units, and colours keep the size', async ({
  page,
}) => {
  await page.goto(`/product/${teeId}`);
  // In the page's HTML for search engines and readers without script.
  await expect(page.locator('details summary', { hasText: 'Size chart' })).toHaveCount(1);
  await hydrated(guideButton(page));
  await page.getByRole('radio', { name: 'M', exact: true }).click();
  await expect(page).toHaveURL(/\?size=M$/);

  await guideButton(page).click();
  await expect(guide(page)).toBeVisible();
  await expect(guide(page).locator('tr[aria-current="true"]')).toHaveAttribute('data-size', 'M');
  await expect(chestOfM(page)).toHaveText('98');
  await guide(page).getByRole('radio', { name: 'Inches' }).check();
  await expect(chestOfM(page)).toHaveText('38.6');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(guide(page)).toBeHidden();
  await expect(guideButton(page)).toBeFocused();

  // Keyboard only, after a reload: the unit is remembered.
  await page.reload();
  await hydrated(guideButton(page));
  await guideButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(guide(page)).toBeVisible();
  await expect(guide(page).getByRole('radio', { name: 'Inches' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(guideButton(page)).toBeFocused();

  // The swatch row: the navy tee with M still chosen; the sold-out white one struck through.
  const colours = page.getByRole('region', { name: /^Colour:/ });
  await expect(colours.getByRole('link', { name: 'White, sold out' })).toBeVisible();
  await colours.getByRole('link', { name: 'Navy Blue', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/\d+\?size=M$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TEE} – Navy Blue`);
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
});

test('Quick View and the card’s size sheet open the guide, and closing returns focus', async ({
  page,
}) => {
  await page.goto('/');
  const quickView = page.getByRole('button', { name: 'Quick View: Namma BLR Graphic Crew Tee' });
  await hydrated(quickView);
  await quickView.click();
  const dialog = page.getByRole('dialog').first();
  await guideButton(dialog).click();
  await expect(guide(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide(page)).toBeHidden();
  await expect(guideButton(dialog)).toBeFocused();

  const tee = { main_category: 'mens', sub_category: 'T-Shirt' } as ApiProduct;
  await page.goto(categoryPath(tee));
  const add = cardOf(page, TEE).getByRole('button', { name: `Add to Cart: ${TEE}` });
  await hydrated(add);
  await add.click();
  const sheet = sizeSheet(page, TEE);
  await guideButton(sheet).click();
  await expect(guide(page)).toBeVisible();
  await expect(guide(page).getByRole('columnheader', { name: 'Chest' })).toBeVisible();
  await expectAccessible(page);
  await guide(page).getByRole('button', { name: 'Close' }).click();
  await expect(guideButton(sheet)).toBeFocused();
  // One card for the design, its three colours as swatches.
  await expect(cardOf(page, TEE).getByTestId('card-colours')).toContainText('3 colours');
});

test('a chart wider than the screen says it scrolls, and scrolls by keyboard', async ({ page }) => {
  await page.goto(`/product/${sherwaniId}`);
  await hydrated(guideButton(page));
  await guideButton(page).click();
  const hint = guide(page).getByText('Scroll sideways for more →');
  const sleeve = guide(page).getByRole('columnheader', { name: 'Sleeve' });
  await expect(guide(page).getByRole('columnheader', { name: 'Chest' })).toBeInViewport();
  if ((page.viewportSize()?.width ?? 0) >= 640) {
    // The wide dialog holds every column: nothing to scroll, nothing said.
    await expect(sleeve).toBeInViewport({ ratio: 1 });
    await expect(hint).toHaveCount(0);
    return;
  }
  await expect(hint).toBeVisible();
  await expect(sleeve).not.toBeInViewport({ ratio: 1 });
  const strip = guide(page).getByRole('region', {
    name: 'Garment measurements, scrolls sideways',
  });
  await strip.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  await expect(sleeve).toBeInViewport({ ratio: 1 });
  // At the end there is nothing more to point at.
  await expect(hint).toBeHidden();
  await expectAccessible(page);
});
