// Shared by the order specs (checkout, order pages): an admin API client with a bearer token, and
// shirts of a test's own, tracked per size, so no other spec's sale moves their counts.
import {
  expect,
  type APIRequestContext,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { ADMIN, uniqueToken } from './admin-helpers';

export interface SizedProduct {
  id: number;
  name: string;
  size_stock: Record<string, number> | null;
}

/** An API client signed in as the e2e admin with a bearer token (no cookies of the page's). */
export async function adminApi(playwright: PlaywrightWorkerArgs['playwright'], info: TestInfo) {
  const anon = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const login = await anon.post('/api/superuser-login/', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  await anon.dispose();
  return playwright.request.newContext({
    baseURL: info.project.use.baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${access}` },
  });
}

/** A shirt of this test's own, tracked per size (parallel projects never share its stock). */
export async function sizedShirt(
  api: APIRequestContext,
  info: TestInfo,
  shirt: { name: string; price: string; color: string; sizeStock: Record<string, number> },
): Promise<SizedProduct> {
  const response = await api.post('/api/products/', {
    multipart: {
      name: `${shirt.name} ${uniqueToken(info, 'ord')}`,
      main_category: 'mens',
      sub_category: 'Shirt',
      price: shirt.price,
      color: shirt.color,
      available: 'true',
      size: Object.keys(shirt.sizeStock).join(','),
      size_stock: JSON.stringify(shirt.sizeStock),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SizedProduct;
}

/** The product's count per size now (`{}` when not tracked per size). */
export async function sizeStockOf(api: APIRequestContext, id: number) {
  const response = await api.get(`/api/products/${id}/`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SizedProduct).size_stock ?? {};
}
