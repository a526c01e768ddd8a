// Shared by the cart e2e specs: the demo catalogue as the e2e server seeds it, cart lines for
// localStorage, a window.open recorder and a few page helpers.
import { expect, type Page } from '@playwright/test';
import { DEMO_PRODUCTS, type DemoProduct } from '../db/seed/catalogue';

/** The e2e server seeds a fresh database in DEMO_PRODUCTS order, so ids are 1, 2, 3, … */
export type DemoEntry = DemoProduct & { id: number };
export const CATALOGUE: DemoEntry[] = DEMO_PRODUCTS.map((p, i) => ({ ...p, id: i + 1 }));

// e2e/serve.mjs runs with the default shop settings (lib/server/infra/env-core.ts).
export const SHOP_NAME = 'Style Point Menswear';

const inStock = (p: DemoEntry) => p.available && p.stock > 0;

function pick(label: string, test: (p: DemoEntry) => boolean, skip = 0): DemoEntry {
  const found = CATALOGUE.filter(test)[skip];
  if (!found) throw new Error(`The demo catalogue has no ${label} product`);
  return found;
}

/** In stock with plenty left and clothing sizes (for variant lines). */
export const plenty = (skip = 0) =>
  pick('well-stocked', (p) => inStock(p) && p.stock >= 10 && p.sizes.length > 0, skip);
/** In stock with 2 or 3 left (quantity limits). */
export const lowStock = () => pick('low-stock', (p) => inStock(p) && p.stock >= 2 && p.stock <= 3);
/** Not available, or none left. */
export const soldOut = (skip = 0) => pick('out-of-stock', (p) => !inStock(p), skip);

export interface StoredLine {
  id: number;
  key: string;
  name: string;
  price: string;
  qty: number;
  image: string;
  available: boolean;
  main_category: string;
  sub_category: string;
  color?: string;
  size?: string;
  stock?: number;
}

/** A cart line as the product page would store it (optionally with other facts). */
export function lineFor(p: DemoEntry, over: Partial<StoredLine> = {}): StoredLine {
  return {
    id: p.id,
    key: String(p.id),
    name: p.name,
    price: p.price,
    qty: 1,
    image: '',
    available: true,
    main_category: p.mainCategory,
    sub_category: p.subCategory,
    ...over,
  };
}

/** Opens a light same-origin page and stores the cart (both keys, as the app does). */
export async function seedCart(page: Page, lines: StoredLine[]): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/api/health/');
  await page.evaluate((json) => {
    localStorage.setItem('cart', json);
    localStorage.setItem('cartItems', json);
  }, JSON.stringify(lines));
}

export async function storedCart(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredLine[]);
}

export type OpenMode = 'open' | 'blocked' | 'throw';

/**
 * Replaces window.open before any page script runs: records every URL in `__opened` and
 * returns a stand-in window ('open'), null like a popup blocker ('blocked'), or throws.
 */
export async function recordWindowOpen(page: Page, mode: OpenMode = 'open'): Promise<void> {
  await page.addInitScript((how) => {
    const w = window as unknown as { __opened: string[]; __pending: number };
    w.__opened = [];
    w.__pending = 0;
    window.open = ((url?: string | URL) => {
      w.__opened.push(String(url ?? ''));
      if (how === 'blocked') return null;
      if (how === 'throw') throw new Error('open failed');
      // The order opens an empty window in the click and sends it to WhatsApp once the order is
      // saved: the fake records where it is sent, in place of the empty address.
      const index = w.__opened.length - 1;
      const blank = w.__opened[index] === '';
      if (blank) w.__pending += 1;
      let settled = !blank;
      const settle = () => {
        if (!settled) w.__pending -= 1;
        settled = true;
      };
      const fake = {
        opener: window as Window | null,
        closed: false,
        close() {
          settle();
          fake.closed = true;
        },
        location: {
          set href(next: string) {
            settle();
            w.__opened[index] = String(next);
          },
          get href() {
            return w.__opened[index] ?? '';
          },
        },
      };
      return fake as unknown as Window;
    }) as typeof window.open;
  }, mode);
}

/** The URLs window.open was called with (an order's window: where it was sent, once it was). */
export async function openedUrls(page: Page): Promise<string[]> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pending: number }).__pending))
    .toBe(0);
  return page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

/** The text of a wa.me link, decoded. */
export function whatsappText(url: string): { number: string; text: string } {
  const parsed = new URL(url);
  expect(parsed.origin).toBe('https://wa.me');
  return { number: parsed.pathname.slice(1), text: parsed.searchParams.get('text') ?? '' };
}

/** The nav cart link (its accessible name carries the count). */
export const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(cartLink(page)).toHaveAccessibleName(
    `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  );
}

/** Waits until the cart page has checked today's prices (the order button is enabled or blocked). */
export async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  // With lines (the area is marked before the first paint), on to the checkout, as a shopper goes.
  if ((await page.locator('[data-cart-area][data-cart-lines]').count()) > 0)
    await showCheckout(page);
  await expect(page.getByText('Checking prices…')).toHaveCount(0);
}

export const rupees = (value: string | number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value))}`;

/**
 * Scrolls to the cart page's summary, as a shopper on the way to order does: the checkout form's
 * code is fetched once its place nears the screen (components/cart/checkout-form-slot.tsx).
 */
export async function showCheckout(page: Page): Promise<void> {
  await page.locator('section[aria-labelledby="cart-summary-heading"]').scrollIntoViewIfNeeded();
}

/** Fills the cart page's checkout name (required before "Order on WhatsApp"). */
export async function fillCheckoutName(page: Page, name = 'Asha Verma'): Promise<void> {
  await showCheckout(page);
  await page.getByLabel('Your name').fill(name);
}
