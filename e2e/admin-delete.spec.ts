import { expect, test, type Page } from '@playwright/test';
import {
  apiProduct,
  createProduct,
  openAdminList,
  row,
  signIn,
  uniqueToken,
} from './admin-helpers';
import { expectToastShown, recordToasts } from './toasts';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

/** Accepts the next confirm() after checking its text. */
function acceptConfirm(page: Page, message: string) {
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(message);
    void dialog.accept();
  });
}

const CONFIRM_ONE = 'Delete this product? This will also remove it from all shopping carts.';

test.describe('single delete', () => {
  test('removes the row and the product; the shop no longer shows it', async ({ page }, info) => {
    const token = uniqueToken(info, 'del');
    // The older product stays, below the deleted one in the newest-first list.
    const older = await createProduct(page, { name: `Old cap ${token}`, sub_category: 'Caps' });
    const product = await createProduct(page, { name: `Old belt ${token}`, sub_category: 'Belt' });
    await openAdminList(page, token);
    await recordToasts(page);
    acceptConfirm(page, CONFIRM_ONE);
    await row(page, product.id)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(row(page, product.id)).toHaveCount(0);
    await expectToastShown(page, `Deleted Old belt ${token}.`);
    // The keyboard is not dropped on the page: it is on the next row's product.
    await expect(
      row(page, older.id).getByRole('link', { name: `Old cap ${token}`, exact: true }),
    ).toBeFocused();
    expect(await apiProduct(page.request, product.id)).toBeNull();
    const shop = await page.request.get(`/product/${product.id}`);
    expect(await shop.text()).not.toContain(`Old belt ${token}`);
  });

  test('dismissing the confirmation deletes nothing', async ({ page }, info) => {
    const token = uniqueToken(info, 'keep');
    const product = await createProduct(page, { name: `Kept shirt ${token}` });
    await openAdminList(page, token);
    page.once('dialog', (dialog) => void dialog.dismiss());
    await row(page, product.id)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(row(page, product.id)).toBeVisible();
    expect(await apiProduct(page.request, product.id)).not.toBeNull();
  });

  for (const [status, message] of [
    [403, 'No permission to delete this product.'],
    [404, 'Product not found.'],
    [400, 'Failed to delete product.'],
  ] as const) {
    test(`a ${status} answer shows '${message}' and restores the row`, async ({ page }, info) => {
      const token = uniqueToken(info, `s${status}`);
      const product = await createProduct(page, {
        name: `Sunglasses ${token}`,
        sub_category: 'Sunglasses',
      });
      await openAdminList(page, token);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/products/${product.id}/`, async (route) => {
        if (route.request().method() !== 'DELETE') return route.continue();
        await held; // hold the answer so the optimistic removal can be seen
        await route.fulfill({ status, contentType: 'application/json', body: '{"detail":"x"}' });
      });
      await recordToasts(page);
      acceptConfirm(page, CONFIRM_ONE);
      await row(page, product.id)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await expect(row(page, product.id)).toHaveCount(0); // optimistic
      release();
      await expectToastShown(page, message);
      await expect(row(page, product.id)).toBeVisible(); // restored
      expect(await apiProduct(page.request, product.id)).not.toBeNull();
    });
  }

  test('a 500 falls back to the bulk endpoint, which deletes it', async ({ page }, info) => {
    const token = uniqueToken(info, 'fb');
    const product = await createProduct(page, { name: `Watch ${token}`, sub_category: 'Watches' });
    await openAdminList(page, token);
    await page.route(`**/api/products/${product.id}/`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
    );
    const fallback = page.waitForRequest(
      (r) => r.url().endsWith('/api/products/bulk-delete/') && r.method() === 'POST',
    );
    await recordToasts(page);
    acceptConfirm(page, CONFIRM_ONE);
    await row(page, product.id)
      .getByRole('button', { name: /^Delete/ })
      .click();
    expect((await fallback).postDataJSON()).toEqual({ ids: [product.id] });
    await expectToastShown(page, `Deleted Watch ${token}.`);
    await expect(row(page, product.id)).toHaveCount(0);
    expect(await apiProduct(page.request, product.id)).toBeNull();
  });

  test('a 500 whose fallback also fails says so and restores the row', async ({ page }, info) => {
    const token = uniqueToken(info, 'fbx');
    const product = await createProduct(page, { name: `Wallet ${token}`, sub_category: 'Wallets' });
    await openAdminList(page, token);
    await page.route(`**/api/products/${product.id}/`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
    );
    await page.route('**/api/products/bulk-delete/', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await recordToasts(page);
    acceptConfirm(page, CONFIRM_ONE);
    await row(page, product.id)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expectToastShown(page, 'Failed to delete product (fallback also failed).');
    await expect(row(page, product.id)).toBeVisible();
  });
});

test.describe('bulk delete', () => {
  test('deletes the selected products after confirmation', async ({ page }, info) => {
    const token = uniqueToken(info, 'bulk');
    const a = await createProduct(page, { name: `Bulk tee A ${token}`, sub_category: 'T-Shirt' });
    const b = await createProduct(page, { name: `Bulk tee B ${token}`, sub_category: 'T-Shirt' });
    await openAdminList(page, token);

    await recordToasts(page);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expectToastShown(page, 'No products selected!');

    await page.getByLabel('Select all').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    acceptConfirm(page, 'Delete selected products?');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expectToastShown(page, 'Selected products deleted!');
    await expect(page.getByTestId('admin-product-row')).toHaveCount(0);
    expect(await apiProduct(page.request, a.id)).toBeNull();
    expect(await apiProduct(page.request, b.id)).toBeNull();
  });

  test('a failed bulk delete says so and keeps the rows', async ({ page }, info) => {
    const token = uniqueToken(info, 'bulkx');
    const a = await createProduct(page, { name: `Bulk cap ${token}`, sub_category: 'Caps' });
    await openAdminList(page, token);
    await page.route('**/api/products/bulk-delete/', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await row(page, a.id).getByRole('checkbox').check();
    await recordToasts(page);
    acceptConfirm(page, 'Delete selected products?');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expectToastShown(page, 'Failed to delete products.');
    await expect(row(page, a.id)).toBeVisible();
  });
});
