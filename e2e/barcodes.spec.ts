// The owner types a size's own barcode in the product form: a code another product holds is
// refused on the field with that product's name, and a free one is saved and shown again.
import { expect, test } from '@playwright/test';
import { createProduct, signIn, uniqueToken, updateProductFields } from './admin-helpers';
import { expectAccessible } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

test('a size’s barcode in the edit form: refused when taken, saved when free', async ({
  page,
}, info) => {
  const token = uniqueToken(info, 'bc');
  const digits = `${Date.now()}${info.workerIndex}`.slice(-12);
  const holder = await createProduct(page, { name: `Linen Kurta ${token}`, size: 'M' });
  await updateProductFields(page, holder.id, { barcode: `89${digits}` });
  const product = await createProduct(page, {
    name: `Oxford shirt ${token}`,
    size: 'S,M',
    size_stock: '{"S":1,"M":2}',
    stock: '3',
  });

  await page.goto(`/admin/products/${product.id}/edit`);
  const medium = page.getByRole('textbox', { name: 'Barcode for M', exact: true });
  await medium.fill(`89${digits}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#size_barcodes-error')).toHaveText(
    `Size M: already the barcode of Linen Kurta ${token}.`,
  );
  await expect(medium).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await medium.fill(`kur-m-${digits}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);
  await page.goto(`/admin/products/${product.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Barcode for M', exact: true })).toHaveValue(
    `KUR-M-${digits}`,
  );
});
