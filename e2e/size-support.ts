// Shared by the specs that choose sizes: the catalogue's per-size stock as the API reports it
// (never hard-coded: the demo catalogue's counts may change), and the card's size sheet.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../db/seed/catalogue';
import { mainCategoryLabel } from '../lib/shared/categories';
import { slugify } from '../lib/shared/slug';

/** The product object of GET /api/products/ (the fields these specs read). */
export interface ApiProduct {
  id: number;
  name: string;
  color: string;
  brand: string;
  size: string;
  footwear_size: string;
  main_category: string;
  sub_category: string;
  available: boolean;
  stock: number;
  in_stock: boolean;
  size_stock: Record<string, number> | null;
}

const DEMO_NAMES = new Set(DEMO_PRODUCTS.map((p) => p.name));

/**
 * The demo catalogue's products as the API reports them. Products other specs create (and whose
 * stock they change, e.g. by confirming orders) are left out: a spec running beside them must
 * never pick a product whose counts move under it.
 */
export async function apiProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiProduct[]).filter((p) => DEMO_NAMES.has(p.name));
}

const list = (text: string) => (text ? text.split(',').map((s) => s.trim()) : []);

/** The sizes the product offers, clothing then footwear. */
export const offered = (p: ApiProduct): string[] => [...list(p.size), ...list(p.footwear_size)];

/** How many of `size` can be sold (an untracked product sells every size from its total). */
export function leftOf(p: ApiProduct, size: string): number {
  if (!p.available || !offered(p).includes(size)) return 0;
  return p.size_stock ? (p.size_stock[size] ?? 0) : p.stock;
}

export const inStockSizes = (p: ApiProduct) => offered(p).filter((s) => leftOf(p, s) > 0);
export const soldOutSizes = (p: ApiProduct) => offered(p).filter((s) => leftOf(p, s) === 0);

/**
 * A product counted per size, on sale, with `size` in stock and another size sold out: the
 * state every size test needs. Fails clearly when the catalogue has none.
 */
export function trackedWith(products: ApiProduct[], size: string, skip = 0): ApiProduct {
  const found = products.filter(
    (p) =>
      p.available &&
      p.size_stock !== null &&
      leftOf(p, size) > 0 &&
      soldOutSizes(p).length > 0 &&
      p.color !== '',
  )[skip];
  if (!found) throw new Error(`no product on sale has ${size} in stock and a size sold out`);
  return found;
}

/** The category page that lists the product (its main and sub category). */
export const categoryPath = (p: ApiProduct) =>
  `/category/${slugify(`${mainCategoryLabel(p.main_category)} ${p.sub_category}`)}`;

export const cardOf = (page: Page, name: string): Locator =>
  page.getByTestId('product-card').filter({ has: page.getByRole('link', { name, exact: true }) });

/** The card's size sheet for the product. */
export const sizeSheet = (page: Page, name: string): Locator =>
  page.getByRole('dialog', { name: `Choose a size for ${name}` });

/** A size chip: "M" when it can be chosen, "M, sold out" when not. */
export const sizeChip = (scope: Page | Locator, size: string, soldOut = false): Locator =>
  scope.getByRole('radio', { name: soldOut ? `${size}, sold out` : size, exact: true });

/** A size of the product in stock today (M when it is), read from the API. */
export async function stockedSize(request: APIRequestContext, id: number): Promise<string> {
  const product = (await apiProducts(request)).find((p) => p.id === id);
  const sizes = product ? inStockSizes(product) : [];
  const size = sizes.includes('M') ? 'M' : sizes[0];
  if (!size) throw new Error(`product ${id} has no size in stock`);
  return size;
}

/** Picks `size` in the size sheet a card's Add to Cart opened; the sheet closes. */
export async function chooseInSheet(page: Page, name: string, size: string): Promise<void> {
  const sheet = sizeSheet(page, name);
  await expect(sheet).toBeVisible();
  await sizeChip(sheet, size).click();
  await expect(sheet).toBeHidden();
}
