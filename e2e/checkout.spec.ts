// Checkout on the cart page, at 1280 px and on a 375 px phone: the details form (inline errors),
// the order saved before WhatsApp opens (the message carries the number, what the shopper typed
// and the status link; the admin confirms it and stock per size drops), one order however often
// the shopper opens it again, a server failure still opening WhatsApp with the same message
// without a number, and a 409 marking the refused line.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { randomAddress } from './admin-helpers';
import {
  SHOP_NAME,
  lineFor,
  openCart,
  plenty,
  seedCart,
  storedCart,
  whatsappText,
  type StoredLine,
} from './cart-support';
import { expectAccessible } from './fixtures';
import { adminApi, sizedShirt, sizeStockOf, type SizedProduct } from './order-support';

const PHONE_ERROR = 'Enter a 10-digit Indian mobile number, e.g. 98765 43210.';
const FALLBACK_NOTE =
  'We couldn’t save your order, but your WhatsApp message has everything the shop needs.';

const sizedLine = (p: SizedProduct, size: string, qty: number, stock: number): StoredLine => ({
  id: p.id,
  key: `${p.id}|White|${size}`,
  name: p.name,
  price: '1299.00',
  qty,
  image: '',
  available: true,
  main_category: 'mens',
  sub_category: 'Shirt',
  color: 'White',
  size,
  stock,
});

/** WhatsApp is not reached in tests: its page is answered here, the address is what counts. */
async function stubWhatsApp(page: Page) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
}

/** Clicks Order on WhatsApp and returns the window the click opened. */
async function orderAndCatchWindow(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
  return popup;
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `checkout-${name}-${width}.png`), fullPage: true });
}

test.describe('checkout', () => {
  test.beforeEach(async ({ page }) => {
    // Orders are limited per client address: every test orders from an address of its own.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomAddress() });
    await stubWhatsApp(page);
  });

  test('a guest orders two sizes of one shirt: the message has the number and status link; confirming takes the stock', async ({
    page,
    playwright,
  }, info) => {
    test.slow();
    const api = await adminApi(playwright, info);
    // No size sold out: the size specs pick products with one (trackedWith), never this one.
    const shirt = await sizedShirt(api, info, {
      name: 'Oxford shirt',
      price: '1299.00',
      color: 'White',
      sizeStock: { M: 4, L: 2 },
    });
    const before = await sizeStockOf(api, shirt.id);
    const [m, l] = Object.entries(before)
      .filter(([, n]) => n >= 2)
      .map(([size]) => size);
    expect(m && l).toBeTruthy();
    await seedCart(page, [
      sizedLine(shirt, m!, 2, before[m!]!),
      sizedLine(shirt, l!, 1, before[l!]!),
    ]);
    await openCart(page);
    await shot(page, 'form');

    // An invalid phone is explained inline, on the field, which gets the focus.
    await page.getByLabel('Your name').fill('Asha Verma');
    const phone = page.getByLabel('Phone (optional)');
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#checkout-phone-error')).toHaveText(PHONE_ERROR);
    await expect(phone).toHaveAccessibleDescription(new RegExp(PHONE_ERROR.slice(0, 20)));
    await expect(phone).toBeFocused();
    // Delivery asks for an address and a PIN code.
    await page.getByLabel('Delivery', { exact: true }).check();
    await page.getByLabel('PIN code').fill('123');
    await shot(page, 'error');
    await expectAccessible(page);
    await phone.fill('98111 22334');
    await page.getByLabel('Delivery address').fill('45 Residency Lane, Koramangala');
    // The state (the invoice's place of supply) follows the PIN code as it is typed; a state
    // picked by hand that the PIN is not in is said at once, naming both.
    const state = page.getByRole('combobox', { name: 'State' });
    const stateError = page.locator('#checkout-state-error');
    const shownState = () => state.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text);
    await page.getByLabel('PIN code').fill('682031');
    await expect.poll(shownState).toBe('Kerala');
    await shot(page, 'state');
    await state.selectOption({ label: 'Karnataka' });
    await expect(stateError).toHaveText('PIN 682031 is in Kerala, not Karnataka.');
    await shot(page, 'state-error');
    await page.getByLabel('PIN code').fill('560095');
    await expect(stateError).toBeEmpty();
    await expect.poll(shownState).toBe('Karnataka');

    const popup = await orderAndCatchWindow(page);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const { text } = whatsappText(popup.url());
    const number = /^Order (\S+)\n/.exec(text)?.[1] ?? '';
    expect(number).toMatch(/^[A-Z]+-\d+$/);
    expect(text).toContain(`Hello ${SHOP_NAME}, I would like to order:`);
    expect(text).toContain(`1. ${shirt.name} (White, ${m})`);
    expect(text).toContain(`2. ${shirt.name} (White, ${l})`);
    const statusUrl = /\n\nTrack your order: (\S+)$/.exec(text)?.[1] ?? '';
    expect(statusUrl).toMatch(/\/orders\/[\w-]{20,}$/);

    expect(text).toContain(
      'Name: Asha Verma\nPhone: +91 98111 22334\nDelivery to: 45 Residency Lane, Koramangala\nPIN code: 560095\nState: Karnataka',
    );

    // The cart says it was sent and links to the status page; the cart is kept, and the button
    // that sent it is now "open WhatsApp again", with the keyboard's focus on it.
    const sent = page.getByTestId('order-sent');
    await expect(sent).toContainText(`Order ${number} sent — track it`);
    await expect(sent.getByRole('link', { name: 'track it' })).toHaveAttribute('href', statusUrl);
    const again = page.getByRole('button', { name: 'Sent — open WhatsApp again' });
    await expect(again).toBeFocused();
    await expect(page.getByRole('button', { name: 'Order on WhatsApp' })).toHaveCount(0);
    await shot(page, 'sent');
    expect(await storedCart(page)).toHaveLength(2);

    // Tapping again (even after a reload) opens the same order's message: no second order.
    await page.reload();
    const reopened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sent — open WhatsApp again' }).click();
    expect((await reopened).url()).toBe(popup.url());
    const inbox = await (await api.get('/api/orders/?page_size=50')).json();
    // This test's shirt was created for it: every order holding it is this cart's.
    const mine = (inbox.results as { number: string; lines: { product_id: number }[] }[]).filter(
      (o) => o.lines.some((line) => line.product_id === shirt.id),
    );
    expect(mine.map((o) => o.number)).toEqual([number]);

    // "Start a new order" asks what Clear cart asks, then empties the cart; the details are
    // remembered for the next order.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Remove every item from your cart?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Start a new order' }).click();
    await expect(page.getByText('Your cart is empty!')).toBeVisible();
    await seedCart(page, [sizedLine(shirt, m!, 1, before[m!]!)]);
    await openCart(page);
    await expect(page.getByLabel('Your name')).toHaveValue('Asha Verma');
    await expect(page.getByLabel('PIN code')).toHaveValue('560095');

    // The status page shows both sizes.
    const statusPath = new URL(statusUrl).pathname;
    await page.goto(statusPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
    const items = page.getByRole('list', { name: 'Items' }).getByTestId('order-line');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`Size ${m}`);
    await expect(items.nth(0)).toContainText('Qty 2');
    await expect(items.nth(1)).toContainText(`Size ${l}`);
    await expect(page.getByTestId('order-status')).toHaveText('New');

    // The owner confirms it: both sizes' stock drops, the status page says Confirmed.
    const confirm = await api.patch(`/api/orders/${number}/`, { data: { status: 'confirmed' } });
    expect(confirm.status(), await confirm.text()).toBe(200);
    const after = await sizeStockOf(api, shirt.id);
    expect(after[m!]).toBe(before[m!]! - 2);
    expect(after[l!]).toBe(before[l!]! - 1);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
    await api.dispose();
  });

  test('a double tap on Order on WhatsApp saves one order and leaves the cart and its link', async ({
    page,
  }) => {
    const a = plenty();
    await seedCart(page, [lineFor(a)]);
    await openCart(page);
    await page.getByLabel('Your name').fill('Ravi');
    // Anything the second touch could set off: a confirm (accepted, as a hurried thumb would)
    // or another WhatsApp window.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));

    // The first touch sends the order and the form gives way to the shorter sent panel; on a
    // phone scrolled to the button the second touch lands on "Start a new order". The page
    // itself taps it the moment the panel shows, so a busy test machine cannot hold the second
    // tap back past the guard's second (a slower save meets the disabled button instead).
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const startNew = [
          ...document.querySelectorAll<HTMLButtonElement>('[data-testid="order-sent"] button'),
        ].find((b) => b.textContent?.includes('Start a new order'));
        if (!startNew) return;
        observer.disconnect();
        startNew.click();
        document.body.dataset.secondTap = 'done';
      }).observe(document.body, { childList: true, subtree: true });
    });
    const button = page.getByRole('button', { name: 'Order on WhatsApp' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const sent = page.getByTestId('order-sent');

    await expect(page.locator('body')).toHaveAttribute('data-second-tap', 'done');
    await expect(sent).toContainText(/Order \S+ sent — track it/);
    await expect(sent.getByRole('link', { name: 'track it' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    expect(await storedCart(page)).toHaveLength(1);
    expect(dialogs).toEqual([]);
    expect(popups).toHaveLength(1);
  });

  test('when the order cannot be saved, WhatsApp still opens with the plain cart message', async ({
    page,
  }) => {
    const a = plenty();
    await seedCart(page, [lineFor(a, { qty: 2 })]);
    await page.route('**/api/orders/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"x"}' }),
    );
    await openCart(page);
    await page.getByLabel('Your name').fill('Ravi');
    const popup = await orderAndCatchWindow(page);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const { text } = whatsappText(popup.url());
    expect(text.startsWith(`Hello ${SHOP_NAME}, I would like to order:\n\n1. ${a.name}`)).toBe(
      true,
    );
    expect(text).toContain('Name: Ravi\nPickup at the shop');
    expect(text).not.toContain('Track your order');
    await expect(page.getByText(FALLBACK_NOTE)).toBeVisible();
    await shot(page, 'fallback');
    expect(await storedCart(page)).toHaveLength(1);
  });

  test('a line sold out meanwhile (409) is marked, explained, and checkout stays blocked', async ({
    page,
  }) => {
    const a = plenty();
    const b = plenty(1);
    await seedCart(page, [lineFor(a), lineFor(b)]);
    const message = `"${a.name}" is sold out.`;
    await page.route('**/api/orders/', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          detail: 'Some items in your cart are no longer available as asked.',
          lines: [{ product_id: a.id, size: null, reason: 'sold_out', available: 0, message }],
        }),
      }),
    );
    await openCart(page);
    await page.getByLabel('Your name').fill('Ravi');
    await page.getByLabel('Phone (optional)').fill('98111 22334');
    const popup = await orderAndCatchWindow(page);
    await expect.poll(() => popup.isClosed()).toBe(true);

    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Out of stock');
    await expect(lines.nth(0).getByTestId('order-problem')).toHaveText(message);
    await expect(lines.nth(1)).not.toContainText('Out of stock');
    await expect(page.getByRole('button', { name: 'Order on WhatsApp' })).toBeDisabled();
    await expect(page.getByTestId('order-outcome')).toContainText(
      'Some items in your cart are no longer available as asked.',
    );
    await shot(page, 'conflict');
    const stored = await storedCart(page);
    expect(stored.map((l) => [l.id, l.available])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);

    // Notify me still opens WhatsApp, and records the request (with the checkout phone) for
    // the shop's wanted list.
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith('/api/notify-requests/') && r.request().method() === 'POST',
    );
    const notifyWindow = page.waitForEvent('popup');
    await lines
      .nth(0)
      .getByRole('button', { name: /Notify/ })
      .click();
    await (await notifyWindow).waitForURL(/^https:\/\/wa\.me\//);
    const answer = await recorded;
    expect(answer.request().postDataJSON()).toEqual({
      product_id: a.id,
      size: null,
      phone: '+919811122334',
    });
    expect(answer.status()).toBe(201);
  });
});
