// The order pages, at 1280 px and on a 375 px phone: a guest's order placed through
// the API, its public status page (masked, never cached, 404 for any other token), the admin
// inbox moving it along (confirm takes stock per size, cancel with a reason gives it back, a
// confirm the stock cannot meet names the short line), "My orders" and the wanted list.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomAddress, registerCustomer, signIn } from './admin-helpers';
import { expectAccessible } from './fixtures';
import { adminApi, sizedShirt, sizeStockOf } from './order-support';
import { expectToastShown, recordToasts } from './toasts';

interface PlacedOrder {
  number: string;
  token: string;
  status_url: string;
  subtotal: string;
}

// Not the shop's own number (the default SHOP_WHATSAPP), which the page links to for help.
const PHONE = { typed: '98111 22334', digits: '9811122334', masked: '+91 ••••••2334' };
// Nothing like the shop's own address, which the footer shows.
const ADDRESS = { street: '45 Residency Lane, Koramangala', pincode: '560095' };

/** POST /api/orders/ as a guest (no session, no token), from an address of its own. */
async function placeOrder(
  request: APIRequestContext,
  lines: { product_id: number; size: string; qty: number }[],
  details: Record<string, string> = {},
): Promise<PlacedOrder> {
  const response = await request.post('/api/orders/', {
    data: {
      lines,
      name: 'Asha Verma',
      phone: PHONE.typed,
      fulfilment: 'delivery',
      address: ADDRESS.street,
      pincode: ADDRESS.pincode,
      note: '',
      ...details,
    },
    headers: { 'x-forwarded-for': randomAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlacedOrder;
}

const statusPath = (order: PlacedOrder) => new URL(order.status_url).pathname;
const card = (page: Page, number: string) =>
  page.locator(`[data-testid="order-card"][data-order-number="${number}"]`);

/** Saves a screenshot when E2E_SHOTS_DIR is set (the notes' screenshots); otherwise nothing. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `orders-${name}-${width}.png`), fullPage: true });
}

test.describe('orders', () => {
  test('a guest order: status page, confirmed from the inbox (stock drops), cancelled (stock back)', async ({
    page,
    request,
    playwright,
  }, info) => {
    // Many steps, two axe runs: more than the default 45 s on a busy machine.
    test.slow();
    const api = await adminApi(playwright, info);
    const shirt = await sizedShirt(api, info, {
      name: 'Linen shirt',
      price: '1499.00',
      color: 'Blue',
      sizeStock: { S: 0, M: 4, L: 2 },
    });
    // Two sizes of one shirt, picked from what the API says is in stock.
    const before = await sizeStockOf(api, shirt.id);
    const [first, second] = Object.entries(before).filter(([, n]) => n >= 1);
    expect(first && second).toBeTruthy();
    const [m, l] = [first![0], second![0]];
    const order = await placeOrder(request, [
      { product_id: shirt.id, size: m, qty: 2 },
      { product_id: shirt.id, size: l, qty: 1 },
    ]);

    // The status page, as the guest sees it (this page has no session yet).
    const answer = await page.goto(statusPath(order));
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toMatch(/no-store/);
    expect(answer?.headers()['cache-control']).toMatch(/private/);
    expect(answer?.headers()['x-page-cache']).toBeUndefined();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);
    await expect(page.getByTestId('order-status')).toHaveText('New');
    const items = page.getByRole('list', { name: 'Items' }).getByTestId('order-line');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(shirt.name);
    await expect(items.nth(0)).toContainText(`Size ${m}`);
    await expect(items.nth(0)).toContainText('Qty 2');
    await expect(items.nth(0)).toContainText('₹2,998.00');
    await expect(items.nth(1)).toContainText(`Size ${l}`);
    await expect(page.getByTestId('order-subtotal')).toHaveText('₹4,497.00');
    await expect(page.getByTestId('masked-phone')).toHaveText(PHONE.masked);
    await expect(page.getByTestId('masked-address')).toHaveText('45 ••• (PIN 560•••)');
    const html = await page.content();
    for (const secret of [PHONE.digits, PHONE.typed, 'Residency', ADDRESS.pincode, 'Asha']) {
      expect(html.includes(secret), `the page must not show ${secret}`).toBe(false);
    }
    const current = page.locator('[data-testid="timeline-step"][data-state="current"]');
    await expect(current).toContainText('New');
    await expect(current.locator('time')).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m$/,
    );
    await expectAccessible(page);
    await shot(page, 'status-new');

    // Any other token, well-formed or not, is the same 404.
    const otherToken = `${order.token.slice(0, -4)}${order.token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const token of [otherToken, 'abc', `${order.token}x`]) {
      expect((await page.request.get(`/orders/${token}`)).status(), token).toBe(404);
    }

    // The owner sees it on the dashboard (today's orders, the sidebar's new-order count) and
    // confirms it from the inbox.
    await signIn(page, 'admin');
    await page.goto('/admin-dashboard');
    const today = page.getByRole('link', { name: /^Orders today/ });
    await expect(today).toBeVisible();
    expect(Number((await today.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    const newCount = page.getByRole('navigation', { name: 'Admin' }).getByTestId('new-order-count');
    expect(Number((await newCount.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    await page.goto('/admin/orders');
    const mine = card(page, order.number);
    await expect(mine.getByTestId('order-status')).toHaveText('New');
    await expect(mine).toContainText('Asha Verma');
    await expect(mine).toContainText('+91 98111 22334');
    await expect(mine).toContainText(ADDRESS.street);
    await expect(mine).toContainText(`PIN ${ADDRESS.pincode}`);
    await expect(mine.getByTestId('order-line')).toHaveCount(2);
    const message = mine.getByRole('link', { name: /^Message customer/ });
    const href = (await message.getAttribute('href'))!;
    expect(href.startsWith(`https://wa.me/91${PHONE.digits}?text=`)).toBe(true);
    const text = new URL(href).searchParams.get('text')!;
    expect(text).toContain(`Hello Asha, we have received your order ${order.number}`);
    expect(text).toContain(order.status_url);
    await expect(page.getByTestId('status-filter').filter({ hasText: 'New' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'inbox');

    await recordToasts(page);
    await mine.getByRole('button', { name: `Confirm order ${order.number}` }).click();
    await expect(mine.getByTestId('order-status')).toHaveText('Confirmed');
    await expectToastShown(page, `${order.number} is now confirmed.`);
    // The pressed button gave way to the next step's, and the keyboard is on it.
    await expect(
      mine.getByRole('button', { name: `Mark ready for delivery ${order.number}` }),
    ).toBeFocused();
    const confirmedText = new URL((await message.getAttribute('href'))!).searchParams.get('text');
    expect(confirmedText).toContain(`your order ${order.number} is confirmed`);
    expect(await sizeStockOf(api, shirt.id)).toEqual({
      ...before,
      [m]: before[m]! - 2,
      [l]: before[l]! - 1,
    });

    // Paid, from the switch; the mark shows.
    const paid = mine.getByRole('switch', { name: `Paid (${order.number})` });
    await paid.click();
    await expect(paid).toHaveAttribute('aria-checked', 'true');
    await expect(mine.getByTestId('paid-mark')).toBeVisible();

    await page.goto(statusPath(order));
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
    await expect(page.locator('[data-testid="timeline-step"][data-state="current"]')).toContainText(
      'Confirmed',
    );
    await shot(page, 'status-confirmed');

    // Cancelling needs a reason; then the stock is back.
    await page.goto('/admin/orders');
    await mine.getByRole('button', { name: `Cancel order… ${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Reason/)).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Say why the order is cancelled.');
    await expect(dialog.getByLabel(/Reason/)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await shot(page, 'cancel-dialog');
    await dialog.getByLabel(/Reason/).fill('Customer asked to cancel on the phone');
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(mine.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(mine.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
    // No step is left: the keyboard lands on the order's next action, not on the page.
    await expect(message).toBeFocused();
    expect(await sizeStockOf(api, shirt.id)).toEqual(before);

    // The order's own page has the whole history, the reason included.
    await mine.getByRole('link', { name: order.number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);
    const history = page.getByRole('list', { name: 'Order history' }).getByTestId('history-event');
    await expect(history).toHaveCount(4);
    await expect(history.nth(0)).toContainText('New');
    await expect(history.nth(1)).toContainText('Confirmed');
    await expect(history.nth(2)).toContainText('Marked paid');
    await expect(history.nth(3)).toContainText('Cancelled — Customer asked to cancel on the phone');
    await expectAccessible(page);
    await shot(page, 'detail');

    // The customer sees it cancelled, without the shop's note.
    await page.goto(statusPath(order));
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByText('Customer asked to cancel')).toHaveCount(0);
    await api.dispose();
  });

  test('a confirm the stock cannot meet names the short line and changes nothing', async ({
    page,
    request,
    playwright,
  }, info) => {
    const api = await adminApi(playwright, info);
    const shirt = await sizedShirt(api, info, {
      name: 'Linen shirt',
      price: '1499.00',
      color: 'Blue',
      sizeStock: { M: 1, L: 3 },
    });
    // Both orders are taken (stock moves only on confirm); the first confirmed takes the last M.
    const a = await placeOrder(request, [{ product_id: shirt.id, size: 'M', qty: 1 }]);
    const b = await placeOrder(request, [{ product_id: shirt.id, size: 'M', qty: 1 }], {
      fulfilment: 'pickup',
      address: '',
      pincode: '',
    });
    const patch = await api.patch(`/api/orders/${a.number}/`, { data: { status: 'confirmed' } });
    expect(patch.status(), await patch.text()).toBe(200);

    await signIn(page, 'admin');
    await page.goto('/admin/orders?status=new');
    await expect(
      page.getByTestId('status-filter').and(page.locator('[aria-current="page"]')),
    ).toContainText('New');
    const mine = card(page, b.number);
    await expect(mine).toContainText('Pickup at the shop');
    await mine.getByRole('button', { name: `Confirm order ${b.number}` }).click();
    const error = mine.getByTestId('order-error');
    await expect(error).toContainText('Not enough stock to confirm this order.');
    await expect(error).toContainText(`"${shirt.name}" in size M is sold out.`);
    await expect(mine.getByTestId('order-status')).toHaveText('New');
    expect(await sizeStockOf(api, shirt.id)).toEqual({ M: 0, L: 3 });
    await shot(page, 'inbox-stock-short');
    await api.dispose();
  });

  test('"My orders": signed-out visitors sign in first; a customer sees their orders', async ({
    page,
    request,
    playwright,
  }, info) => {
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Forders$/);

    const api = await adminApi(playwright, info);
    const shirt = await sizedShirt(api, info, {
      name: 'Linen shirt',
      price: '1499.00',
      color: 'Blue',
      sizeStock: { M: 5 },
    });
    const customer = await registerCustomer(request, info);
    await signIn(page, 'customer', customer);
    // Placed with the page's session: the order is the customer's.
    const order = await placeOrder(page.request, [{ product_id: shirt.id, size: 'M', qty: 1 }], {
      fulfilment: 'pickup',
      address: '',
      pincode: '',
    });
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const mine = page.locator(`[data-testid="my-order"][data-order-number="${order.number}"]`);
    await expect(page.getByTestId('my-order')).toHaveCount(1);
    await expect(mine).toContainText(`Order ${order.number}`);
    await expect(mine).toContainText('New');
    await expect(mine).toContainText('₹1,499.00');
    await expectAccessible(page);
    await shot(page, 'my-orders');
    await mine.getByRole('link').click();
    await expect(page).toHaveURL(statusPath(order));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);
    await api.dispose();
  });

  test('the wanted list counts who asked and offers a message once the size is back', async ({
    page,
    request,
    playwright,
  }, info) => {
    const api = await adminApi(playwright, info);
    const shirt = await sizedShirt(api, info, {
      name: 'Linen shirt',
      price: '1499.00',
      color: 'Blue',
      sizeStock: { S: 0, M: 2 },
    });
    for (const phone of ['98765 11111', '98765 22222']) {
      const asked = await request.post('/api/notify-requests/', {
        data: { product_id: shirt.id, size: 'S', phone },
        headers: { 'x-forwarded-for': randomAddress() },
      });
      expect(asked.status(), await asked.text()).toBe(201);
    }
    await signIn(page, 'admin');
    await page.goto('/admin/wanted');
    const item = page.locator(`[data-testid="wanted-item"][data-product-id="${shirt.id}"]`);
    await expect(item.getByRole('heading')).toHaveText(`2 people asked for ${shirt.name} in S`);
    await expect(item).toContainText('Still sold out');
    await expect(item.getByRole('link', { name: /^Message/ })).toHaveCount(0);
    await expect(item.getByRole('link', { name: '+91 98765 11111' })).toBeVisible();
    await expectAccessible(page);

    const put = await api.put(`/api/products/${shirt.id}/`, {
      multipart: { size_stock: JSON.stringify({ S: 1, M: 2 }) },
    });
    expect(put.status(), await put.text()).toBe(200);
    await page.reload();
    await expect(item).toContainText('Back in stock');
    const links = item.getByRole('link', { name: /^Message/ });
    await expect(links).toHaveCount(2);
    const href = (await item
      .getByRole('link', { name: 'Message +91 98765 11111' })
      .getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/919876511111?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toMatch(
      new RegExp(
        `^Good news: ${shirt.name} in S is back in stock at .+: https?://.+/product/${shirt.id}\\?size=S$`,
      ),
    );
    await shot(page, 'wanted');
    await api.dispose();
  });
});
