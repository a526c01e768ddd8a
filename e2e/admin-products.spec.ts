import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiProduct,
  createProduct,
  openAdminList,
  pngFile,
  row,
  signIn,
  uniqueToken,
} from './admin-helpers';
import { expectAccessible } from './fixtures';
import { expectToastShown, recordToasts, seenToasts } from './toasts';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

const errorOf = async (page: Page, id: string) => page.locator(`#${id}-error`);

async function fillRequired(page: Page, name: string) {
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Main category').selectOption('unisex');
  await page.getByLabel('Sub category').selectOption('Caps');
  await page.getByLabel('Price (₹)').fill('299');
  await page.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('2');
}

async function storedImageWidth(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.ok()).toBeTruthy();
  const meta = await sharp(await response.body()).metadata();
  return Math.max(meta.width ?? 0, meta.height ?? 0);
}

test.describe('add product', () => {
  test('shows the validation messages of docs/product.md §5 and resets the sub category with the main one', async ({
    page,
  }) => {
    await page.goto('/admin/products/new');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(await errorOf(page, 'name')).toHaveText('Product Name is required');
    await expect(await errorOf(page, 'main_category')).toHaveText('Main Category is required');
    await expect(await errorOf(page, 'sub_category')).toHaveText('Sub Category is required');
    await expect(await errorOf(page, 'price')).toHaveText('Valid price is required');
    await expect(await errorOf(page, 'stock')).toHaveText('Stock must be a number (0 or greater)');

    await page.getByLabel('Price (₹)').fill('0');
    await page.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('1.5');
    await expect(await errorOf(page, 'price')).toHaveText('Price must be greater than 0');
    await expect(await errorOf(page, 'stock')).toHaveText('Stock must be a non-negative integer');
    await expect(page.getByLabel('Price (₹)')).toHaveAttribute('step', '0.01');
    await expect(page.getByLabel('Cotton %')).toHaveAttribute('max', '100');

    // Keeping stock per size replaces the Stock field by the sizes' sum: what was said about the
    // typed stock goes with it (nothing under the sum could fix it).
    const sizes = page.getByRole('group', { name: 'Sizes', exact: true });
    await sizes.getByText('M', { exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Stock for M', exact: true }).fill('3');
    await expect(page.getByText('Total: 3', { exact: true })).toBeVisible();
    await expect(page.getByText('Stock must be a non-negative integer')).toHaveCount(0);

    await page.getByLabel('Main category').selectOption('mens');
    await page.getByLabel('Sub category').selectOption('Jeans');
    await page.getByLabel('Main category').selectOption('weddinghub');
    await expect(page.getByLabel('Sub category')).toHaveValue('');
    await expect(
      page.getByLabel('Sub category').locator('option', { hasText: 'Sherwani' }),
    ).toHaveCount(1);
    await expect(
      page.getByLabel('Sub category').locator('option', { hasText: 'Jeans' }),
    ).toHaveCount(0);
    await expectAccessible(page);
  });

  test('creates a product with two photos (previewed, reordered, one removed first)', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'add');
    const name = `Linen shirt ${token}`;
    await page.goto('/admin/products/new');
    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('Price (₹)').fill('1499.50');
    await page.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('7');
    await page.getByLabel('Main category').selectOption('mens');
    await page.getByLabel('Sub category').selectOption('Shirt');
    const sizes = page.getByRole('group', { name: 'Sizes', exact: true });
    await sizes.getByText('XL', { exact: true }).click();
    await sizes.getByText('M', { exact: true }).click();
    await expect(sizes.getByRole('checkbox', { name: 'XL', exact: true })).toBeChecked();
    await page.getByLabel('Brand').fill('Raymond');
    await page.getByLabel('Colour').fill('Sky blue');
    await page.getByLabel('Cotton %').fill('80');
    await page.getByLabel('Description').fill('Breathable linen for Indian summers.');

    await page
      .getByLabel('Add photos')
      .setInputFiles([
        await pngFile('red.png', [200, 30, 30]),
        await pngFile('green.png', [30, 200, 30]),
        await pngFile('blue.png', [30, 30, 200], 900, 1400),
      ]);
    await expect(page.getByTestId('new-image')).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove photo 2' }).click(); // green goes
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click(); // blue becomes the cover
    await expect(page.getByTestId('new-image')).toHaveCount(2);
    await expect(page.getByTestId('new-image').first().getByRole('img')).toHaveAttribute(
      'alt',
      /blue\.png/,
    );

    await recordToasts(page);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expectToastShown(page, 'Product added.');
    expect(await seenToasts(page)).toContain('Compressing images...');
    await expect(page).toHaveURL(/\/admin\/products$/);

    await openAdminList(page, token);
    const created = page.getByTestId('admin-product-row').filter({ hasText: name });
    await expect(created).toHaveCount(1);
    const id = Number(await created.getAttribute('data-product-id'));
    const product = await apiProduct(page.request, id);
    expect(product).toMatchObject({ name, price: '1499.50', stock: 7, available: true });
    expect(product?.images).toHaveLength(2);
    for (const image of product?.images ?? [])
      expect(await storedImageWidth(page, image.url)).toBeLessThanOrEqual(1200);
    // Blue (portrait, 900x1400) was moved first: the cover is taller than wide.
    const cover = await sharp(
      await (await page.request.get(product!.images[0]!.url)).body(),
    ).metadata();
    expect(cover.height).toBeGreaterThan(cover.width ?? 0);

    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('₹1,499.50').first()).toBeVisible();
  });
});

test.describe('add product failures', () => {
  test("a photo the browser cannot read stops the save with 'Failed to compress images'", async ({
    page,
  }, info) => {
    await page.goto('/admin/products/new');
    await fillRequired(page, `Broken photo ${uniqueToken(info)}`);
    await page
      .getByLabel('Add photos')
      .setInputFiles([
        { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not an image') },
      ]);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to compress images' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
  });

  test("a failed save with no reason says 'Failed to save product' and keeps the form", async ({
    page,
  }, info) => {
    await page.goto('/admin/products/new');
    const name = `Unsaved cap ${uniqueToken(info)}`;
    await fillRequired(page, name);
    await page.route('**/admin-save/products', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to save product' }),
    ).toBeVisible();
    await expect(page.getByLabel('Product name')).toHaveValue(name);
  });
});

test.describe('edit product', () => {
  test('changes fields, removes one photo and adds one; the shop shows it on the next view', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'edit');
    const product = await createProduct(page, { name: `Cotton kurta ${token}`, price: '1200.00' }, [
      await pngFile('one.png', [120, 20, 20], 400, 400),
      await pngFile('two.png', [20, 120, 20], 400, 400),
    ]);
    const [keep, drop] = product.images;
    await page.goto(`/admin/products/${product.id}/edit`);
    await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveCount(0); // docs/product.md §5: no stock on edit
    await expect(page.getByTestId('existing-image')).toHaveCount(2);

    const newName = `Festive kurta ${token}`;
    await page.getByLabel('Product name').fill(newName);
    await page.getByLabel('Price (₹)').fill('1350');
    await page.getByLabel('Main category').selectOption('weddinghub');
    await page.getByLabel('Sub category').selectOption('Kurthas');
    await page
      .locator(`[data-image-id="${drop!.id}"]`)
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(page.locator(`[data-image-id="${drop!.id}"]`)).toContainText('Will be removed');
    await page
      .getByLabel('Add photos')
      .setInputFiles([await pngFile('three.png', [20, 20, 160], 2400, 1600)]);
    await recordToasts(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToastShown(page, 'Changes saved.');
    await expect(page).toHaveURL(/\/admin\/products$/);

    const saved = await apiProduct(page.request, product.id);
    expect(saved).toMatchObject({
      name: newName,
      price: '1350.00',
      stock: 5,
      sub_category: 'Kurthas',
    });
    expect(saved?.images.map((i) => i.id)).toContain(keep!.id);
    expect(saved?.images.map((i) => i.id)).not.toContain(drop!.id);
    expect(saved?.images).toHaveLength(2);

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();
    await expect(page.getByText('₹1,350.00').first()).toBeVisible();
  });

  test("a bad id shows 'Failed to load product'", async ({ page }) => {
    for (const id of ['999999999', 'abc']) {
      await page.goto(`/admin/products/${id}/edit`);
      await expect(page.getByRole('heading', { name: 'Failed to load product' })).toBeVisible();
    }
  });

  test('a failed save still applies availability locally, returns to the list and says it was not saved', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'fail');
    const product = await createProduct(page, {
      name: `Denim jacket ${token}`,
      sub_category: 'Shirt',
    });
    await page.goto(`/admin/products/${product.id}/edit`);
    // The signed-in tab joins its cart with the admin's server cart once; wait for that, or its
    // answer would overwrite the cart written below with the server's lines.
    await page.waitForFunction(() => sessionStorage.getItem('cartMergedFor') !== null);
    // Put the product in this browser's cart, to see its availability follow the override.
    await page.evaluate((p) => {
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: p.id,
            key: String(p.id),
            name: p.name,
            price: p.price,
            qty: 1,
            image: '',
            available: true,
            main_category: 'mens',
            sub_category: 'Shirt',
          },
        ]),
      );
    }, product);
    // Load the page again so its cart store starts from that cart (a store that hydrated before
    // the write above would not see it: storage events never reach the tab that wrote).
    await page.reload();
    // The save route answers 500 with no result.
    await page.route(`**/admin-save/products/${product.id}`, (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.getByLabel('Product name').fill(`Renamed ${token}`);
    await page.getByRole('checkbox', { name: /^Available/ }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/admin\/products$/);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'The server did not save your changes' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Failed to save changes');
    expect(
      await page.evaluate((id) => localStorage.getItem(`availability_override:${id}`), product.id),
    ).toBe('false');
    const cart = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; available: boolean }[],
    );
    expect(cart.find((line) => line.id === product.id)?.available).toBe(false);
    expect((await apiProduct(page.request, product.id))?.name).toBe(product.name); // nothing saved
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('edit product: server detail', () => {
  test("a product deleted meanwhile: the list says the server did not save, with the server's reason", async ({
    page,
  }, info) => {
    const product = await createProduct(page, {
      name: `Vanishing tee ${uniqueToken(info)}`,
      sub_category: 'T-Shirt',
    });
    await page.goto(`/admin/products/${product.id}/edit`);
    expect((await page.request.delete(`/api/products/${product.id}/`)).status()).toBe(204);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'The server did not save your changes' });
    await expect(notice).toContainText('Not found.');
  });
});

test.describe('product list', () => {
  test('filters live in the URL; the availability toggle saves at once', async ({ page }, info) => {
    const token = uniqueToken(info, 'list');
    const product = await createProduct(page, {
      name: `Track pant ${token}`,
      main_category: 'kidsboys',
      sub_category: 'Track',
      stock: '3',
    });
    await page.goto('/admin/products');
    await page.getByLabel('Search').fill(token);
    await expect(page).toHaveURL(new RegExp(`q=${token}`));
    await expect(page.getByTestId('admin-product-row')).toHaveCount(1);
    await page.getByLabel('Main category').selectOption('kidsboys');
    await expect(page).toHaveURL(/main=kidsboys/);
    await page.getByLabel('Sub category').selectOption('Track');
    await expect(page).toHaveURL(/sub=Track/);
    await page.getByLabel('Availability').selectOption('low-stock');
    await expect(page).toHaveURL(/availability=low-stock/);
    await expect(row(page, product.id)).toContainText('Low stock');
    await page.reload();
    await expect(row(page, product.id)).toBeVisible();
    await expect(page.getByLabel('Search')).toHaveValue(token);

    const toggle = row(page, product.id).getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await recordToasts(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectToastShown(page, `Track pant ${token} is now unavailable.`);
    expect((await apiProduct(page.request, product.id))?.available).toBe(false);

    await page.getByLabel('Main category').selectOption('weddinghub');
    await expect(page).not.toHaveURL(/sub=/);
    await expect(page.getByTestId('admin-product-row')).toHaveCount(0);
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await expectAccessible(page);
  });

  test('the dashboard shows the counts, the newest products and Add product', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'dash');
    await createProduct(page, { name: `Newest cap ${token}`, sub_category: 'Caps' });
    await page.goto('/admin-dashboard');
    for (const label of ['Products', 'Out of stock', 'Low stock', 'Images']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${label}`) }).first()).toBeVisible();
    }
    await expect(page.getByText(`Newest cap ${token}`)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add product' }).first().click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
  });
});
