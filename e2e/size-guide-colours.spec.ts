// Size guides and colours, the owner's side (both viewports): a chart made in the editor (bad
// cells refused on their field, nothing saved), and colours of one design linked, unlinked and
// deleted. The shopper's side is in storefront-size-guide.spec.ts.
import { test, type Page } from '@playwright/test';
import { createProduct, signIn, uniqueToken } from './admin-helpers';
import { expect, hydrated, SLOW_TEST_MS } from './storefront-helpers';

test.describe.configure({ timeout: SLOW_TEST_MS });

async function siblingsOf(page: Page, id: number): Promise<number[]> {
  const product = (await (await page.request.get(`/api/products/${id}/`)).json()) as {
    colour_siblings: { id: number }[];
  };
  return product.colour_siblings.map((s) => s.id).sort((a, b) => a - b);
}

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
  // The keyboard is taken to the first refused cell.
  await expect(chestS).toBeFocused();
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
