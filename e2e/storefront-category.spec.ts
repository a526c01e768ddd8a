import { test, type Page } from '@playwright/test';
import { chooseInSheet, stockedSize } from './size-support';
import { expect, hydrated, jsonLd, productCards, SLOW_TEST_MS } from './storefront-helpers';
import { expectToastShown, recordToasts } from './toasts';

// The server's HTML is the same at any width: such checks run once, on the 375 px phone.
const SAME_HTML = 'the same HTML at any width: checked at 375 px';

test.describe.configure({ timeout: SLOW_TEST_MS });

async function tags(page: Page, which: 'first' | 'last'): Promise<string[]> {
  return productCards(page)
    .getByRole('list', { name: 'Categories' })
    .locator(`li:${which}-child`)
    .allTextContents();
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('category page', () => {
  test('a sub category slug lists that sub category under the raw label; cards show model, brand, cotton, colour, size', async ({
    page,
  }) => {
    await page.goto('/category/t-shirt?label=T-Shirt');
    await expect(h1(page)).toHaveText('T-Shirt');
    expect(new Set(await tags(page, 'last'))).toEqual(new Set(['T-Shirt']));
    expect(new Set(await tags(page, 'first')).size).toBeGreaterThan(1); // across main categories
    const facts = productCards(page).first().locator('dt');
    await expect(facts).toHaveText(['Model', 'Brand', 'Cotton', 'Colour', 'Size']);
    await expect(productCards(page).first().locator('dd').nth(2)).toHaveText(/^\d{1,3}%$/);
  });

  test('a main category by value and by label', async ({ page }) => {
    await page.goto('/category/mens');
    await expect(h1(page)).toHaveText("Men's Wear");
    expect(new Set(await tags(page, 'first'))).toEqual(new Set(["Men's Wear"]));
    await page.goto('/category/wedding-suit?label=Wedding%20Suit');
    await expect(h1(page)).toHaveText('Wedding Suit');
    expect(new Set(await tags(page, 'first'))).toEqual(new Set(['Wedding Suit']));
  });

  test('main + sub (the menu links) lists only that pair', async ({ page }) => {
    await page.goto(`/category/kidsboys-shirt?label=${encodeURIComponent('Kids and Boys Shirt')}`);
    await expect(h1(page)).toHaveText('Kids and Boys Shirt');
    expect(new Set(await tags(page, 'first'))).toEqual(new Set(['Kids and Boys']));
    expect(new Set(await tags(page, 'last'))).toEqual(new Set(['Shirt']));
  });

  test('without a label the title comes from the taxonomy, and a label that names something else is not shown', async ({
    page,
  }) => {
    await page.goto('/category/imported-watches');
    await expect(h1(page)).toHaveText('Imported · Watches');
    await page.goto('/category/shirt?label=Free%20iPhone%20here');
    await expect(h1(page)).toHaveText('Shirt');
  });

  test('a slug that names no category is a full-text search titled "Results for …"', async ({
    page,
  }) => {
    await page.goto('/category/kaveri?label=Kaveri');
    await expect(h1(page)).toHaveText('Results for “Kaveri”');
    const names = await productCards(page).getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain('Kaveri Oxford Button-Down Shirt');

    await page.goto('/category/linen?label=linen'); // material and description words match too
    await expect(productCards(page).first()).toBeVisible();
  });

  test('a search with no match is no dead end: categories to look in and the newest products', async ({
    page,
  }) => {
    await page.goto('/category/zzqxv-blorp?label=zzqxv%20blorp');
    await expect(h1(page)).toHaveText('Results for “zzqxv blorp”');
    await expect(page.getByText('No products match “zzqxv blorp”.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Results for “zzqxv blorp”' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Men's Wear · / }).first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'New in the shop' }).getByTestId('product-card'),
    ).toHaveCount(4);
  });

  test('Add to Cart on a category card keeps colour and the chosen size with the line and toggles to Remove', async ({
    page,
  }) => {
    await page.goto('/category/jeans?label=Jeans');
    const card = productCards(page).first();
    const id = await card.getAttribute('data-product-id');
    const name = (await card.getByRole('heading').textContent())!.trim();
    const size = await stockedSize(page.request, Number(id));
    await recordToasts(page);
    await (await hydrated(card.getByRole('button', { name: /^Add to Cart: / }))).click();
    await chooseInSheet(page, name, size); // jeans come in sizes: the card asks which
    await expectToastShown(page, 'Added to cart ✔');
    await expect(card.getByRole('button', { name: /^Remove from Cart: / })).toBeVisible();
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart') ?? '[]') as {
          key: string;
          color?: string;
          size?: string;
        }[],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key).toMatch(new RegExp(`^${id}\\|[^|]+\\|.+$`));
    expect(stored[0]!.key).toBe(`${id}|${stored[0]!.color}|${size}`);
    expect(stored[0]!.size).toBe(size);
    await card.getByRole('button', { name: /^Remove from Cart: / }).click();
    await expectToastShown(page, 'Removed from cart ✔');
  });

  test('ItemList structured data lists the cards in order', async ({ page }) => {
    test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
    await page.goto('/category/caps?label=Caps');
    const list = (await jsonLd(page)).find((d) => d['@type'] === 'ItemList')!;
    const ids = await productCards(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-product-id')),
    );
    expect(list.numberOfItems).toBe(ids.length);
    const items = list.itemListElement as { position: number; url: string }[];
    expect(items.map((i) => i.position)).toEqual(ids.map((_, i) => i + 1));
    expect(items.map((i) => i.url.split('/').pop())).toEqual(ids);
  });

  test('the page carries each card’s 70-character preview, never the whole description', async ({
    request,
  }) => {
    test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
    const products = (await (await request.get('/api/products/')).json()) as {
      sub_category: string;
      description: string;
    }[];
    // Text that would appear as it is in the HTML and in the page's script payload alike.
    const plain = products.filter(
      (p) => p.sub_category === 'Shirt' && /^[\w ,.–-]{100}/.test(p.description),
    );
    expect(plain.length).toBeGreaterThan(2);
    const html = await (await request.get('/category/shirt?label=Shirt')).text();
    for (const p of plain) {
      expect(html).toContain(p.description.slice(0, 60));
      expect(html).not.toContain(p.description.slice(0, 100));
    }
  });
});
