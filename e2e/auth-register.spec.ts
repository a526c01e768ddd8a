import { expect, test, type Page } from '@playwright/test';
import { registerCustomer, sessionUser, uniqueToken } from './admin-helpers';
import { expectAccessible } from './fixtures';

/** The message linked to a field by aria-describedby. */
async function fieldError(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  return page.locator(
    ids
      .split(' ')
      .map((id) => `#${id}`)
      .join(', '),
  );
}

test.describe('register', () => {
  test('shows every validation message of docs/product.md §5 inline, linked and announced', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(await fieldError(page, 'Username')).toHaveText('Username is required');
    await expect(await fieldError(page, 'Email')).toHaveText('Email is required');
    await expect(await fieldError(page, 'Password')).toHaveText('Password is required');
    await expect(await fieldError(page, 'Confirm password')).toHaveText(
      'Please confirm your password',
    );
    await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(await fieldError(page, 'Username')).toHaveAttribute('aria-live', 'polite');

    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('1234567');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(await fieldError(page, 'Username')).toHaveText(
      'Username must be at least 3 characters',
    );
    await expect(await fieldError(page, 'Email')).toHaveText('Please enter a valid email address');
    await expect(await fieldError(page, 'Password')).toHaveText(
      'Password must be at least 6 characters',
    );
    await expect(await fieldError(page, 'Confirm password')).toHaveText('Passwords do not match');

    await page.getByLabel('Password', { exact: true }).fill('1234567');
    await expect(await fieldError(page, 'Password')).toHaveText('');
    await expect(await fieldError(page, 'Confirm password')).toHaveText('');
    await expectAccessible(page);
  });

  test('a new account alerts success, goes to /login and can sign in', async ({ page }, info) => {
    const username = uniqueToken(info, 'reg');
    await page.goto('/register');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm password').fill('secret-123');
    // A modal alert blocks the page, so it is accepted inside the listener (Playwright's
    // documented pattern). Awaiting it after the click raced the click's own post-action wait,
    // which cannot finish while the alert is open: on a loaded machine both waited until the
    // test timed out.
    const alerts: { type: string; message: string }[] = [];
    page.once('dialog', (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => alerts)
      .toEqual([{ type: 'alert', message: 'Registration successful! Please login to continue.' }]);
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionUser(page.request)).toBeNull(); // registering does not sign in

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionUser(page.request)).toBe(username);
  });

  test("shows the server's error for a taken username", async ({ page, request }, info) => {
    const taken = await registerCustomer(request, info);
    await page.goto('/register');
    await page.getByLabel('Username', { exact: true }).fill(taken.username);
    await page.getByLabel('Email', { exact: true }).fill(`other-${taken.email}`);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('Registration failed. Please try again.');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('shows the fallback message when the server gives no reason', async ({ page }) => {
    await page.route('**/api/user-register/', (route) =>
      route.fulfill({ status: 500, body: 'oops' }),
    );
    await page.goto('/register');
    await page.getByLabel('Username', { exact: true }).fill('someone');
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Registration failed. Please try again.',
    );
  });
});
