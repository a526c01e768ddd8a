// The catalogue as a spreadsheet, at 1280 px and on a 375 px phone: the owner
// downloads the CSV, uploads a file with 3 bad rows and sees exactly those 3 (and no way to
// apply), then uploads a good file, checks the preview and applies it.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { stringify } from 'csv-stringify/sync';
import { CSV_COLUMNS } from '../lib/shared/catalogue-csv/columns';
import {
  adminMenu,
  apiProduct,
  createProduct,
  openAdminList,
  row,
  signIn,
  uniqueToken,
} from './admin-helpers';
import { expectAccessible } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

type Cells = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;

/** A CSV file of these rows under the export's header (columns not given are blank). */
function csvFile(rows: Cells[]) {
  const body = stringify([
    [...CSV_COLUMNS],
    ...rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? '')),
  ]);
  return { name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(body) };
}

async function check(page: Page, file: ReturnType<typeof csvFile>) {
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check file' }).click();
}

const count = (page: Page, name: string) => page.getByTestId(`csv-count-${name}`).locator('dd');

test('the admin downloads the catalogue as CSV from the spreadsheet page', async ({
  page,
}, info) => {
  const token = uniqueToken(info, 'csvdl');
  const product = await createProduct(page, { name: `Export shirt ${token}`, size: 'S,M' });
  await page.goto('/admin');
  await (await adminMenu(page)).getByRole('link', { name: 'Spreadsheet' }).click();
  await expect(
    page.getByRole('heading', { name: 'Catalogue spreadsheet', level: 1 }),
  ).toBeVisible();
  // The sidebar marks this page alone as current, not "Products" too.
  const current = page.locator('nav a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Spreadsheet');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
  expect(text).toContain(`${product.id},Export shirt ${token},mens,Shirt,999.00,true,5,"S,M",,`);
});

test('a file with 3 bad rows shows exactly those 3 and cannot be applied', async ({
  page,
}, info) => {
  const token = uniqueToken(info, 'csvbad');
  const product = await createProduct(page, { name: `Bad rows shirt ${token}`, size: 'S,M' });
  const base = { name: `Row ${token}`, main_category: 'mens', sub_category: 'Shirt', price: '499' };
  await page.goto('/admin/products/import');
  await check(
    page,
    csvFile([
      { ...base, id: String(product.id), price: '650' },
      { ...base, price: 'free' },
      { ...base, main_category: 'toys' },
      { ...base, size: 'S,M', size_stock: 'S:1|XL:2' },
      { ...base },
    ]),
  );
  const problems = page.getByRole('table', { name: 'Problems' }).getByTestId('csv-problem');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toContainText('3');
  await expect(problems.nth(0)).toContainText('price');
  await expect(problems.nth(0)).toContainText('Valid price is required');
  await expect(problems.nth(1)).toContainText('main_category');
  await expect(problems.nth(1)).toContainText('Choose a main category from the list.');
  await expect(problems.nth(2)).toContainText('size_stock');
  await expect(problems.nth(2)).toContainText('XL is not an offered size');
  await expect(count(page, 'problems')).toHaveText('3');
  await expect(page.getByText('Nothing has been changed')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await expectAccessible(page);
  expect((await apiProduct(page.request, product.id))?.price).toBe('999.00');
});

test('a good file is previewed, applied, and the product list shows the change', async ({
  page,
}, info) => {
  const token = uniqueToken(info, 'csvok');
  const product = await createProduct(page, { name: `Sheet shirt ${token}`, size: 'S,M,L' });
  await page.goto('/admin/products/import');
  await check(
    page,
    csvFile([
      {
        id: String(product.id),
        name: `Sheet shirt ${token}`,
        main_category: 'mens',
        sub_category: 'Shirt',
        price: '1275',
        size: 'S,M,L',
        size_stock: 'S:1|M:0|L:4',
      },
      {
        name: `New sheet tee ${token}`,
        main_category: 'mens',
        sub_category: 'T-Shirt',
        price: '349',
        stock: '6',
      },
    ]),
  );
  await expect(count(page, 'to-add')).toHaveText('1');
  await expect(count(page, 'to-change')).toHaveText('1');
  const changes = page.getByRole('list', { name: 'Changes' }).getByTestId('csv-change');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText('price, size_stock');
  await expect(changes.nth(1)).toContainText(`New sheet tee ${token}`);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(
    page.getByText('Catalogue updated: 1 product added, 1 product changed.'),
  ).toBeVisible();
  expect(await apiProduct(page.request, product.id)).toMatchObject({
    price: '1275.00',
    stock: 5,
    size_stock: { S: 1, M: 0, L: 4 },
  });

  await openAdminList(page, token);
  await expect(row(page, product.id)).toContainText('₹1,275.00');
  await expect(page.getByText(`New sheet tee ${token}`).first()).toBeVisible();
});
