import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectToastShown, recordToasts } from './toasts';
import { mainCategoryLabel } from '../lib/shared/categories';
import { slugify } from '../lib/shared/slug';
import { randomAddress } from './admin-helpers';
import {
  expectCartCount,
  lowStock,
  openCart,
  plenty,
  showCheckout,
  storedCart,
} from './cart-support';
import {
  apiProducts,
  chooseInSheet,
  inStockSizes,
  sizeChip,
  stockedSize,
  trackedWith,
} from './size-support';

const PASSWORD = 'cart-e2e-password';

/**
 * Every API call of this spec on a connection of its own. Playwright's request context pools
 * keep-alive connections, and the server closes an idle one after 5 s (Node's keepAliveTimeout,
 * advertised as `Keep-Alive: timeout=5`, which the client's pool also waits for). These tests
 * call the API again after login steps that take about that long, so a call could go out on a
 * connection the server was closing at that moment: a busy server runs its close timer before
 * reading the request that had just arrived, and the call failed with "read ECONNRESET" (the
 * flake of these tests on a loaded machine; browsers retry such a request, Playwright does not).
 */
const OWN_CONNECTION = { connection: 'close' } as const;
// (Catalogue reads go through the separate `request` fixture, so page.request, which carries the
// session cookie, never holds a pooled connection.)

/** A new customer account (through the API), unique per test and project. */
async function newCustomer(request: APIRequestContext): Promise<string> {
  const username = `cart${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const res = await request.post('/api/user-register/', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
    headers: { 'x-forwarded-for': randomAddress(), ...OWN_CONNECTION },
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

/**
 * The server cart as "product id|size" -> qty ("12|M", "12|" without a size), with the session
 * cookie of the page's context: one product in two sizes is two server lines.
 */
async function serverCart(page: Page): Promise<Record<string, number>> {
  const res = await page.request.get('/api/cart/', { headers: OWN_CONNECTION });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    items: { product: { id: number }; size: string | null; qty: number }[];
  };
  return Object.fromEntries(body.items.map((i) => [`${i.product.id}|${i.size ?? ''}`, i.qty]));
}

/** The browser cart in the same form. */
async function browserCart(page: Page): Promise<Record<string, number>> {
  const lines = await storedCart(page);
  return Object.fromEntries(lines.map((l) => [`${l.id}|${l.size ?? ''}`, l.qty]));
}

const categoryOf = (p: { mainCategory: string; subCategory: string }) =>
  `/category/${slugify(`${mainCategoryLabel(p.mainCategory)} ${p.subCategory}`)}`;

test.describe('cart and login', () => {
  // Several password logins (argon2) and page loads per test: give them room on a busy machine.
  test.slow();

  test('an add that needed a login is finished after it, back on the product page', async ({
    page,
    request,
  }) => {
    const username = await newCustomer(page.request);
    const p = plenty();
    const size = await stockedSize(request, p.id);
    await recordToasts(page);
    await page.goto(`/product/${p.id}`);
    await sizeChip(page, size).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.waitForURL(/\/login/);

    await logIn(page, username);
    await page.waitForURL(`**/product/${p.id}`);
    await expectToastShown(page, 'Added to cart ✔');
    await expectCartCount(page, 1);
    expect(await page.evaluate(() => sessionStorage.getItem('postAuth'))).toBeNull();
    await expect.poll(() => serverCart(page)).toEqual({ [`${p.id}|${size}`]: 1 });

    // Signed in: Remove (of the size in the cart) deletes the server line too.
    await sizeChip(page, size).click();
    await page.getByRole('button', { name: 'Remove from Cart' }).click();
    await expectToastShown(page, 'Removed from cart ✔');
    await expect.poll(() => serverCart(page)).toEqual({});

    // A reload does not add it again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
    await expectCartCount(page, 0);
    // Signed in, the page no longer explains why it asks to sign in.
    await expect(page.getByText('Adding here asks you to sign in')).toHaveCount(0);
  });

  test('a guest who signs up from a product page comes back to it with the size in the cart', async ({
    page,
    request,
  }) => {
    const p = plenty();
    const size = await stockedSize(request, p.id);
    await page.goto(`/product/${p.id}`);
    await sizeChip(page, size).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.waitForURL(/\/login\?next=/);

    // Create an account → the seed's alert → login → back on the product, the size in the cart.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(`/register?next=${encodeURIComponent(`/product/${p.id}`)}`);
    const username = `signup${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => alerts).toEqual(['Registration successful! Please login to continue.']);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/product/${p.id}`)}`);
    await logIn(page, username);
    await page.waitForURL(`**/product/${p.id}`);
    await expectCartCount(page, 1);
    expect(await browserCart(page)).toEqual({ [`${p.id}|${size}`]: 1 });

    // Checkout's name: empty for a new shopper (never the username), then their last order's.
    await openCart(page);
    await expect(page.getByLabel('Your name')).toHaveValue('');
    const other = plenty(1);
    const placed = await page.request.post('/api/orders/', {
      data: {
        lines: [{ product_id: other.id, size: await stockedSize(request, other.id), qty: 1 }],
        name: 'Anjali Rao',
        fulfilment: 'pickup',
      },
      headers: { 'x-forwarded-for': randomAddress(), ...OWN_CONNECTION },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    await page.reload();
    await showCheckout(page);
    await expect(page.getByLabel('Your name')).toHaveValue('Anjali Rao');
  });

  test('logging in merges the browser and server carts without losing or doubling a line', async ({
    page,
    request,
  }) => {
    const username = await newCustomer(page.request);
    const shared = plenty();
    const localOnly = plenty(1);
    const serverOnly = lowStock();
    const sharedSize = await stockedSize(request, shared.id);
    const localSize = await stockedSize(request, localOnly.id);

    // The server cart from an earlier visit (a bearer token, as another device would use): the
    // shared product in the size the shopper will choose here, and a line without a size.
    const login = await page.request.post('/api/user-login/', {
      data: { username, password: PASSWORD },
      headers: OWN_CONNECTION,
    });
    const { access } = (await login.json()) as { access: string };
    const auth = { authorization: `Bearer ${access}` };
    for (const data of [
      { product_id: shared.id, qty: 3, size: sharedSize },
      { product_id: serverOnly.id, qty: 1 },
    ]) {
      const res = await page.request.post('/api/cart/items/', {
        data,
        headers: { ...auth, ...OWN_CONNECTION },
      });
      expect(res.status()).toBe(201);
    }

    // Signed out in this browser: one of the shared product and one local-only product, each
    // in a size chosen on its category card.
    await page.goto(categoryOf(shared));
    const card = (name: string) =>
      page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('link', { name, exact: true }) });
    await card(shared.name)
      .getByRole('button', { name: `Add to Cart: ${shared.name}`, exact: true })
      .click();
    await chooseInSheet(page, shared.name, sharedSize);
    await page.goto(categoryOf(localOnly));
    await card(localOnly.name)
      .getByRole('button', { name: `Add to Cart: ${localOnly.name}`, exact: true })
      .click();
    await chooseInSheet(page, localOnly.name, localSize);
    await expectCartCount(page, 2);

    await logIn(page, username);
    const expected = {
      [`${shared.id}|${sharedSize}`]: 3,
      [`${localOnly.id}|${localSize}`]: 1,
      [`${serverOnly.id}|`]: 1,
    };
    await expectCartCount(page, 5);
    expect(await browserCart(page)).toEqual(expected);
    // The shared product keeps its category line (colour and size) with the server's quantity.
    const local = await storedCart(page);
    expect(local.find((l) => l.id === shared.id)).toMatchObject({
      key: `${shared.id}|${shared.color}|${sharedSize}`,
      color: shared.color,
      size: sharedSize,
    });
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
    const raised = { ...expected, [`${localOnly.id}|${localSize}`]: 2 };
    await expect.poll(() => serverCart(page)).toEqual(raised);

    // Logging out and in again doubles nothing.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartId'))).toBeNull();
    await logIn(page, username);
    await expectCartCount(page, 6);
    await expect.poll(() => serverCart(page)).toEqual(raised);
  });

  test('a signed-in shopper’s size change on /cart reaches the server cart', async ({
    page,
    request,
  }) => {
    const username = await newCustomer(page.request);
    const p = trackedWith(await apiProducts(request), 'M');
    const other = inStockSizes(p).find((s) => s !== 'M');
    if (!other) throw new Error(`product ${p.id} has only M in stock`);

    // A line from another device, in another size.
    const login = await page.request.post('/api/user-login/', {
      data: { username, password: PASSWORD },
      headers: OWN_CONNECTION,
    });
    const { access } = (await login.json()) as { access: string };
    const res = await page.request.post('/api/cart/items/', {
      data: { product_id: p.id, qty: 1, size: other },
      headers: { authorization: `Bearer ${access}`, ...OWN_CONNECTION },
    });
    expect(res.status()).toBe(201);

    await logIn(page, username);
    await expectCartCount(page, 1);
    await openCart(page);
    const line = page.getByTestId('cart-line');
    await expect(line.getByText(`Size: ${other}`)).toBeVisible();
    await page.getByRole('combobox', { name: `Change size of ${p.name}` }).selectOption('M');
    await expect(line.getByText('Size: M')).toBeVisible();
    await expect.poll(() => serverCart(page)).toEqual({ [`${p.id}|M`]: 1 });
    expect(await browserCart(page)).toEqual({ [`${p.id}|M`]: 1 });

    await page.getByRole('button', { name: `Remove ${p.name} from cart` }).click();
    await expect.poll(() => serverCart(page)).toEqual({});
  });
});
