// Receiving stock on the owner's phone: find the product by its number, tap the size that came,
// enter the pieces and the supplier, save once; the product's stock is up by exactly that.
import { expect, test } from '@playwright/test';
import { apiProduct, createProduct, signIn, uniqueToken } from './admin-helpers';
import { expectAccessible } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

test('receive 2 × M: the stock of M goes up by two and the delivery is listed', async ({
  page,
}, info) => {
  const token = uniqueToken(info, 'recv');
  const product = await createProduct(page, {
    name: `Kurta ${token}`,
    size: 'S,M',
    size_stock: JSON.stringify({ S: 1, M: 1 }),
    stock: '2',
  });
  await page.goto('/admin/stock/receive');
  await page.getByLabel('Product name, #number or barcode').fill(`#${product.id}`);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Add ${product.name} in size M (1 in stock)` }).click();
  const line = page.getByTestId('receive-line');
  await expect(line).toContainText(`${product.name} · size M`);
  await line.getByLabel('Pieces').fill('2');
  await page.getByLabel('Supplier').fill(`Supplier ${token}`);
  await page.getByLabel('Bill number').fill('B-17');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save delivery' }).click();
  await expect(page.getByTestId('recent-receipts')).toContainText(`Supplier ${token}`);
  await expect(page.getByTestId('receive-line')).toHaveCount(0);
  expect((await apiProduct(page.request, product.id))?.size_stock).toEqual({ S: 1, M: 3 });
});
