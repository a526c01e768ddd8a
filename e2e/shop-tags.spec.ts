// Printed QR tags and the counter poster, at 1280 px and on a 375 px phone: one tag
// per selected product with its name, price and sizes in stock, a QR code that decodes (sharp +
// jsQR, as a phone camera would read the paper) to the product's page, 8 tags to an A4 sheet in
// print, and the poster's two codes to the home page and the shop's WhatsApp chat.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatPrice } from '../lib/shared/money';
import { decodeQrSvg } from '../tests/support/decode-qr';
import { adminMenu, createProduct, signIn, uniqueToken, type ApiProduct } from './admin-helpers';
import { expectAccessible } from './fixtures';

// e2e/serve.mjs leaves SHOP_WHATSAPP and SHOP_PHONE at their defaults (lib/server/infra/env-core.ts).
const SHOP_WHATSAPP = '919876543210';
const SHOP_PHONE = '+91 98765 43210';
const MM = 96 / 25.4;

const tagOf = (page: Page, id: number) =>
  page.locator(`[data-testid="product-tag"][data-product-id="${id}"]`);

/** The text a QR code on the page encodes, read from its inline SVG. */
async function decodeQr(scope: Locator): Promise<string | null> {
  const svg = await scope.locator('[data-testid="qr-code"] > svg').evaluate((el) => el.outerHTML);
  return decodeQrSvg(svg);
}

/** The page printed to A4 by Chromium, with the page's own @page rules; its page count. */
async function printedPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: false });
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** Saves a screenshot when E2E_SHOTS_DIR is set (the notes' screenshots); otherwise nothing. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `tags-${name}-${width}.png`), fullPage: true });
}

test.describe('printed tags', () => {
  test('one tag per product with name, price, sizes in stock and a QR code to its page; 8 to an A4 page', async ({
    page,
  }, info) => {
    const token = uniqueToken(info, 'tag');
    await signIn(page, 'admin');
    const shirt = await createProduct(page, {
      name: `${token} Linen Shirt`,
      price: '1499.00',
      size: 'S,M,L',
      stock: '7',
      size_stock: JSON.stringify({ S: 2, M: 0, L: 5 }),
    });
    const soldOut = await createProduct(page, {
      name: `${token} Cap`,
      price: '250.50',
      stock: '0',
    });
    const others: ApiProduct[] = [];
    for (let i = 0; i < 7; i++) {
      others.push(await createProduct(page, { name: `${token} Tee ${i}`, price: `${900 + i}.00` }));
    }
    const products = [shirt, soldOut, ...others];

    await page.goto(`/admin/tags?ids=${products.map((p) => p.id).join(',')},2147483647,abc`);
    await expect(page.getByRole('heading', { name: 'Print tags', level: 1 })).toBeVisible();
    await expect(page.getByText('9 tags on 2 A4 sheets, 8 to a sheet.')).toBeVisible();
    const problems = page.getByTestId('tag-problems');
    await expect(problems).toContainText('#2147483647');
    await expect(problems).toContainText('“abc”');
    await expect(page.getByTestId('product-tag')).toHaveCount(products.length);
    await expect(page.getByTestId('tag-sheet')).toHaveCount(2);

    const origin = new URL(page.url()).origin;
    for (const product of products) {
      const tag = tagOf(page, product.id);
      await expect(tag.getByTestId('tag-name')).toHaveText(product.name);
      await expect(tag.getByTestId('tag-price')).toHaveText(formatPrice(product.price));
      expect(await decodeQr(tag)).toBe(`${origin}/product/${product.id}`);
    }
    await expect(tagOf(page, shirt.id).getByTestId('tag-sizes')).toHaveText('Sizes S · L');
    await expect(tagOf(page, soldOut.id).getByTestId('tag-sizes')).toHaveText('Sold out');
    await expect(tagOf(page, others[0]!.id).getByTestId('tag-sizes')).toHaveCount(0);
    // The first sheet holds the first 8 in the order asked, the second the ninth.
    const sheets = page.getByTestId('tag-sheet');
    await expect(sheets.nth(0).getByTestId('product-tag')).toHaveCount(8);
    await expect(sheets.nth(1).getByTestId('product-tag')).toHaveCount(1);
    await expect(sheets.nth(1).getByTestId('product-tag')).toHaveAttribute(
      'data-product-id',
      String(others[6]!.id),
    );
    await expectAccessible(page);
    await shot(page, 'screen');

    // On paper: no admin chrome, no button; 2 columns × 4 rows of 94 × 66 mm tags per sheet, and
    // each sheet after the first starts a new page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(problems).toBeHidden();
    const boxes = await sheets
      .nth(0)
      .getByTestId('product-tag')
      .evaluateAll((tags) => tags.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
    const columns = new Set(boxes.map((b) => Math.round(b.x)));
    const rows = new Set(boxes.map((b) => Math.round(b.y)));
    expect([columns.size, rows.size]).toEqual([2, 4]);
    for (const box of boxes) {
      expect(box.width).toBeCloseTo(94 * MM, 0);
      expect(box.height).toBeCloseTo(66 * MM, 0);
    }
    // Together within the A4 page's printable 190 × 277 mm (10 mm margins).
    const left = Math.min(...boxes.map((b) => b.left));
    const top = Math.min(...boxes.map((b) => b.top));
    expect(Math.max(...boxes.map((b) => b.right)) - left).toBeLessThanOrEqual(190 * MM);
    expect(Math.max(...boxes.map((b) => b.bottom)) - top).toBeLessThanOrEqual(277 * MM);
    expect(await sheets.nth(1).evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    expect(await sheets.nth(0).evaluate((el) => getComputedStyle(el).breakBefore)).not.toBe('page');
    await shot(page, 'print');

    // Chromium's own print: 9 tags are 2 A4 pages, the first 8 alone are 1.
    expect(await printedPages(page)).toBe(2);
    await page.goto(
      `/admin/tags?ids=${products
        .slice(0, 8)
        .map((p) => p.id)
        .join(',')}`,
    );
    await expect(page.getByTestId('product-tag')).toHaveCount(8);
    expect(await printedPages(page)).toBe(1);
  });

  test('a link without products, or with too many, says so and leads back to the list', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/tags');
    await expect(page.getByText('No products to print')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);

    await page.goto('/admin/tags?ids=abc,0');
    await expect(page.getByTestId('tag-problems')).toContainText(
      'Not product ids, left out: “abc”, “0”.',
    );
    await expect(page.getByText('No products to print')).toBeVisible();

    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    await page.goto(`/admin/tags?ids=${tooMany}`);
    await expect(page.getByText('Too many products: 201')).toBeVisible();
    await expect(page.getByTestId('product-tag')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
  });
});

test.describe('counter poster', () => {
  test("the site's and WhatsApp's QR codes, phone and hours, on one A4 page", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/products');
    const nav = await adminMenu(page);
    await nav.getByRole('link', { name: 'Shop poster' }).click();
    await expect(page).toHaveURL(/\/admin\/poster$/);
    await expect(page.getByRole('heading', { name: 'Shop poster', level: 1 })).toBeVisible();

    const origin = new URL(page.url()).origin;
    const poster = page.getByTestId('counter-poster');
    await expect(poster.getByTestId('poster-site')).toContainText('Shop online');
    await expect(poster.getByTestId('poster-whatsapp')).toContainText('Order on WhatsApp');
    expect(await decodeQr(poster.getByTestId('poster-site'))).toBe(`${origin}/`);
    expect(await decodeQr(poster.getByTestId('poster-whatsapp'))).toBe(
      `https://wa.me/${SHOP_WHATSAPP}`,
    );
    await expect(poster).toContainText(`Call ${SHOP_PHONE}`);
    await expect(poster).toContainText('Open every day, 9:00 am – 11:30 pm');
    await expectAccessible(page);
    await shot(page, 'poster-screen');

    await page.emulateMedia({ media: 'print' });
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await shot(page, 'poster-print');
    expect(await printedPages(page)).toBe(1);
  });
});
