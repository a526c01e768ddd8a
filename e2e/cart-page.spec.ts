import { expect, test, type Page } from '@playwright/test';
import { expectToastShown, recordToasts } from './toasts';
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
  fillCheckoutName,
} from './cart-support';
import {
  apiProducts,
  inStockSizes,
  leftOf,
  offered,
  soldOutSizes,
  trackedWith,
  type ApiProduct,
} from './size-support';

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
    await expect(first.getByRole('link', { name: shirt.name, exact: true })).toBeVisible();
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

    await recordToasts(page);
    await first.getByRole('button', { name: `Remove ${shirt.name} from cart` }).click();
    await expectToastShown(page, 'Removed from cart ✔');
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

// A line carries the one size the shopper chose. Per-size stock comes from
// GET /api/products/ (never from the seed file).
test.describe('sizes in the cart', () => {
  /** A stored line of `p` in `size`, as a sized add stores it (key id|color|size). */
  const sizedLine = (p: ApiProduct, size: string, qty = 1) => ({
    id: p.id,
    key: `${p.id}|${p.color}|${size}`,
    name: p.name,
    price: '1.00', // the refresh brings today's price
    qty,
    image: '',
    available: true,
    main_category: p.main_category,
    sub_category: p.sub_category,
    color: p.color,
    size,
    stock: 50, // stale on purpose: the refresh brings the size's count
  });
  const sizeSelect = (page: Page, name: string) =>
    page.getByRole('combobox', { name: `Change size of ${name}` });

  test('a line shows its size; changing it moves the line, merges with that size, and the order says so', async ({
    page,
  }) => {
    await recordWindowOpen(page);
    const p = trackedWith(await apiProducts(page.request), 'M');
    const other = inStockSizes(p).find((s) => s !== 'M');
    if (!other) throw new Error(`product ${p.id} has only M in stock`);
    const sold = soldOutSizes(p)[0]!;
    await seedCart(page, [sizedLine(p, other, 1)]);
    await openCart(page);

    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByText(`Colour: ${p.color} · Size: ${other}`)).toBeVisible();
    await expect(page.getByText(offered(p).join(', '))).toHaveCount(0);
    // Every offered size is listed; a sold-out one is marked and cannot be chosen.
    const select = sizeSelect(page, p.name);
    await expect(select.locator('option')).toHaveCount(offered(p).length);
    await expect(select.locator('option', { hasText: `${sold} — sold out` })).toBeDisabled();
    await expect(select).toHaveValue(other);

    await recordToasts(page);
    await select.selectOption('M');
    await expectToastShown(page, 'Size changed to M ✔');
    await expect(line.getByText(`Colour: ${p.color} · Size: M`)).toBeVisible();
    expect((await storedCart(page)).map((l) => [l.key, l.size, l.qty, l.stock])).toEqual([
      [`${p.id}|${p.color}|M`, 'M', 1, leftOf(p, 'M')],
    ]);

    await fillCheckoutName(page);
    await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
    const [url] = await openedUrls(page);
    const { text } = whatsappText(url ?? '');
    expect(text).toContain(`\n1. ${p.name} (${p.color}, M)\n`);
    expect(text).not.toContain(offered(p).join(', '));
    await expectAccessible(page);

    // Two lines of one product; moving one into the other's size joins them.
    await seedCart(page, [sizedLine(p, other, 1), sizedLine(p, 'M', 1)]);
    await openCart(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await sizeSelect(page, p.name).first().selectOption('M');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    expect((await storedCart(page)).map((l) => [l.key, l.qty])).toEqual([
      [`${p.id}|${p.color}|M`, Math.min(2, leftOf(p, 'M'))],
    ]);
  });

  test('a line whose size sold out meanwhile blocks checkout until it moves to a size in stock', async ({
    page,
  }) => {
    const p = trackedWith(await apiProducts(page.request), 'M');
    const sold = soldOutSizes(p)[0]!;
    // Stored as available: the refresh learns from the server that this size is sold out.
    await seedCart(page, [sizedLine(p, sold, 2)]);
    await openCart(page);

    const line = page.getByTestId('cart-line');
    await expect(line.getByText(`Size ${sold} sold out`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order on WhatsApp' })).toBeDisabled();
    await expect(
      page.getByText('Some items are out of stock. Remove them to order on WhatsApp.'),
    ).toBeVisible();
    await expect(
      line.getByRole('button', { name: `Notify: ${p.name}, size ${sold}` }),
    ).toBeVisible();

    await sizeSelect(page, p.name).selectOption('M');
    await expect(line.getByText(`Size ${sold} sold out`)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Order on WhatsApp' })).toBeEnabled();
    expect((await storedCart(page))[0]).toMatchObject({
      size: 'M',
      available: true,
      qty: Math.min(2, leftOf(p, 'M')),
    });
  });

  test('a line stored with the whole size list is shown and ordered without a size', async ({
    page,
  }) => {
    await recordWindowOpen(page);
    const p = trackedWith(await apiProducts(page.request), 'M');
    const list = offered(p).join(', ');
    await seedCart(page, [{ ...sizedLine(p, 'M'), key: `${p.id}|${p.color}|${list}`, size: list }]);
    await openCart(page);

    const line = page.getByTestId('cart-line');
    await expect(line.getByText(`Colour: ${p.color}`, { exact: true })).toBeVisible();
    await expect(page.getByText(list)).toHaveCount(0);
    await expect(sizeSelect(page, p.name)).toHaveValue('');
    await fillCheckoutName(page);
    await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
    const [url] = await openedUrls(page);
    const { text } = whatsappText(url ?? '');
    expect(text).toContain(`\n1. ${p.name} (${p.color})\n`);
    expect(text).not.toContain(list);
  });
});
