// Shared steps for the account and admin specs: sign in without the UI, make test data through
// the /api contract, and small PNGs generated on the fly.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN } from './fixtures';

export { ADMIN };

/** A token unique to this test and project, so parallel tests never touch each other's rows. */
export function uniqueToken(info: TestInfo, label = 'e2e'): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}${info.project.name.slice(0, 1)}${info.workerIndex}${random}`;
}

/** Signs in through next-auth's credentials callback: the session cookie lands in the page's context. */
export async function signIn(
  page: Page,
  as: 'admin' | 'customer',
  creds: { username: string; password: string } = ADMIN,
) {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const response = await page.request.post(`/api/auth/callback/${as}`, {
    form: { csrfToken, username: creds.username, password: creds.password, json: 'true' },
  });
  expect(response.ok(), `sign in as ${creds.username}`).toBeTruthy();
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user?: { username: string };
  };
  expect(session.user?.username).toBe(creds.username);
}

export async function sessionUser(request: APIRequestContext): Promise<string | null> {
  const session = (await (await request.get('/api/auth/session')).json()) as {
    user?: { username: string };
  };
  return session.user?.username ?? null;
}

/** A new customer account through POST /api/user-register/. */
/** A made-up client address: registrations are limited per address (10 an hour). */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function registerCustomer(request: APIRequestContext, info: TestInfo) {
  const username = uniqueToken(info, 'cust');
  const creds = { username, email: `${username}@example.com`, password: 'customer-pass-1' };
  const response = await request.post('/api/user-register/', {
    data: creds,
    headers: { 'x-forwarded-for': randomAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return creds;
}

export async function png(
  width: number,
  height: number,
  rgb: [number, number, number],
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();
}

export const pngFile = async (
  name: string,
  rgb: [number, number, number],
  width = 1600,
  height = 1000,
) => ({
  name,
  mimeType: 'image/png',
  buffer: await png(width, height, rgb),
});

export interface ApiProduct {
  id: number;
  name: string;
  price: string;
  available: boolean;
  stock: number;
  /** Counts by size in size order, or null when not tracked per size. */
  size_stock: Record<string, number> | null;
  images: { id: number; url: string }[];
}

/** Creates a product through POST /api/products/ with the signed-in admin's session cookie. */
export async function createProduct(
  page: Page,
  fields: Record<string, string>,
  images: { name: string; mimeType: string; buffer: Buffer }[] = [],
): Promise<ApiProduct> {
  const form = new FormData();
  const all = {
    main_category: 'mens',
    sub_category: 'Shirt',
    price: '999.00',
    stock: '5',
    available: 'true',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  for (const image of images)
    form.append(
      'images',
      new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }),
      image.name,
    );
  const response = await page.request.post('/api/products/', { multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiProduct;
}

/** Changes fields of a product through PUT /api/products/{id}/ (multipart), as another device would. */
export async function updateProductFields(
  page: Page,
  id: number,
  fields: Record<string, string>,
): Promise<ApiProduct> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await page.request.put(`/api/products/${id}/`, { multipart: form });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiProduct;
}

export async function apiProduct(
  request: APIRequestContext,
  id: number,
): Promise<ApiProduct | null> {
  const response = await request.get(`/api/products/${id}/`);
  return response.status() === 404 ? null : ((await response.json()) as ApiProduct);
}

/** The admin list filtered to this test's rows. */
export async function openAdminList(page: Page, token: string) {
  await page.goto(`/admin/products?q=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
}

export const row = (page: Page, id: number) =>
  page.locator(`[data-testid="admin-product-row"][data-product-id="${id}"]`);

/** The admin menu, opened first on a phone (where it sits behind its Menu button). */
export async function adminMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const toggle = nav.getByRole('button', { name: /^Menu/ });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return nav;
}
