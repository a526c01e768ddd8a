// The Backups page as the owner uses it, at 1280 and 375 px: reach it from the admin menu, back
// up now, see the new backup first with its size, and download it (a real .tar.gz).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminMenu, signIn } from './admin-helpers';
import { expectAccessible } from './fixtures';
import { expectToastShown, recordToasts } from './toasts';

test('an admin backs up now, sees it listed first with its size, and downloads it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/products');
  await (await adminMenu(page)).getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();

  await recordToasts(page);
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expectToastShown(
    page,
    /^Backup written \(\d+(\.\d)? MB\)\. It is at the top of the list\.$/,
    { timeout: 60_000 },
  );
  const newest = page.getByRole('listitem').filter({ hasText: 'Newest' });
  await expect(newest).toContainText(/\d+(\.\d)? MB · shop-backup-/);
  // The page fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: /^Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^shop-backup-[\dT-]+Z(-\d+)?\.tar\.gz$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
  expect(bytes.length).toBeGreaterThan(100_000); // the demo's photos are in it
});
