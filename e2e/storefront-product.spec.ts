import { test, type Page } from '@playwright/test';
import { expect, hydrated, productCards, SLOW_TEST_MS } from './storefront-helpers';

// The server's HTML is the same at any width: such checks run once, on the 375 px phone.
const SAME_HTML = 'the same HTML at any width: checked at 375 px';

test.describe.configure({ timeout: SLOW_TEST_MS });

/** The id of a demo product with several photos (its card shows carousel dots). */
async function productWithPhotos(page: Page): Promise<string> {
  await page.goto('/all-products');
  const card = productCards(page)
    .filter({ has: page.locator('[data-testid="card-carousel"] span span:nth-child(3)') })
    .first();
  return (await card.getAttribute('data-product-id'))!;
}

test.describe('product page', () => {
  test('gallery: arrow buttons, thumbnails and the left/right keys', async ({ page }) => {
    const id = await productWithPhotos(page);
    await page.goto(`/product/${id}`);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    const position = gallery.getByTestId('gallery-position');
    await expect(position).toHaveText(/^Photo 1 of [3-9]$/);
    const count = Number((await position.textContent())!.split(' of ')[1]);

    await (await hydrated(gallery.getByRole('button', { name: 'Next photo' }))).click();
    await expect(position).toHaveText(`Photo 2 of ${count}`);
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(position).toHaveText(`Photo 1 of ${count}`);
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(position).toHaveText(`Photo ${count} of ${count}`);

    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(`Photo 1 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(`Photo 2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Photo 1 of ${count}`);

    const third = gallery.getByRole('button', { name: `Show photo 3 of ${count}` });
    await third.click();
    await expect(position).toHaveText(`Photo 3 of ${count}`);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(
      gallery.getByRole('img', {
        name: `${(await page.locator('h1').textContent())!.trim()}, photo 3 of ${count}`,
      }),
    ).toBeVisible();
  });

  test('price, a details table without empty rows, sizes as chips, and the description', async ({
    page,
  }) => {
    await page.goto('/category/shirt?label=Shirt');
    await productCards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByTestId('product-price')).toHaveText(/^₹[\d,]+\.\d{2}$/);

    const table = page.getByRole('table', { name: 'Product details' });
    const headers = (await table.getByRole('rowheader').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(
      expect.arrayContaining(['Brand', 'Colour', 'Sizes', 'Category', 'Availability']),
    );
    expect(headers).not.toContain('Footwear sizes'); // a shirt has none: the row is left out
    for (const cell of await table.getByRole('cell').allTextContents()) {
      expect(cell.trim()).not.toBe('');
      expect(cell).not.toMatch(/\b(null|undefined|NaN)\b/);
    }
    const chips = table.getByRole('list', { name: 'Sizes' }).getByRole('listitem');
    expect(
      (await chips.allTextContents()).every((s) => ['S', 'M', 'L', 'XL', 'XXL'].includes(s)),
    ).toBe(true);
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  });

  test('Go to Cart and Back', async ({ page }) => {
    await page.goto('/category/jeans?label=Jeans');
    await productCards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    await (await hydrated(page.getByRole('button', { name: 'Back' }))).click();
    await expect(page).toHaveURL(/\/category\/jeans\?label=Jeans$/);
  });

  test('Back on a product opened from a shared link goes to all products, not away from the shop', async ({
    page,
  }) => {
    const id = await productWithPhotos(page);
    await page.goto('about:blank');
    await page.goto(`/product/${id}`); // pasted or tapped in WhatsApp: no shop page behind it
    await (await hydrated(page.getByRole('button', { name: 'Back' }))).click();
    await expect(page).toHaveURL(/\/all-products$/);
  });

  test('an out-of-stock product says so and offers Notify me instead of Add to Cart', async ({
    page,
  }) => {
    await page.goto('/all-products');
    const card = productCards(page).filter({ hasText: 'Out of stock' }).first();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByText('Out of stock').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  for (const id of ['99999999', 'abc', '12abc', '0']) {
    test(`a missing or malformed id (${id}) gets a friendly not-found page, not a redirect`, async ({
      page,
    }) => {
      test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
      const response = await page.goto(`/product/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
      await expect(
        page.getByRole('heading', { name: "We couldn't find that product" }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
      expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain(
        'noindex',
      );
    });
  }
});
