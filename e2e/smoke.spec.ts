import { expect, test } from '@playwright/test';

test('the home page shows demo products', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(8);
});
