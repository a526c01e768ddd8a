import { expect, test } from '@playwright/test';
import {
  SHOP_NAME,
  cartLink,
  expectCartCount,
  lineFor,
  seedCart,
  openCart,
  openedUrls,
  plenty,
  recordWindowOpen,
  soldOut,
  storedCart,
  whatsappText,
} from './cart-support';
import { slugify } from '../lib/shared/slug';
import { mainCategoryLabel } from '../lib/shared/categories';
import { chooseInSheet, sizeChip, stockedSize } from './size-support';
import { hydrated } from './storefront-helpers';
import { createProduct, signIn, uniqueToken } from './admin-helpers';
import { expectToastShown, recordToasts } from './toasts';

test.describe('cart buttons', () => {
  test('category page: add keeps colour and the chosen size, remove takes it out, no login needed', async ({
    page,
  }) => {
    const p = plenty();
    const size = await stockedSize(page.request, p.id);
    await page.goto(
      `/category/${slugify(`${mainCategoryLabel(p.mainCategory)} ${p.subCategory}`)}`,
    );
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('link', { name: p.name, exact: true }) });
    await recordToasts(page);
    await (
      await hydrated(card.getByRole('button', { name: `Add to Cart: ${p.name}`, exact: true }))
    ).click();
    await chooseInSheet(page, p.name, size);
    await expectToastShown(page, 'Added to cart ✔');
    await expectCartCount(page, 1);

    const [line] = await storedCart(page);
    expect(line).toMatchObject({
      id: p.id,
      key: `${p.id}|${p.color}|${size}`,
      name: p.name,
      price: p.price,
      qty: 1,
      available: true,
      color: p.color,
      size,
      brand: p.brand,
      model_name: p.modelName,
      weight: p.weight,
    });
    expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe(
      await page.evaluate(() => localStorage.getItem('cart')),
    );

    await card.getByRole('button', { name: `Remove from Cart: ${p.name}`, exact: true }).click();
    await expectToastShown(page, 'Removed from cart ✔');
    await expectCartCount(page, 0);
    expect(await storedCart(page)).toEqual([]);
  });

  test('a tap on a card before any script has loaded is kept: the size sheet opens once it has, and the size goes into the cart', async ({
    page,
  }) => {
    const p = plenty();
    const size = await stockedSize(page.request, p.id);
    // Every script file waits until the tap has been made: the page is its server HTML alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(
      `/category/${slugify(`${mainCategoryLabel(p.mainCategory)} ${p.subCategory}`)}`,
      { waitUntil: 'commit' },
    );
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('link', { name: p.name, exact: true }) });
    const add = card.getByRole('button', { name: `Add to Cart: ${p.name}`, exact: true });
    await add.click();
    expect(
      await add.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))),
    ).toBe(false);
    release();
    await chooseInSheet(page, p.name, size);
    await expect(
      card.getByRole('button', { name: `Remove from Cart: ${p.name}`, exact: true }),
    ).toBeVisible();
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: p.id, size })]);
  });

  test('product card on the home page: add and remove', async ({ page, browser }, info) => {
    // A product of this test's own, without sizes (Add to Cart adds at once): the home page shows
    // the newest products, which other specs running alongside keep adding.
    const admin = await browser.newContext({ baseURL: info.project.use.baseURL });
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin');
    const product = await createProduct(adminPage, {
      name: `Leather belt ${uniqueToken(info, 'home')}`,
      sub_category: 'Belt',
    });
    await admin.close();
    await page.goto('/');
    const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await recordToasts(page);
    await (await hydrated(card.getByRole('button', { name: /^Add to Cart/ }))).click();
    await expectToastShown(page, 'Added to cart ✔');
    await expectCartCount(page, 1);
    const [line] = await storedCart(page);
    expect(line?.key).toBe(String(line?.id));
    expect(line?.name).toBe(name);
    expect(line?.color).toBeUndefined();
    await card.getByRole('button', { name: /^Remove from Cart/ }).click();
    await expectToastShown(page, 'Removed from cart ✔');
    await expectCartCount(page, 0);
  });

  test('adding an out-of-stock product from a card alerts', async ({ page }) => {
    const p = soldOut();
    await page.goto(
      `/category/${slugify(`${mainCategoryLabel(p.mainCategory)} ${p.subCategory}`)}`,
    );
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('link', { name: p.name, exact: true }) });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await (
      await hydrated(card.getByRole('button', { name: `Add to Cart: ${p.name}`, exact: true }))
    ).click();
    await expect
      .poll(() => alerts)
      .toEqual(['alert: Sorry — this item is currently out of stock.']);
    expect(await storedCart(page)).toEqual([]);
    await expect(page.getByText('Added to cart ✔')).toHaveCount(0);
  });

  test('product page, signed out: Add to Cart keeps the intent (with the size) and goes to /login', async ({
    page,
  }) => {
    const p = plenty();
    const size = await stockedSize(page.request, p.id);
    await page.goto(`/product/${p.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    // The page says why it asks, so the shop's rule does not read as a fault.
    await expect(
      page.getByText('Adding here asks you to sign in, so the cart follows your account'),
    ).toBeVisible();
    await (await hydrated(sizeChip(page, size))).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.waitForURL(/\/login(\?|$)/);
    const intent = await page.evaluate(() => sessionStorage.getItem('postAuth'));
    expect(JSON.parse(intent ?? 'null')).toEqual({
      action: 'ADD_TO_CART',
      productId: p.id,
      size,
      pathname: `/product/${p.id}`,
    });
    expect(await storedCart(page)).toEqual([]);
  });

  test('product page, out of stock: Notify me opens WhatsApp, then reads You will be notified', async ({
    page,
  }) => {
    await recordWindowOpen(page);
    const p = soldOut();
    await page.goto(`/product/${p.id}`);
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(0);
    await (await hydrated(page.getByRole('button', { name: 'Notify me' }))).click();
    await expect(page.getByRole('button', { name: 'You will be notified' })).toBeDisabled();
    const [url] = await openedUrls(page);
    expect(whatsappText(url ?? '').text).toContain(
      `Hello ${SHOP_NAME}, please notify me when this product is back in stock:\n\n${p.name}\nProduct ID: ${p.id}\n`,
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'You will be notified' })).toBeDisabled();
  });

  test('a blocked popup on Notify me asks to allow popups', async ({ page }) => {
    await recordWindowOpen(page, 'blocked');
    await recordToasts(page);
    await page.goto(`/product/${soldOut().id}`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expectToastShown(page, 'Please allow popups and try again.');
    await expect(page.getByRole('button', { name: 'Notify me' })).toBeEnabled();
  });

  test('a failure to open WhatsApp for Notify me says so', async ({ page }) => {
    await recordWindowOpen(page, 'throw');
    await recordToasts(page);
    await page.goto(`/product/${soldOut().id}`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expectToastShown(page, 'Could not send notify request. Try again.');
    expect(await page.evaluate(() => localStorage.getItem('notify_requests'))).toBeNull();
  });

  test('the nav badge counts units and caps at 99+', async ({ page }) => {
    await seedCart(page, [lineFor(plenty(), { qty: 150 })]);
    await page.goto('/all-products');
    await expectCartCount(page, 150);
    await expect(cartLink(page).getByTestId('cart-badge')).toHaveText('99+');
  });

  test('two tabs stay in step', async ({ context }) => {
    const p = plenty();
    const one = await context.newPage();
    const size = await stockedSize(one.request, p.id);
    const two = await context.newPage();
    await one.goto(`/category/${slugify(`${mainCategoryLabel(p.mainCategory)} ${p.subCategory}`)}`);
    await openCart(two);
    await expect(two.getByText('Your cart is empty!')).toBeVisible();

    const card = one
      .getByTestId('product-card')
      .filter({ has: one.getByRole('link', { name: p.name, exact: true }) });
    await (
      await hydrated(card.getByRole('button', { name: `Add to Cart: ${p.name}`, exact: true }))
    ).click();
    await chooseInSheet(one, p.name, size);
    await expectCartCount(two, 1);
    await expect(two.getByTestId('cart-line')).toHaveCount(1);

    await two.getByRole('button', { name: `Increase quantity of ${p.name}` }).click();
    await expectCartCount(one, 2);

    await two.getByRole('button', { name: `Remove ${p.name} from cart` }).click();
    await expectCartCount(one, 0);
    await expect(
      card.getByRole('button', { name: `Add to Cart: ${p.name}`, exact: true }),
    ).toBeVisible();
  });
});
