// Size guides and colours (both viewports): the shopper opens the guide from the product page,
// Quick View and a card's size sheet, switches cm/inches (remembered), works it by keyboard, and
// switches colour keeping the chosen size; the owner makes a chart (bad cells refused on their
// field, nothing saved) and links, unlinks and deletes colours of one design.
import { test, type Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../db/seed/catalogue';
import { createProduct, signIn, uniqueToken } from './admin-helpers';
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

/** The chest of size M in the open guide, as shown. */
const chestOfM = (page: Page) => guide(page).locator('tr[data-size="M"] td').first();

async function siblingsOf(page: Page, id: number): Promise<number[]> {
  const product = (await (await page.request.get(`/api/products/${id}/`)).json()) as {
    colour_siblings: { id: number }[];
  };
  return product.colour_siblings.map((s) => s.id).sort((a, b) => a - b);
}

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
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
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
  await expect(cardOf(page, TEE).getByTestId('more-colours')).toHaveText('+2 colours');
});

test('the owner makes a chart (bad cells refused on their field) and links colours', async ({
  page,
}, info) => {
  const token = uniqueToken(info, 'chart');
  await signIn(page, 'admin');
  const chartsBefore = await (await page.request.get('/api/size-charts/')).json();

  await page.goto('/admin/size-charts/new');
  const save = page.getByRole('button', { name: 'Save chart' });
  await hydrated(save);
  await page.getByLabel('Name', { exact: true }).fill(`Kids kurta ${token}`);
  const chestS = page.getByRole('textbox', { name: 'S Chest' });
  await chestS.fill('wide');
  await page.getByRole('textbox', { name: 'S Length' }).fill('-4');
  await save.click();
  await expect(chestS).toHaveAttribute('aria-invalid', 'true');
  await expect(chestS).toHaveAccessibleDescription('Enter a number, e.g. 96 or 96.5.');
  await expect(page.getByRole('textbox', { name: 'S Length' })).toHaveAccessibleDescription(
    'Enter a number above 0.',
  );
  // 40 columns: refused on the measurements, nothing saved.
  const addMeasurement = page.getByRole('button', { name: 'Add measurement' });
  for (let i = 2; i < 40; i++) await addMeasurement.click();
  await save.click();
  await expect(addMeasurement).toHaveAccessibleDescription('Enter at most 12 measurements.');
  expect(await (await page.request.get('/api/size-charts/')).json()).toEqual(chartsBefore);

  await page.goto('/admin/size-charts/new');
  await hydrated(save);
  await page.getByLabel('Name', { exact: true }).fill(`Kids kurta ${token}`);
  for (const [size, chest, length] of [
    ['S', '60', '44'],
    ['M', '66', '48'],
    ['L', '72', '52'],
  ]) {
    await page.getByRole('textbox', { name: `${size} Chest` }).fill(chest!);
    await page.getByRole('textbox', { name: `${size} Length` }).fill(length!);
  }
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('table')).toBeVisible();
  await save.click();
  await expect(page).toHaveURL(/\/admin\/size-charts$/);
  await expect(page.getByRole('link', { name: `Kids kurta ${token}` })).toBeVisible();

  // Link three products as colours of A from its edit page, then unlink D and delete B.
  const [a, b, c, d] = await Promise.all(
    ['A', 'B', 'C', 'D'].map((n) =>
      createProduct(page, { name: `Design ${n} ${token}`, color: n, size: 'M,L' }),
    ),
  );
  await page.goto(`/admin/products/${a!.id}/edit`);
  const alsoIn = page.getByTestId('also-in');
  await hydrated(page.getByRole('button', { name: 'Save changes' }));
  for (const p of [b, c, d]) await alsoIn.getByLabel(p!.name).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect
    .poll(() => siblingsOf(page, b!.id))
    .toEqual([a!.id, c!.id, d!.id].sort((x, y) => x - y));

  await page.goto(`/admin/products/${a!.id}/edit`);
  await hydrated(page.getByRole('button', { name: 'Save changes' }));
  await expect(alsoIn.getByLabel(d!.name)).toBeChecked();
  await alsoIn.getByLabel(d!.name).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect.poll(() => siblingsOf(page, d!.id)).toEqual([]);

  expect((await page.request.delete(`/api/products/${b!.id}/`)).status()).toBe(204);
  expect(await siblingsOf(page, a!.id)).toEqual([c!.id]);
  expect(await siblingsOf(page, c!.id)).toEqual([a!.id]);
});
