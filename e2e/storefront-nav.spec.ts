import { test, type Page } from '@playwright/test';
import {
  categoryNav,
  expect,
  hydrated,
  isMobile,
  productCards,
  showCategoryMenu,
  SLOW_TEST_MS,
} from './storefront-helpers';

// The server's HTML is the same at any width: such checks run once, on the 375 px phone.
const SAME_HTML = 'the same HTML at any width: checked at 375 px';

test.describe.configure({ timeout: SLOW_TEST_MS });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('navigation', () => {
  test('logo, login link and cart badge', async ({ page }) => {
    await page.goto('/all-products');
    await expect(page.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  test('search with Enter goes to /category/{slug} carrying the raw text', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('Shirt');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/category\/shirt\?label=Shirt$/);
    await expect(h1(page)).toHaveText('Shirt');
  });

  test('search with the button falls back to a text search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('  Navy   Blue ');
    await page.getByRole('search').getByRole('button').click();
    await expect(page).toHaveURL(/\/category\/navy-blue\?label=Navy%20Blue$/);
    await expect(h1(page)).toHaveText('Results for “Navy Blue”');
    await expect(productCards(page).first()).toBeVisible();
  });

  test('search works without JavaScript through /search', async ({ request }) => {
    test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
    const response = await request.get('/search?q=Kaveri%20shirt', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/category/kaveri-shirt?label=Kaveri%20shirt');
  });

  test('category menu: main categories sorted, dropdowns of sorted sub categories, links to main-sub', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = await showCategoryMenu(page);
    const mains = (await nav.locator('[data-menu-button]').allTextContents()).map((t) => t.trim());
    expect(mains).toEqual([...mains].sort((a, b) => a.localeCompare(b)));
    expect(mains).toEqual(
      expect.arrayContaining(["Men's Wear", 'Imported', 'Wedding Suit', 'Kids and Boys']),
    );

    await (await hydrated(nav.getByRole('button', { name: "Men's Wear" }))).click();
    const list = nav.getByRole('list', { name: "Men's Wear categories" });
    await expect(list).toBeVisible();
    const subs = (await list.getByRole('link').allTextContents()).map((t) => t.trim());
    expect(subs[0]).toBe("All Men's Wear");
    expect(subs.slice(1)).toEqual([...subs.slice(1)].sort((a, b) => a.localeCompare(b)));

    await list.getByRole('link', { name: 'Shirt', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/mens-shirt\?label=Men('|%27)s%20Wear%20Shirt$/);
    await expect(h1(page)).toHaveText("Men's Wear Shirt");
    const mainsShown = await productCards(page)
      .getByRole('list', { name: 'Categories' })
      .locator('li:first-child')
      .allTextContents();
    expect(new Set(mainsShown)).toEqual(new Set(["Men's Wear"]));
  });

  test('category menu by keyboard: arrows, Enter, Escape; focus returns to the button', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'the keyboard walk is checked on the desktop bar');
    await page.goto('/');
    const nav = categoryNav(page);
    const buttons = nav.locator('[data-menu-button]');
    await hydrated(buttons.first());
    await buttons.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(buttons.first()).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
    const links = nav.locator('[data-menu-list]:visible a');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.first()).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\//);
  });

  test("menu state: 'Loading categories…' while the categories load", async ({ page }) => {
    // Fault pages are ones the page cache never keeps (/login, /cart): the seam (e2e/seams) acts
    // on the render, and a kept copy of /about would hide it.
    await page.setExtraHTTPHeaders({ 'x-e2e-fault': 'category-menu=slow' });
    await page.goto('/login', { waitUntil: 'commit' });
    const loading = categoryNav(page).getByText('Loading categories…');
    if (isMobile(page)) await expect(loading).toBeAttached();
    else await expect(loading).toBeVisible();
    await expect(categoryNav(page).locator('[data-menu-button]').first()).toBeAttached({
      timeout: 15_000,
    });
    await expect(loading).toHaveCount(0);
  });

  test('menu state: "Couldn\'t load categories" when they cannot be read; the page still works', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-e2e-fault': 'category-menu=error' });
    await page.goto('/login');
    const nav = await showCategoryMenu(page);
    await expect(nav.getByText("Couldn't load categories")).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Customer' })).toBeVisible();

    await page.setExtraHTTPHeaders({});
    await (await hydrated(nav.getByRole('button', { name: 'Try again' }))).click();
    await expect(nav.locator('[data-menu-button]').first()).toBeVisible();
  });

  test("menu state: 'No categories yet' for a shop without products", async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-e2e-fault': 'category-menu=empty' });
    await page.goto('/login');
    const nav = await showCategoryMenu(page);
    await expect(nav.getByText('No categories yet')).toBeVisible();
  });

  test('the fault header is only a test seam: a page without it shows the real menu', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = await showCategoryMenu(page);
    await expect(nav.locator('[data-menu-button]')).not.toHaveCount(0);
  });

  test("at 768 px and below the menu folds behind 'Browse Categories' / 'Close Menu'", async ({
    page,
  }) => {
    for (const width of [375, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const nav = categoryNav(page);
      const menu = nav.locator('#category-menu');
      await expect(menu).toBeHidden();
      await (await hydrated(nav.getByRole('button', { name: 'Browse Categories' }))).click();
      await expect(menu).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Close Menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await nav.getByRole('button', { name: 'Close Menu' }).click();
      await expect(menu).toBeHidden();
      await expect(nav.getByRole('button', { name: 'Browse Categories' })).toBeVisible();
    }
    await page.setViewportSize({ width: 769, height: 800 });
    await expect(categoryNav(page).getByRole('button', { name: 'Browse Categories' })).toBeHidden();
    await expect(categoryNav(page).locator('#category-menu')).toBeVisible();
  });

  test('the mobile menu closes after choosing a category', async ({ page }) => {
    test.skip(!isMobile(page), 'phones only');
    await page.goto('/');
    const nav = await showCategoryMenu(page);
    await (await hydrated(nav.getByRole('button', { name: 'Imported' }))).click();
    await nav.getByRole('link', { name: 'All Imported' }).click();
    await expect(page).toHaveURL(/\/category\/imported/);
    await expect(nav.getByRole('button', { name: 'Browse Categories' })).toBeVisible();
    await expect(nav.locator('#category-menu')).toBeHidden();
  });
});
