// Bulk edit from the admin list: select products, change their price (± a
// percentage), availability or category in one action after a confirmation that counts the
// products that change; "Print tags" links the selection. Runs at 1280 px and at 375 px. Every
// test makes its own products and deletes them after: other specs read the demo catalogue.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiProduct,
  createProduct,
  openAdminList,
  row,
  signIn,
  uniqueToken,
  type ApiProduct,
} from './admin-helpers';
import { expectAccessible } from './fixtures';
import { expectToastShown, recordToasts } from './toasts';

let made: number[] = [];

test.beforeEach(async ({ page }) => {
  made = [];
  await signIn(page, 'admin');
});

test.afterEach(async ({ page }) => {
  if (made.length === 0) return;
  const response = await page.request.post('/api/products/bulk-delete/', { data: { ids: made } });
  expect(response.ok()).toBe(true);
});

async function product(page: Page, fields: Record<string, string>): Promise<ApiProduct> {
  const created = await createProduct(page, fields);
  made.push(created.id);
  return created;
}

/** Opens "Edit selected" and returns the dialog. */
async function openBulkEdit(page: Page, count: number): Promise<Locator> {
  await page.getByRole('button', { name: 'Edit selected' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${count} selected products` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks a choice: the radios are drawn as boxes (the input itself is visually hidden). */
async function choose(dialog: Locator, name: string) {
  const radio = dialog.getByRole('radio', { name, exact: true });
  await dialog
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(radio).toBeChecked();
}

/** Continue, check the question, Apply, and wait for the toast and the dialog to close. */
async function confirm(page: Page, dialog: Locator, question: string, toast: string) {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('bulk-edit-question')).toHaveText(question);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectToastShown(page, toast);
  await expect(dialog).toHaveCount(0);
}

test('raises prices by 10%, makes products unavailable and moves them to a category', async ({
  page,
}, info) => {
  const token = uniqueToken(info, 'bulk');
  const a = await product(page, { name: `Bulk kurta A ${token}`, price: '1499.00' });
  const b = await product(page, { name: `Bulk kurta B ${token}`, price: '999.00' });
  const c = await product(page, { name: `Bulk kurta C ${token}`, price: '10.00' });
  await openAdminList(page, token);

  await recordToasts(page);
  await page.getByRole('button', { name: 'Edit selected' }).click();
  await expectToastShown(page, 'No products selected!');

  for (const p of [a, b, c]) await row(page, p.id).getByRole('checkbox').check();
  await expect(page.getByText('3 selected')).toBeVisible();

  // Print tags opens the tags page for exactly the selection, in a new tab.
  const print = page.getByRole('link', { name: /^Print tags/ });
  await expect(print).toHaveAttribute('target', '_blank');
  const href = new URL((await print.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe('/admin/tags');
  expect(href.searchParams.get('ids')!.split(',').map(Number).sort()).toEqual(
    [a.id, b.id, c.id].sort(),
  );

  // Price: +10%, rounded to the rupee (1648.90 -> 1649, 1098.90 -> 1099, 11.00).
  let dialog = await openBulkEdit(page, 3);
  await choose(dialog, 'Raise');
  await dialog.getByRole('textbox', { name: /Raise by/ }).fill('10');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('bulk-edit-question')).toHaveText(
    'Raise the price of 3 products by 10%?',
  );
  await expect(dialog.getByText(/^For example, Bulk kurta [ABC] .*→ ₹/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectToastShown(page, 'Changed the price of 3 products.');
  await expect(dialog).toHaveCount(0);
  await expect(row(page, a.id)).toContainText('₹1,649.00');
  await expect(row(page, b.id)).toContainText('₹1,099.00');
  await expect(row(page, c.id)).toContainText('₹11.00');
  await page.goto(`/product/${a.id}`);
  await expect(page.getByTestId('product-price')).toHaveText('₹1,649.00');

  // Availability (a new page load: select again).
  await openAdminList(page, token);
  await page.getByLabel('Select all').check();
  dialog = await openBulkEdit(page, 3);
  await choose(dialog, 'Availability');
  await choose(dialog, 'Unavailable');
  await confirm(page, dialog, 'Make 3 products unavailable?', '3 products are now unavailable.');
  for (const p of [a, b, c]) {
    await expect(row(page, p.id).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect((await apiProduct(page.request, p.id))?.available).toBe(false);
  }

  // Category: the product form's choices.
  dialog = await openBulkEdit(page, 3);
  await choose(dialog, 'Category');
  await dialog.getByLabel('Main category').selectOption('kidsboys');
  await dialog.getByLabel('Sub category').selectOption('Suit');
  await confirm(
    page,
    dialog,
    'Move 3 products to Kids and Boys · Suit?',
    'Moved 3 products to Kids and Boys · Suit.',
  );
  for (const p of [a, b, c]) {
    await expect(row(page, p.id)).toContainText('Kids and Boys');
    await expect(row(page, p.id)).toContainText('Suit');
    const stored = (await (await page.request.get(`/api/products/${p.id}/`)).json()) as {
      main_category: string;
      sub_category: string;
    };
    expect(stored).toMatchObject({ main_category: 'kidsboys', sub_category: 'Suit' });
  }
});

test('counts only the products that change; refused values stay in the form', async ({
  page,
}, info) => {
  const token = uniqueToken(info, 'bulkc');
  const on = await product(page, { name: `Bulk cap on ${token}`, sub_category: 'Caps' });
  const off = await product(page, {
    name: `Bulk cap off ${token}`,
    sub_category: 'Caps',
    available: 'false',
  });
  await openAdminList(page, token);
  await page.getByLabel('Select all').check();
  await recordToasts(page);

  const dialog = await openBulkEdit(page, 2);
  await choose(dialog, 'Lower');
  await dialog.getByRole('textbox', { name: /Lower by/ }).fill('95');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Enter a percentage from 0.01 to 90.')).toBeVisible();

  await choose(dialog, 'Availability');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('bulk-edit-question')).toHaveText('Make 1 product unavailable?');
  await expect(dialog.getByText('1 selected product is already that way.')).toBeVisible();

  // Back keeps the choice; Available would change only the other one.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await choose(dialog, 'Available');
  await confirm(
    page,
    dialog,
    'Make 1 product available?',
    '1 product is now available. 1 selected product is already that way.',
  );
  expect((await apiProduct(page.request, on.id))?.available).toBe(true);
  expect((await apiProduct(page.request, off.id))?.available).toBe(true);
});

test('bulk edit works on a phone', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone layout');
  const token = uniqueToken(info, 'bulkp');
  const a = await product(page, { name: `Bulk tee A ${token}`, sub_category: 'T-Shirt' });
  const b = await product(page, { name: `Bulk tee B ${token}`, sub_category: 'T-Shirt' });
  await openAdminList(page, token);
  await row(page, a.id).getByRole('checkbox').check();
  await row(page, b.id).getByRole('checkbox').check();

  // The three actions fit the 375 px bar, one row of 44 px touch targets.
  const actions = [
    page.getByRole('button', { name: 'Edit selected' }),
    page.getByRole('link', { name: /^Print tags/ }),
    page.getByRole('button', { name: 'Delete selected' }),
  ];
  const boxes = await Promise.all(actions.map(async (l) => (await l.boundingBox())!));
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);

  // The dialog is a bottom sheet across the screen.
  const dialog = await openBulkEdit(page, 2);
  const sheet = (await dialog.boundingBox())!;
  expect(sheet.width).toBe(375);
  expect(Math.round(sheet.y + sheet.height)).toBe(812);
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /New price/ }).fill('549');
  await recordToasts(page);
  await confirm(
    page,
    dialog,
    'Change the price of 2 products to ₹549.00?',
    'Changed the price of 2 products.',
  );
  await expect(row(page, a.id)).toContainText('₹549.00');
  await expect(row(page, b.id)).toContainText('₹549.00');
});
