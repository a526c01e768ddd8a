// The shop owner sets and adjusts stock per size, at 1280 px and on a 375 px
// phone: per-size fields in the add and edit forms, and ±1 per size from the product list.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import {
  apiProduct,
  createProduct,
  openAdminList,
  row,
  signIn,
  uniqueToken,
  updateProductFields,
} from './admin-helpers';
import { expectAccessible } from './fixtures';
import { expectToastShown, recordToasts } from './toasts';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

const sizesGroup = (page: Page) => page.getByRole('group', { name: 'Sizes', exact: true });
const stockFor = (page: Page, size: string) =>
  page.getByRole('spinbutton', { name: `Stock for ${size}`, exact: true });
/** The ±1 controls of one product, in their own row under it (opened with Adjust). */
const sizePanel = (page: Page, id: number) =>
  page.locator(`[data-testid="admin-size-stock-panel"][data-product-id="${id}"]`);
const sizeCount = (panel: Locator, size: string) =>
  panel.locator(`[data-size="${size}"] [data-testid="size-count"]`);
const rowTotal = (r: Locator) => r.locator('[data-testid="row-total"]:visible');
const sizeStockOf = async (page: Page, id: number) =>
  (await apiProduct(page.request, id))?.size_stock;

/**
 * Holds the list's server action calls until `release()`, to look at the row before the server
 * answers; then lets them through, or answers them with `answer`.
 */
async function holdActions(page: Page, answer?: (route: Route) => Promise<void>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const isList = (url: URL) => url.pathname === '/admin/products';
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback();
    await gate;
    return answer ? answer(route) : route.fallback();
  };
  await page.route(isList, handler);
  return { release, stop: () => page.unroute(isList, handler) };
}

test.describe('stock per size in the product form', () => {
  test('add: a stock field per ticked size, the total live, saved as size_stock with stock = sum', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'szadd');
    const name = `Oxford shirt ${token}`;
    await page.goto('/admin/products/new');
    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('Main category').selectOption('mens');
    await page.getByLabel('Sub category').selectOption('Shirt');
    await page.getByLabel('Price (₹)').fill('1299');
    await expect(page.getByRole('spinbutton', { name: /^Stock for/ })).toHaveCount(0);

    for (const size of ['S', 'M', 'L'])
      await sizesGroup(page).getByText(size, { exact: true }).click();
    await expect(stockFor(page, 'S')).toHaveAttribute('inputmode', 'numeric');
    await expect(stockFor(page, 'S')).toHaveAttribute('min', '0');
    await stockFor(page, 'S').fill('2');
    await stockFor(page, 'M').fill('-1');
    await stockFor(page, 'L').fill('5');
    await expect(page.getByText('Total: 7', { exact: true })).toBeVisible();
    // The total is the sum now, not a field of its own.
    await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.locator('#size_stock-error')).toHaveText(
      'Size stock for "M" must be a whole number from 0 to 1000000.',
    );
    await expect(stockFor(page, 'M')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await stockFor(page, 'M').fill('0');
    await expect(page.locator('#size_stock-error')).toHaveText('');

    // Unticking a size removes its field and its count from the total; ticking it brings both back.
    await sizesGroup(page).getByText('L', { exact: true }).click();
    await expect(stockFor(page, 'L')).toHaveCount(0);
    await expect(page.getByText('Total: 2', { exact: true })).toBeVisible();
    await sizesGroup(page).getByText('L', { exact: true }).click();
    await expect(stockFor(page, 'L')).toHaveValue('5');
    await expect(page.getByText('Total: 7', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await recordToasts(page);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expectToastShown(page, 'Product added.');
    await expect(page).toHaveURL(/\/admin\/products$/);
    await openAdminList(page, token);
    const created = page.getByTestId('admin-product-row').filter({ hasText: name });
    await expect(created).toHaveCount(1);
    const id = Number(await created.getAttribute('data-product-id'));
    expect(await apiProduct(page.request, id)).toMatchObject({
      size: 'S,M,L',
      stock: 7,
      size_stock: { S: 2, M: 0, L: 5 },
    });
    // At a glance on the list, the sold-out size marked.
    const stockCell = created.getByTestId('row-stock');
    await expect(stockCell).toContainText('S 2');
    await expect(stockCell).toContainText('M 0 (sold out)');
    await expect(stockCell).toContainText('L 5');
    await expect(rowTotal(created)).toHaveText('7');
  });

  test('edit: a product kept as one total starts tracking per size; counts change later', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'szedit');
    const product = await createProduct(page, {
      name: `Polo tee ${token}`,
      sub_category: 'T-Shirt',
      size: 'S,M',
      stock: '4',
    });
    expect(product.size_stock).toBeNull();
    await page.goto(`/admin/products/${product.id}/edit`);
    await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveCount(0);
    const track = page.getByRole('checkbox', { name: 'Track stock per size' });
    await expect(track).not.toBeChecked();
    await expect(page.getByText('Now one total of 4 for all sizes')).toBeVisible();
    await expect(stockFor(page, 'S')).toHaveCount(0);

    await track.check();
    await stockFor(page, 'S').fill('1');
    await stockFor(page, 'M').fill('3');
    await expect(page.getByText('Total: 4', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await recordToasts(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToastShown(page, 'Changes saved.');
    await expect(page).toHaveURL(/\/admin\/products$/);
    expect(await apiProduct(page.request, product.id)).toMatchObject({
      stock: 4,
      size_stock: { S: 1, M: 3 },
    });

    // Tracked now: the form shows the counts straight away, and a changed count is saved.
    await page.goto(`/admin/products/${product.id}/edit`);
    await expect(track).toHaveCount(0);
    await expect(stockFor(page, 'M')).toHaveValue('3');
    await stockFor(page, 'M').fill('2');
    await expect(page.getByText('Total: 3', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToastShown(page, 'Changes saved.');
    expect(await apiProduct(page.request, product.id)).toMatchObject({
      stock: 3,
      size_stock: { S: 1, M: 2 },
    });
  });

  test("the server's word on size_stock shows next to the per-size fields", async ({
    page,
  }, info) => {
    const product = await createProduct(page, {
      name: `Cargo ${uniqueToken(info, 'szerr')}`,
      size: 'S,M',
      size_stock: '{"S":1,"M":1}',
      stock: '2',
    });
    const message = 'XL is not an offered size. This product offers S, M.';
    await page.route(`**/admin-save/products/${product.id}`, (route) =>
      route.fulfill({
        status: 400,
        json: { ok: false, message, fieldErrors: { size_stock: [message] }, status: 400 },
      }),
    );
    await page.goto(`/admin/products/${product.id}/edit`);
    await stockFor(page, 'S').fill('4');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('#size_stock-error')).toHaveText(message);
    await expect(stockFor(page, 'S')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}/edit$`));
  });
});

test.describe('±1 per size from the product list', () => {
  test('+1 and −1 change the row at once and are saved', async ({ page }, info) => {
    const token = uniqueToken(info, 'szlist');
    const product = await createProduct(page, {
      name: `Chinos ${token}`,
      sub_category: 'Cotton Pant',
      size: 'S,M,L',
      size_stock: '{"S":2,"M":1,"L":0}',
      stock: '3',
    });
    await openAdminList(page, token);
    const r = row(page, product.id);
    const panel = sizePanel(page, product.id);
    await expect(rowTotal(r)).toHaveText('3');
    const adjust = r.getByRole('button', { name: `Adjust stock of Chinos ${token}` });
    await expect(adjust).toHaveAttribute('aria-expanded', 'false');
    await adjust.click();
    await expect(adjust).toHaveAttribute('aria-expanded', 'true');

    // The row changes before the server answers.
    const held = await holdActions(page);
    await panel.getByRole('button', { name: 'Add one M', exact: true }).click();
    await expect(sizeCount(panel, 'M')).toHaveText('2');
    await expect(rowTotal(r)).toHaveText('4');
    await expect(r.getByTestId('row-stock')).toContainText('M 2');
    expect(await sizeStockOf(page, product.id)).toEqual({ S: 2, M: 1, L: 0 });
    held.release();
    await expect.poll(() => sizeStockOf(page, product.id)).toEqual({ S: 2, M: 2, L: 0 });
    await held.stop();

    await panel.getByRole('button', { name: 'Remove one S', exact: true }).click();
    await expect(sizeCount(panel, 'S')).toHaveText('1');
    await expect(rowTotal(r)).toHaveText('3');
    await expect
      .poll(() => apiProduct(page.request, product.id))
      .toMatchObject({ stock: 3, size_stock: { S: 1, M: 2, L: 0 } });

    await page.reload();
    await r.getByRole('button', { name: `Adjust stock of Chinos ${token}` }).click();
    await expect(sizeCount(panel, 'S')).toHaveText('1');
    await expect(sizeCount(panel, 'M')).toHaveText('2');
    await expect(sizeCount(panel, 'L')).toHaveText('0');
    await expect(rowTotal(r)).toHaveText('3');

    // Thumb-sized on a phone.
    if (info.project.name === 'mobile') {
      for (const name of ['Add one M', 'Remove one M']) {
        const box = await panel.getByRole('button', { name, exact: true }).boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
    }
    await expectAccessible(page);
  });

  test('−1 at 0 is refused and the row shows the stored counts; a failed save is put back', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'szzero');
    const product = await createProduct(page, {
      name: `Hoodie ${token}`,
      sub_category: 'T-Shirt',
      size: 'M,L',
      size_stock: '{"M":1,"L":0}',
      stock: '1',
    });
    await openAdminList(page, token);
    const r = row(page, product.id);
    const panel = sizePanel(page, product.id);
    await r.getByRole('button', { name: `Adjust stock of Hoodie ${token}` }).click();

    // Nothing to take away at 0: the button says so (and stays reachable by keyboard).
    const removeL = panel.getByRole('button', { name: 'Remove one L', exact: true });
    await expect(removeL).toHaveAttribute('aria-disabled', 'true');
    await removeL.focus();
    await recordToasts(page);
    await page.keyboard.press('Enter');
    await expectToastShown(page, 'No L left to take away.');
    await expect(sizeCount(panel, 'L')).toHaveText('0');

    // Another device sold the last M meanwhile; this list still shows 1. The server refuses the
    // −1 and the row comes back with what is stored.
    await updateProductFields(page, product.id, { size_stock: '{"M":0,"L":0}' });
    await expect(sizeCount(panel, 'M')).toHaveText('1');
    await panel.getByRole('button', { name: 'Remove one M', exact: true }).click();
    await expectToastShown(page, 'Size M has no stock left to take away.');
    await expect(sizeCount(panel, 'M')).toHaveText('0');
    await expect(rowTotal(r)).toHaveText('0');
    expect(await apiProduct(page.request, product.id)).toMatchObject({
      stock: 0,
      size_stock: { M: 0, L: 0 },
    });

    // The save fails (the server cannot be reached): the +1 shows at once, then is put back.
    const held = await holdActions(page, (route) => route.fulfill({ status: 500, body: '' }));
    await panel.getByRole('button', { name: 'Add one L', exact: true }).click();
    await expect(sizeCount(panel, 'L')).toHaveText('1');
    await expect(rowTotal(r)).toHaveText('1');
    held.release();
    await expectToastShown(page, 'Could not change the stock. Check the connection and try again.');
    await expect(sizeCount(panel, 'L')).toHaveText('0');
    await expect(rowTotal(r)).toHaveText('0');
    await held.stop();
    expect(await sizeStockOf(page, product.id)).toEqual({ M: 0, L: 0 });
  });

  test('a product kept as one total shows its total as before, with nothing to adjust', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'szone');
    const product = await createProduct(page, { name: `Belt ${token}`, sub_category: 'Belt' });
    await openAdminList(page, token);
    const r = row(page, product.id);
    await expect(rowTotal(r)).toHaveText('5');
    await expect(r.getByRole('button', { name: /^Adjust stock of/ })).toHaveCount(0);
    await expect(sizePanel(page, product.id)).toHaveCount(0);
    await expect(r.getByTestId('row-stock')).toHaveText(/^\s*5\s*$/);
  });
});
