import { test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import {
  cardPrices,
  expect,
  hydrated,
  isMobile,
  productCards,
  SLOW_TEST_MS,
} from './storefront-helpers';

test.describe.configure({ timeout: SLOW_TEST_MS });

test.describe('search', () => {
  test('suggestions as they type: a named combobox, arrows, Escape and Enter, no shift, axe clean', async ({
    page,
  }) => {
    await page.goto('/all-products');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await (await hydrated(box)).click();
    const grid = page.getByRole('heading', { level: 1 });
    const before = await grid.boundingBox();
    await box.pressSequentially('shrit', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) as string);
    const options = list.getByRole('option');
    await expect(options.first()).toHaveAccessibleName(/^Shirt\s*Category$/);
    await expect(options.nth(1)).toHaveAccessibleName(/Shirt ₹/);
    await expect(page.getByRole('status').filter({ hasText: /suggestions/ })).toHaveText(
      /^\d+ suggestions\./,
    );
    // The list lies over the page: nothing under the box moved.
    expect(await grid.boundingBox()).toEqual(before);
    await expectAccessible(page);

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeFocused();
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    const product = (await options.nth(1).textContent())!;
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      product.replace(/₹.*$/, '').trim(),
    );
  });

  test('filters at 375 px: a bottom sheet, in the URL, not indexed, two cards a row, and without script', async ({
    page,
    browser,
  }) => {
    test.skip(!isMobile(page), 'the sheet is the phone layout');
    await page.goto('/category/shirt?label=Shirt');
    const [first, second] = await productCards(page).evaluateAll((cards) =>
      cards.slice(0, 2).map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(second!.top).toBe(first!.top); // two cards side by side
    expect(second!.left).toBeGreaterThan(first!.right - 1);

    const form = page.getByRole('form', { name: 'Sort and filter products' });
    await expect(form).toBeHidden();
    await (await hydrated(page.getByText('Filter & sort', { exact: true }))).click();
    await expect(form).toBeVisible();
    await form.getByLabel('Price').selectOption('500-1000');
    await form.getByLabel('Size in stock').selectOption('M');
    await expect(page).toHaveURL(/\/category\/shirt\?label=Shirt$/); // nothing applied yet
    await form.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\/category\/shirt\?label=Shirt&size=M&price=500-1000$/);
    await expect(form).toBeHidden();
    expect((await cardPrices(page)).every((p) => p >= 500 && p <= 1000)).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const chips = page.getByRole('list', { name: 'Filters on' });
    await expect(chips.getByRole('link')).toHaveText([/^Size M×/, /^₹500 – ₹1,000×/]);
    await chips.getByRole('link', { name: /^Size M/ }).click(); // a chip takes its filter off
    await expect(page).toHaveURL(/\/category\/shirt\?label=Shirt&price=500-1000$/);
    await expectAccessible(page);

    // The first view works without script: the sheet opens and the form submits.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const noScript = await plain.newPage();
    await noScript.goto(page.url().replace(/\?.*$/, '?label=Shirt'));
    await noScript.getByText('Filter & sort', { exact: true }).click();
    await noScript.getByLabel('Size in stock').selectOption('L');
    await noScript.getByRole('button', { name: 'Show results' }).click();
    await expect(noScript).toHaveURL(/size=L/);
    await expect(productCards(noScript).first()).toBeVisible();
    await plain.close();
  });
});
