// The counter on the owner's phone (375 px): a printed tag scanned by the camera (a fake camera
// playing a video of the real tag's QR) puts the product on the bill; size M, cash with change,
// Complete; the stock of M is one less on the product page and in the API at once; the receipt
// prints; the ledger has the sale's row. A UPI sale, made with the keyboard only, shows the
// shop's UPI QR for the exact amount.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decodeQrSvg } from '../tests/support/decode-qr';
import { signIn } from './admin-helpers';
import { fakeCameraArgs, writeQrVideo } from './fake-camera';
import { expectAccessible } from './fixtures';
import { adminApi, sizeStockOf, sizedShirt } from './order-support';

test.skip(
  ({ isMobile }) => !isMobile,
  'the counter is made for the phone: its flows run at 375 px',
);

async function qrText(scope: Locator): Promise<string | null> {
  const svg = await scope.locator('[data-testid="qr-code"] > svg').evaluate((el) => el.outerHTML);
  return decodeQrSvg(svg);
}

/** Presses Tab until `target` has focus (the till reached without a mouse). */
async function tabTo(page: Page, target: Locator, most = 25) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('scan a tag → M → cash with change → complete → stock, receipt, ledger', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(120_000);
  const api = await adminApi(playwright, info);
  const shirt = await sizedShirt(api, info, {
    name: 'Counter kurta',
    price: '1000.00',
    color: 'Blue',
    sizeStock: { S: 2, M: 3, L: 1 },
  });

  // The tag as the shop prints it (admin › Tags), read back from its QR.
  await signIn(page, 'admin');
  await page.goto(`/admin/tags?ids=${shirt.id}`);
  const tagUrl = await qrText(page.locator('main'));
  expect(tagUrl).toMatch(new RegExp(`/product/${shirt.id}$`));
  const video = info.outputPath('tag.y4m');
  writeQrVideo(video, tagUrl!);

  const launch = info.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), ...fakeCameraArgs(video)],
  });
  try {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
      info.project.use;
    const context = await browser.newContext({
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL,
    });
    const till = await context.newPage();
    await signIn(till, 'admin');
    await till.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await till.goto('/admin/counter');
    await till.getByRole('button', { name: 'Scan a tag' }).click();
    const line = till.locator('li[data-line]');
    await expect(line).toContainText(shirt.name, { timeout: 20_000 });
    await expect(till.getByTestId('tag-scanner')).toHaveCount(0); // the camera is closed

    // The size chips are labels around visually hidden radios: a tap lands on the label.
    await line.locator('label').filter({ hasText: /^M/ }).click();
    await expect(line.getByRole('radio', { name: /^M/ })).toBeChecked();
    await till.getByLabel('Cash given ₹').fill('1500');
    await expect(till.getByTestId('change-due')).toContainText('₹500.00');
    await till.getByRole('button', { name: 'Complete ₹1,000.00' }).click();
    const number = (await till.getByTestId('sale-number').textContent())!.trim();
    expect(number).toMatch(/\d/);
    await expect(till.getByTestId('sale-change')).toHaveText('₹500.00');

    expect(await sizeStockOf(api, shirt.id)).toEqual({ S: 2, M: 2, L: 1 });
    await page.goto(`/product/${shirt.id}?size=M`);
    await expect(page.getByText('Only 2 left in M')).toBeVisible();

    await till.getByRole('link', { name: 'Print receipt' }).click();
    await expect(till.getByText(number).first()).toBeVisible();
    await till.getByRole('button', { name: 'Print' }).click();
    expect(await till.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const ledger = await api.get(`/api/products/${shirt.id}/ledger/`);
    expect(ledger.status(), await ledger.text()).toBe(200);
    const rows = (
      (await ledger.json()) as {
        results: { size: string | null; change: number; order_number: string | null }[];
      }
    ).results;
    expect(rows).toContainEqual(
      expect.objectContaining({ size: 'M', change: -1, order_number: number }),
    );
    await context.close();
  } finally {
    await browser.close();
    await api.dispose();
  }
});

test('a UPI sale with the keyboard only: the QR asks for the exact amount', async ({
  page,
  playwright,
}, info) => {
  const api = await adminApi(playwright, info);
  const shirt = await sizedShirt(api, info, {
    name: 'Counter shirt',
    price: '1299.50',
    color: 'White',
    sizeStock: { S: 1, M: 4 },
  });
  // The shop's UPI ID, as the payments spec saves it (the same value: they may run together).
  const settings = await api.patch('/api/shop-settings/', {
    data: { upi_id: 'style.point@okaxis' },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await signIn(page, 'admin');
  await page.goto('/admin/counter');

  const find = page.getByLabel('Name, #number or barcode');
  await tabTo(page, find);
  await page.keyboard.type(`#${shirt.id}`);
  await page.keyboard.press('Enter');
  const line = page.locator('li[data-line]');
  await expect(line).toContainText(shirt.name);
  await tabTo(page, line.getByRole('radio', { name: /^S/ }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(line.getByRole('radio', { name: /^M/ })).toBeChecked();

  await tabTo(page, page.getByRole('radio', { name: 'Cash' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
  const show = page.getByRole('button', { name: /Show UPI QR/ });
  await tabTo(page, show);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pay ₹1,299.50 by UPI' });
  await expect(dialog.getByTestId('qr-code')).toBeVisible();
  const upi = await qrText(dialog);
  expect(upi).toMatch(/^upi:\/\/pay\?pa=style\.point%40okaxis&pn=[^&]+&am=1299\.50&cu=INR&tn=CTR-/);
  await expectAccessible(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Received' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(show).toBeFocused();

  const complete = page.getByRole('button', { name: 'Complete ₹1,299.50' });
  await tabTo(page, complete);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Sale .+ completed$/ })).toBeFocused();
  await expectAccessible(page);
  expect(await sizeStockOf(api, shirt.id)).toEqual({ S: 1, M: 3 });
  await api.dispose();
});
