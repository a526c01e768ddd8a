// Every screen of the shop and the admin, at 1280 px and on a 375 px phone (the two projects),
// looked at the way a person looks at it: the page never scrolls sideways, nothing sticks out of
// the screen or hides behind a sideways scroll, every product photo is that product's own, and
// axe finds nothing serious. One line per page in SCREENS: a new page is one more line.
//
// Read-only on the catalogue (it runs in the first phase beside the storefront specs): it places
// one order and registers one customer per worker, so the order pages have something to show.
// Each worker signs in once per role and opens every page of that role in the same browser
// context, so the app's scripts are fetched once, not once a page.
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { randomAddress, signIn } from './admin-helpers';
import { expectAccessible } from './fixtures';
import { findSweepProblems, productImageProblems } from './screen-checks';
import { SLOW_TEST_MS } from './storefront-helpers';

type Role = 'visitor' | 'admin' | 'customer';

interface Demo {
  /** A product with several photos and sizes (the product page, the edit form, the cart). */
  product: { id: number; name: string; price: string; image: string };
  order: { number: string; token: string };
  /** Each product's photo paths (/media/…), for "is this photo the product's own". */
  photos: Record<number, string[]>;
  customer: { username: string; password: string };
}

interface Sweep {
  demo: Demo;
  /** One browser context per role and worker: signed in once, its cache shared by its pages. */
  contextFor(role: Role): Promise<BrowserContext>;
}

interface Screen {
  path: (demo: Demo) => string;
  as?: Exclude<Role, 'visitor'>;
  /** Open it with the demo product in the cart. */
  cart?: boolean;
}

const page = (path: string, more: Omit<Screen, 'path'> = {}): [string, Screen] => [
  path,
  { path: () => path, ...more },
];

const SCREENS: [string, Screen][] = [
  page('/'),
  page('/all-products'),
  page('/category/shirt'),
  page('/category/mens'),
  ['/product/{id}', { path: (d) => `/product/${d.product.id}` }],
  page('/cart', { cart: true }),
  ['/orders/{token}', { path: (d) => `/orders/${d.order.token}` }],
  page('/account/orders', { as: 'customer' }),
  page('/account/store-credit', { as: 'customer' }),
  page('/login'),
  page('/register'),
  page('/about'),
  page('/contact'),
  page('/shipping'),
  page('/returns'),
  page('/privacy-policy'),
  page('/terms-conditions'),
  page('/categories'),
  page('/new-arrivals'),
  page('/sale'),
  page('/shop'),
  page('/search?q=shirt'),
  page('/admin-dashboard', { as: 'admin' }),
  page('/admin/orders', { as: 'admin' }),
  page('/admin/orders?returns=open', { as: 'admin' }),
  ['/admin/orders/{number}', { path: (d) => `/admin/orders/${d.order.number}`, as: 'admin' }],
  page('/admin/products', { as: 'admin' }),
  page('/admin/products/new', { as: 'admin' }),
  [
    '/admin/products/{id}/edit',
    { path: (d) => `/admin/products/${d.product.id}/edit`, as: 'admin' },
  ],
  page('/admin/products/import', { as: 'admin' }),
  page('/admin/wanted', { as: 'admin' }),
  page('/admin/poster', { as: 'admin' }),
  ['/admin/tags?ids={id}', { path: (d) => `/admin/tags?ids=${d.product.id}`, as: 'admin' }],
  [
    '/admin/orders/{number}/packing-slip',
    { path: (d) => `/admin/orders/${d.order.number}/packing-slip`, as: 'admin' },
  ],
  [
    '/admin/invoices/order/{number}',
    { path: (d) => `/admin/invoices/order/${d.order.number}`, as: 'admin' },
  ],
  page('/admin/search', { as: 'admin' }),
  page('/admin/backups', { as: 'admin' }),
  page('/admin/settings', { as: 'admin' }),
  page('/admin/tax-rates', { as: 'admin' }),
  page('/admin/size-charts', { as: 'admin' }),
  page('/admin/size-charts/new', { as: 'admin' }),
  page('/admin/invoices', { as: 'admin' }),
  page('/admin/sales', { as: 'admin' }),
  page('/admin/store-credit?phone=9876543210', { as: 'admin' }),
  page('/admin/counter', { as: 'admin' }),
  page('/admin/counter/day', { as: 'admin' }),
  page('/admin/stock/receive', { as: 'admin' }),
  page('/admin/stock/count', { as: 'admin' }),
  page('/admin/reorder', { as: 'admin' }),
  [
    '/admin/products/{id}/ledger',
    { path: (d) => `/admin/products/${d.product.id}/ledger`, as: 'admin' },
  ],
];

type ApiProduct = {
  id: number;
  name: string;
  price: string;
  available: boolean;
  stock: number;
  size_stock: Record<string, number> | null;
  images: { url: string }[];
};

const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ browser, playwright }, provide, info) => {
      const baseURL = info.project.use.baseURL!;
      const api = await playwright.request.newContext({ baseURL });
      const demo = await makeDemo(api, info.workerIndex);
      await api.dispose();
      const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = info.project.use;
      const contexts = new Map<Role, Promise<BrowserContext>>();
      const contextFor = (role: Role) => {
        if (!contexts.has(role)) {
          const made = browser
            .newContext({ baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent })
            .then(async (context) => {
              if (role === 'visitor') return context;
              const page = await context.newPage();
              await signIn(page, role, role === 'customer' ? demo.customer : undefined);
              await page.close();
              return context;
            });
          contexts.set(role, made);
        }
        return contexts.get(role)!;
      };
      await provide({ demo, contextFor });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

/** The demo catalogue's facts, one order with long details, and a customer to sign in as. */
async function makeDemo(api: APIRequestContext, worker: number): Promise<Demo> {
  const products = (await (await api.get('/api/products/')).json()) as ApiProduct[];
  const photos = Object.fromEntries(
    products.map((p) => [p.id, p.images.map((i) => new URL(i.url).pathname)]),
  );
  // The longest name among products in stock: long names are what push layouts wide.
  const product = products
    .filter((p) => p.available && p.stock > 0 && p.images.length > 1)
    .sort((a, b) => b.name.length - a.name.length)[0]!;
  const size = Object.entries(product.size_stock ?? {}).find(([, n]) => n > 0)?.[0] ?? null;
  const placed = await api.post('/api/orders/', {
    headers: { 'x-forwarded-for': randomAddress() },
    data: {
      name: 'Lakshmi Narayanan Venkataraman',
      fulfilment: 'delivery',
      address: '14/2 Lakshmi Nivas, Old Post Office Road, Thiruvananthapuram',
      pincode: '695001',
      note: 'Please call before coming; the gate is at the back.',
      lines: [{ product_id: product.id, size, qty: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const username = `sweep${worker}${Date.now().toString(36)}`;
  const customer = { username, password: 'customer-pass-1' };
  const registered = await api.post('/api/user-register/', {
    headers: { 'x-forwarded-for': randomAddress() },
    data: { ...customer, email: `${username}@example.com` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return {
    product: {
      id: product.id,
      name: product.name,
      price: product.price,
      image: new URL(product.images[0]!.url).pathname,
    },
    order: (await placed.json()) as { number: string; token: string },
    photos,
    customer,
  };
}

async function open(page: Page, screen: Screen, demo: Demo) {
  if (screen.cart) {
    const line = {
      id: demo.product.id,
      key: String(demo.product.id),
      name: demo.product.name,
      price: demo.product.price,
      qty: 1,
      image: demo.product.image,
      available: true,
      main_category: 'mens',
      sub_category: 'Shirt',
    };
    await page.addInitScript(
      (json) => {
        localStorage.setItem('cart', json);
        localStorage.setItem('cartItems', json);
      },
      JSON.stringify([line]),
    );
  }
  const response = await page.goto(screen.path(demo));
  expect(response?.status(), 'the page answers').toBeLessThan(400);
  await page.waitForLoadState('load');
  // Client pieces settle (the cart checks its prices, dynamic chunks arrive).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// axe over a 50-row admin list takes a while on a loaded machine.
test.describe.configure({ timeout: SLOW_TEST_MS });

for (const [name, screen] of SCREENS) {
  const role = screen.as ?? 'visitor';
  test(`${name} (${role}) fits the screen, shows each product's own photos and passes axe`, async ({
    sweep,
  }) => {
    const page = await (await sweep.contextFor(role)).newPage();
    try {
      await open(page, screen, sweep.demo);
      const wide = await page.evaluate(findSweepProblems);
      expect(wide, 'nothing wider than the screen or hidden sideways').toEqual([]);
      const photos = await page.evaluate(productImageProblems, sweep.demo.photos);
      expect(photos, "every product photo is its own product's").toEqual([]);
      await expectAccessible(page);
    } finally {
      await page.close();
    }
  });
}
