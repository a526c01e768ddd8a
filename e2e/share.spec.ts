import { test, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { expect, hydrated, productCards, SLOW_TEST_MS } from './storefront-helpers';

// The product page's Share: the browser's share sheet where it has one, else WhatsApp's share
// screen with the product's name and link.

test.describe.configure({ timeout: SLOW_TEST_MS });

/** Opens a demo product's page; answers its name and absolute URL. */
async function openProduct(page: Page): Promise<{ name: string; url: string }> {
  await page.goto('/all-products');
  const id = await productCards(page).first().getAttribute('data-product-id');
  await page.goto(`/product/${id}`);
  const name = (await page.locator('h1').textContent())!.trim();
  return { name, url: new URL(`/product/${id}`, page.url()).href };
}

test('Share opens the share sheet with the product link where the browser has one', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  const { name, url } = await openProduct(page);
  const share = page.getByRole('link', { name: 'Share' });
  await expect(share).toBeVisible();
  const popup = page.waitForEvent('popup', { timeout: 2_000 }).catch(() => null);
  await (await hydrated(share)).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
    .toEqual([{ title: name, url }]);
  // The share sheet replaces the WhatsApp link: no tab opens, the page stays.
  expect(await popup).toBeNull();
  await expect(page).toHaveURL(url);
});

test('Share is a WhatsApp share link carrying the product link elsewhere', async ({ page }) => {
  await page.addInitScript(() => {
    // Desktop Chromium on Linux has no Web Share; make sure of it.
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  const { name, url } = await openProduct(page);
  const share = page.getByRole('link', { name: 'Share' });
  await expect(share).toBeVisible();
  const href = (await share.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(new URL(href).searchParams.get('text')).toBe(`${name}\n${url}`);
  await expect(share).toHaveAttribute('target', '_blank');

  // A click with no share sheet follows the link (to WhatsApp, answered here).
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  const popup = page.waitForEvent('popup');
  await (await hydrated(share)).click();
  expect((await popup).url()).toBe(href);
});

test('Share is a 44 px target beside the price and the page stays accessible', async ({ page }) => {
  await openProduct(page);
  const share = page.getByRole('link', { name: 'Share' });
  const box = (await share.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  const price = (await page.getByTestId('product-price').boundingBox())!;
  // On the price's line, inside the viewport at 375 px too.
  expect(Math.abs(box.y + box.height / 2 - (price.y + price.height / 2))).toBeLessThan(24);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page);
});
