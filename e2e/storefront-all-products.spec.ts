import { test } from '@playwright/test';
import { cardPrices, chooseFilter, expect, productCards, SLOW_TEST_MS } from './storefront-helpers';

// The server's HTML is the same at any width: such checks run once, on the 375 px phone.
const SAME_HTML = 'the same HTML at any width: checked at 375 px';

test.describe.configure({ timeout: SLOW_TEST_MS });

test.describe('all products', () => {
  test('48 per page with real links to the next pages', async ({ page }) => {
    await page.goto('/all-products');
    await expect(productCards(page)).toHaveCount(48);
    const count = page.getByTestId('result-count');
    await expect(count).toHaveText(/^1–48 of \d+ products$/);
    const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(48);

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/all-products?page=2',
    );
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/all-products\?page=2$/);
    await expect(productCards(page)).toHaveCount(Math.min(48, total - 48));
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/all-products',
    );
  });

  test('a page past the end says so and links to the first page', async ({ page }) => {
    await page.goto('/all-products?page=999');
    await expect(page.getByText('This page is past the end of the list.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(productCards(page)).toHaveCount(48);
  });

  test('sort by price, kept in the URL', async ({ page }) => {
    await page.goto('/all-products');
    await chooseFilter(page, 'Sort by', (c) => c.selectOption('price-asc'));
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    const asc = await cardPrices(page);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    await chooseFilter(page, 'Sort by', (c) => c.selectOption('price-desc'));
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThan(asc[0]!);
    const desc = await cardPrices(page);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  test('filters by main category, size and stock live in the URL and survive a reload', async ({
    page,
  }) => {
    await page.goto('/all-products');
    await chooseFilter(page, 'Category', (c) => c.selectOption('mens'));
    await expect(page).toHaveURL(/main=mens/);
    await chooseFilter(page, 'Size', (c) => c.selectOption('XXL'));
    await expect(page).toHaveURL(/size=XXL/);
    await chooseFilter(page, 'In stock only', (c) => c.check());
    await expect(page).toHaveURL(/stock=1/);
    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('mens');
    await expect(page.getByLabel('Size')).toHaveValue('XXL');
    await expect(page.getByLabel('In stock only')).toBeChecked();
    const mains = await productCards(page)
      .getByRole('list', { name: 'Categories' })
      .locator('li:first-child')
      .allTextContents();
    expect(mains.length).toBeGreaterThan(0);
    expect(new Set(mains)).toEqual(new Set(["Men's Wear"]));
    await expect(productCards(page).filter({ hasText: 'Out of stock' })).toHaveCount(0);
    for (const id of await productCards(page).evaluateAll((els) =>
      els.slice(0, 3).map((e) => e.getAttribute('data-product-id')),
    )) {
      await page.goto(`/product/${id}`);
      await expect(
        page.getByRole('list', { name: 'Sizes' }).getByText('XXL', { exact: true }),
      ).toBeVisible();
    }
  });

  test('the empty state: No products found. / Check back soon for new arrivals!', async ({
    page,
  }) => {
    await page.goto('/all-products?main=cosmetics&size=XXL');
    await expect(page.getByText('No products found.')).toBeVisible();
    await expect(page.getByText('Check back soon for new arrivals!')).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/all-products$/);
    await expect(productCards(page)).toHaveCount(48);
  });

  test('unknown filter values are ignored rather than failing', async ({ page }) => {
    test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
    const response = await page.goto('/all-products?sort=cheapest&main=aliens&size=XXXXL&page=-3');
    expect(response?.status()).toBe(200);
    await expect(productCards(page)).toHaveCount(48);
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  });
});
