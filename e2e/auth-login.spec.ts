import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registerCustomer, sessionUser, signIn, uniqueToken } from './admin-helpers';

async function submitLogin(
  page: Page,
  tab: 'Customer' | 'Admin',
  username: string,
  password: string,
) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Login/ })
    .click();
}

const formAlert = (page: Page) => page.getByRole('tabpanel').getByRole('alert');

test.describe('login', () => {
  test('a customer signs in on the Customer tab and lands on /', async ({
    page,
    request,
  }, info) => {
    const customer = await registerCustomer(request, info);
    await page.goto('/login');
    await submitLogin(page, 'Customer', customer.username, customer.password);
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionUser(page.request)).toBe(customer.username);
    // The session is an httpOnly cookie; nothing of it is readable or stored by our pages.
    const cookie = (await page.context().cookies()).find((c) =>
      c.name.endsWith('next-auth.session-token'),
    );
    expect(cookie?.httpOnly).toBe(true);
    const stored = await page.evaluate(() =>
      ['access', 'refresh', 'user'].map((k) => localStorage.getItem(k)),
    );
    expect(stored).toEqual([null, null, null]);
  });

  test('a customer goes to a safe ?next= page, never to another site', async ({
    page,
    request,
  }, info) => {
    const customer = await registerCustomer(request, info);
    await page.goto('/login?next=%2Fall-products%3Ffilter%3Dimported');
    await submitLogin(page, 'Customer', customer.username, customer.password);
    await expect(page).toHaveURL(/\/all-products\?filter=imported$/);

    // The plain "//host" and the dot-segment forms that normalise to it (red-team finds).
    for (const next of ['//evil.example/', '/.//evil.example/phish', '/%2e//evil.example']) {
      await page.context().clearCookies();
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await submitLogin(page, 'Customer', customer.username, customer.password);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    }
  });

  test('an admin ?next= that normalises to another host stays on the site', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent('/admin/..//evil.example/phish')}`);
    await submitLogin(page, 'Admin', ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin\/products$/);
  });

  test('an admin signs in on the Admin tab and lands on /admin/products', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'Admin', ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  });

  test('an admin on the Customer tab is refused with no session', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'Customer', ADMIN.username, ADMIN.password);
    await expect(formAlert(page)).toHaveText(
      'Admins must use the Admin login. Please switch to the Admin tab.',
    );
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionUser(page.request)).toBeNull();
  });

  test('a customer on the Admin tab is refused with no session', async ({
    page,
    request,
  }, info) => {
    const customer = await registerCustomer(request, info);
    await page.goto('/login');
    await submitLogin(page, 'Admin', customer.username, customer.password);
    await expect(formAlert(page)).toHaveText(
      'Only admins can use this login. Please use the Customer tab.',
    );
    expect(await sessionUser(page.request)).toBeNull();
  });

  test("shows the server's error for wrong credentials, and the fallback when there is none", async ({
    page,
  }, info) => {
    await page.goto('/login');
    await submitLogin(page, 'Customer', uniqueToken(info, 'nobody'), 'wrong-password');
    await expect(formAlert(page)).toHaveText('Invalid username or password.');

    await page.route('**/api/auth/callback/**', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await submitLogin(page, 'Customer', uniqueToken(info, 'nobody'), 'wrong-password');
    await expect(formAlert(page)).toHaveText('Login failed. Please try again.');
  });

  test('the form requires a username and password', async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Login/ })
      .click();
    await expect(page.getByText('Enter your username.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });

  test('the tabs work from the keyboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Customer' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Admin' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a login and a logout in one tab show in the other tabs', async ({
    page,
    request,
  }, info) => {
    const customer = await registerCustomer(request, info);
    const other = await page.context().newPage();
    await other.goto('/');
    await expect(other.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/login');
    await submitLogin(page, 'Customer', customer.username, customer.password);
    await expect(page).toHaveURL(/\/$/);
    // The other tab is signed out, so it does not poll: the login reaches it as a message.
    await expect(other.getByText(`Hi, ${customer.username}`)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('Logout ends the session and goes to /', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    expect(await sessionUser(page.request)).toBeNull();
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/login/);
  });
});
