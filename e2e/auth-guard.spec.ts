import { expect, test } from '@playwright/test';
import { registerCustomer, sessionUser, signIn } from './admin-helpers';

const ADMIN_PAGES = [
  '/admin-dashboard',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1/edit',
  '/admin/tags?ids=1,2',
  '/admin/poster',
];
// CVE-2025-29927: this header once made Next skip middleware. The guard must not depend on it.
const FORGED = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' };

test.describe('admin guard', () => {
  test('anonymous visitors are sent to /login from every admin page', async ({ page }) => {
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?/);
      await expect(page.getByRole('tab', { name: 'Admin' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
  });

  test('a forged x-middleware-subrequest header changes nothing for anonymous visitors', async ({
    page,
    request,
  }) => {
    for (const path of ADMIN_PAGES) {
      const response = await request.get(path, { headers: FORGED, maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.status(), path).toBeLessThan(400);
      expect(response.headers().location, path).toMatch(/\/login/);
    }
    await page.setExtraHTTPHeaders(FORGED);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('admin-product-row')).toHaveCount(0);
  });

  test('a tampered session cookie is no session: redirected, then signed out cleanly', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      {
        name: 'next-auth.session-token',
        value: 'eyJhbGciOiJkaXIi.tampered.value',
        domain: 'localhost',
        path: '/',
        httpOnly: true,
      },
    ]);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/login/);
    expect(await sessionUser(page.request)).toBeNull();
    // next-auth clears the bad cookie when the session is checked.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'next-auth.session-token')).toBeUndefined();
  });

  test('a customer sees the 403 page and no admin data, forged header or not', async ({
    page,
    request,
  }, info) => {
    const customer = await registerCustomer(request, info);
    await signIn(page, 'customer', customer);
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
      await expect(page.getByText('403')).toBeVisible();
      await expect(page.getByTestId('admin-product-row')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    }
    await page.setExtraHTTPHeaders(FORGED);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByTestId('admin-product-row')).toHaveCount(0);
    // The API refuses the customer's cookie too.
    const del = await page.request.delete('/api/products/1/');
    expect(del.status()).toBe(403);
  });
});
