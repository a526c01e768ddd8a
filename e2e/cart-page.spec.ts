import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import {
  SHOP_NAME,
  expectCartCount,
  lineFor,
  lowStock,
  openCart,
  openedUrls,
  plenty,
  recordWindowOpen,
  rupees,
  seedCart,
  soldOut,
  storedCart,
  whatsappText,
} from './cart-support';

test.describe('cart page', () => {
  test('an empty cart says so and shows no tax, shipping or fees', async ({ page }) => {
    await openCart(page);
    await expect(page.getByText('Your cart is empty!')).toBeVisible();
    await expect(page.getByText(/tax|shipping fee|delivery charge/i)).toHaveCount(0);
    await expectCartCount(page, 0);
    await expectAccessible(page);
  });

  test('lines, quantity limits, subtotal, remove and clear', async ({ page }) => {
    const shirt = plenty();
    const low = lowStock();
    await seedCart(page, [
      lineFor(shirt, {
        key: `${shirt.id}|${shirt.color}|M`,
        color: shirt.color,
        size: 'M',
        qty: 2,
      }),
      lineFor(low),
    ]);
    await openCart(page);

    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const first = lines.nth(0);
    await expect(first.getByRole('link', { name: shirt.name })).toBeVisible();
    await expect(first.getByText(`Colour: ${shirt.color} · Size: M`)).toBeVisible();
    await expect(first.getByTestId('unit-price')).toHaveText(rupees(shirt.price));
    await expect(first.getByTestId('line-total')).toContainText(rupees(Number(shirt.price) * 2));
    await expect(first.getByRole('img', { name: shirt.name })).toBeVisible();
    await expectCartCount(page, 3);

    // Never below 1.
    const second = lines.nth(1);
    const qty = second.getByRole('spinbutton', { name: `Quantity of ${low.name}` });
    await expect(
      second.getByRole('button', { name: `Decrease quantity of ${low.name}` }),
    ).toBeDisabled();
    // Not above the known stock: + stops there, and a typed number is capped.
    const plus = second.getByRole('button', { name: `Increase quantity of ${low.name}` });
    for (let n = 1; n < low.stock; n++) await plus.click();
    await expect(qty).toHaveValue(String(low.stock));
    await expect(plus).toBeDisabled();
    await expect(second.getByText(`Only ${low.stock} in stock.`)).toBeVisible();
    await qty.fill('50');
    await qty.press('Enter');
    await expect(qty).toHaveValue(String(low.stock));
    await qty.fill('0');
    await qty.press('Enter');
    await expect(qty).toHaveValue('1');

    const subtotal = Number(shirt.price) * 2 + Number(low.price);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(rupees(subtotal));
    await expect(page.getByText(/tax|shipping fee|delivery charge/i)).toHaveCount(0);

    await first.getByRole('button', { name: `Remove ${shirt.name} from cart` }).click();
    await expect(page.getByText('Removed from cart ✔')).toBeVisible();
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(rupees(low.price));

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Remove every item from your cart?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByText('Your cart is empty!')).toBeVisible();
    expect(await storedCart(page)).toEqual([]);
    await expectCartCount(page, 0);
  });

  test('opening the cart shows changed prices and lowers quantities to the stock left', async ({
    page,
  }) => {
    const shirt = plenty();
    const low = lowStock();
    const oldPrice = (Number(shirt.price) - 100).toFixed(2);
    await seedCart(page, [lineFor(shirt, { price: oldPrice }), lineFor(low, { qty: 9 })]);
    await openCart(page);

    await expect(
      page.getByText('Some prices have changed since you added these items.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByTestId('price-changed')).toHaveText(
      `Price changed from ${rupees(oldPrice)} to ${rupees(shirt.price)}`,
    );
    await expect(
      page.getByText(`Only ${low.stock} left: quantity lowered from 9 to ${low.stock}.`),
    ).toBeVisible();
    await expect(page.getByTestId('cart-subtotal')).toHaveText(
      rupees(Number(shirt.price) + Number(low.price) * low.stock),
    );
    const stored = await storedCart(page);
    expect(stored.map((l) => [l.price, l.qty, l.stock])).toEqual([
      [shirt.price, 1, shirt.stock],
      [low.price, low.stock, low.stock],
    ]);
  });

  test('an out-of-stock line blocks checkout and can ask to be notified', async ({ page }) => {
    await recordWindowOpen(page);
    const shirt = plenty();
    const gone = soldOut();
    // Stored as available: the refresh learns from the server that it is not.
    await seedCart(page, [lineFor(shirt), lineFor(gone, { available: true })]);
    await openCart(page);

    const line = page.getByTestId('cart-line').filter({ hasText: gone.name });
    await expect(line.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(line.getByRole('spinbutton')).toBeDisabled();
    await expect(line.getByRole('button', { name: /Increase quantity/ })).toBeDisabled();
    await expect(line.getByRole('button', { name: /Decrease quantity/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Order on WhatsApp' })).toBeDisabled();
    await expect(
      page.getByText('Some items are out of stock. Remove them to order on WhatsApp.'),
    ).toBeVisible();

    await line.getByRole('button', { name: 'Notify' }).click();
    await expect(line.getByRole('button', { name: 'Requested' })).toBeDisabled();
    const [url] = await openedUrls(page);
    const { text } = whatsappText(url ?? '');
    expect(text).toBe(
      [
        `Hello ${SHOP_NAME}, please notify me when this product is back in stock:`,
        '',
        gone.name,
        `Product ID: ${gone.id}`,
        `Link: ${new URL(page.url()).origin}/product/${gone.id}`,
      ].join('\n'),
    );
    expect(await page.evaluate(() => localStorage.getItem('notify_requests'))).toBe(`[${gone.id}]`);

    // Still 'Requested' after a reload (remembered in notify_requests).
    await openCart(page);
    await expect(
      page
        .getByTestId('cart-line')
        .filter({ hasText: gone.name })
        .getByRole('button', { name: 'Requested' }),
    ).toBeDisabled();

    await page.getByRole('button', { name: `Remove ${gone.name} from cart` }).click();
    await expect(page.getByRole('button', { name: 'Order on WhatsApp' })).toBeEnabled();
    await expectAccessible(page);
  });
});
