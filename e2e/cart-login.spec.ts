import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mainCategoryLabel } from '../lib/shared/categories';
import { slugify } from '../lib/shared/slug';
import { randomAddress } from './admin-helpers';
import { expectCartCount, lowStock, openCart, plenty, storedCart } from './cart-support';

const PASSWORD = 'cart-e2e-password';

/** A new customer account (through the API), unique per test and project. */
async function newCustomer(request: APIRequestContext): Promise<string> {
  const username = `cart${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const res = await request.post('/api/user-register/', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
    headers: { 'x-forwarded-for': randomAddress() },
  });
  expect(res.status()).toBe(201);
  return username;
}

/** Signs in on the /login page's Customer tab. */
async function logIn(page: Page, username: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(`Hi, ${username}`)).toBeVisible();
}

/** The server cart as product id -> qty (the session cookie of the page's context). */
async function serverCart(page: Page): Promise<Record<number, number>> {
  const res = await page.request.get('/api/cart/');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { product: { id: number }; qty: number }[] };
  return Object.fromEntries(body.items.map((i) => [i.product.id, i.qty]));
}

const categoryOf = (p: { mainCategory: string; subCategory: string }) =>
  `/category/${slugify(`${mainCategoryLabel(p.mainCategory)} ${p.subCategory}`)}`;

test.describe('cart and login', () => {
  // Several password logins (argon2) and page loads per test: give them room on a busy machine.
  test.slow();

  test('an add that needed a login is finished after it, back on the product page', async ({
    page,
  }) => {
    const username = await newCustomer(page.request);
    const p = plenty();
    await page.goto(`/product/${p.id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.waitForURL(/\/login/);

    await logIn(page, username);
    await page.waitForURL(`**/product/${p.id}`);
    await expect(page.getByText('Added to cart ✔')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
    await expectCartCount(page, 1);
    expect(await page.evaluate(() => sessionStorage.getItem('postAuth'))).toBeNull();
    await expect.poll(() => serverCart(page)).toEqual({ [p.id]: 1 });

    // Signed in: Remove deletes the server line too.
    await page.getByRole('button', { name: 'Remove from Cart' }).click();
    await expect(page.getByText('Removed from cart ✔')).toBeVisible();
    await expect.poll(() => serverCart(page)).toEqual({});

    // A reload does not add it again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
    await expectCartCount(page, 0);
  });

  test('logging in merges the browser and server carts without losing or doubling a line', async ({
    page,
  }) => {
    const username = await newCustomer(page.request);
    const shared = plenty();
    const localOnly = plenty(1);
    const serverOnly = lowStock();

    // The server cart from an earlier visit (a bearer token, as another device would use).
    const login = await page.request.post('/api/user-login/', {
      data: { username, password: PASSWORD },
    });
    const { access } = (await login.json()) as { access: string };
    const auth = { authorization: `Bearer ${access}` };
    for (const [id, qty] of [
      [shared.id, 3],
      [serverOnly.id, 1],
    ] as const) {
      const res = await page.request.post('/api/cart/items/', {
        data: { product_id: id, qty },
        headers: auth,
      });
      expect(res.status()).toBe(201);
    }

    // Signed out in this browser: one of the shared product and one local-only product.
    await page.goto(categoryOf(shared));
    const card = (name: string) =>
      page.getByTestId('product-card').filter({ has: page.getByRole('link', { name }) });
    await card(shared.name)
      .getByRole('button', { name: `Add to Cart: ${shared.name}` })
      .click();
    await page.goto(categoryOf(localOnly));
    await card(localOnly.name)
      .getByRole('button', { name: `Add to Cart: ${localOnly.name}` })
      .click();
    await expectCartCount(page, 2);

    await logIn(page, username);
    const expected = { [shared.id]: 3, [localOnly.id]: 1, [serverOnly.id]: 1 };
    await expectCartCount(page, 5);
    const local = await storedCart(page);
    expect(Object.fromEntries(local.map((l) => [l.id, l.qty]))).toEqual(expected);
    // The shared product keeps its category line (colour and size) with the server's quantity.
    expect(local.find((l) => l.id === shared.id)?.color).toBe(shared.color);
    await expect.poll(() => serverCart(page)).toEqual(expected);
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toMatch(/^\d+$/);

    // A quantity change on /cart reaches the server (debounced), even when it is made before
    // the page has its session back (a busy server answered /api/auth/session after the tap,
    // and the change was kept only in the browser).
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await openCart(page);
    await page.getByRole('button', { name: `Increase quantity of ${localOnly.name}` }).click();
    releaseSession();
    await expect.poll(() => serverCart(page)).toEqual({ ...expected, [localOnly.id]: 2 });

    // Logging out and in again doubles nothing.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartId'))).toBeNull();
    await logIn(page, username);
    await expectCartCount(page, 6);
    await expect.poll(() => serverCart(page)).toEqual({ ...expected, [localOnly.id]: 2 });
  });
});
