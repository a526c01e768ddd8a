import { expect, test } from '@playwright/test';
import {
  SHOP_NAME,
  lineFor,
  lowStock,
  openCart,
  openedUrls,
  plenty,
  recordWindowOpen,
  rupees,
  seedCart,
  storedCart,
  whatsappText,
  fillCheckoutName,
} from './cart-support';
import { expectToastShown, recordToasts } from './toasts';

// The shop's default number (lib/server/infra/env-core.ts), digits only in the wa.me link.
/** " (Navy Blue)": every line names its product's colour, however it was added. */
const colour = (p: { color?: string }) => (p.color ? ` (${p.color})` : '');
const SHOP_NUMBER = /^\d{8,15}$/;

test.describe('checkout on WhatsApp', () => {
  test('a 3-line cart opens WhatsApp with the documented message', async ({ page }) => {
    await recordWindowOpen(page);
    const a = plenty();
    const b = plenty(1);
    const c = lowStock();
    await seedCart(page, [
      lineFor(a, { key: `${a.id}|${a.color}|L`, color: a.color, size: 'L', qty: 2 }),
      lineFor(b),
      lineFor(c, { qty: 2 }),
    ]);
    await openCart(page);
    // The plain message (no order number) is what WhatsApp gets when the order cannot be saved;
    // e2e/checkout.spec.ts covers the saved order's message.
    await page.route('**/api/orders/', (route) => route.fulfill({ status: 503, body: '' }));
    await fillCheckoutName(page);
    await page.getByRole('button', { name: 'Order on WhatsApp' }).click();

    const urls = await openedUrls(page);
    expect(urls).toHaveLength(1);
    const { number, text } = whatsappText(urls[0] ?? '');
    expect(number).toMatch(SHOP_NUMBER);

    // Image links are the refreshed product photos, absolute on the site's address.
    const origin = new URL(page.url()).origin;
    const [la, lb, lc] = await storedCart(page);
    for (const line of [la, lb, lc]) expect(line?.image).toMatch(/^\/media\//);
    const total = Number(a.price) * 2 + Number(b.price) + Number(c.price) * 2;
    expect(text).toBe(
      [
        `Hello ${SHOP_NAME}, I would like to order:`,
        '',
        `1. ${a.name} (${a.color}, L)`,
        `   Qty: 2 × ${rupees(a.price)} = ${rupees(Number(a.price) * 2)}`,
        `   Image: ${origin}${la?.image}`,
        `2. ${b.name}${colour(b)}`,
        `   Qty: 1 × ${rupees(b.price)} = ${rupees(b.price)}`,
        `   Image: ${origin}${lb?.image}`,
        `3. ${c.name}${colour(c)}`,
        `   Qty: 2 × ${rupees(c.price)} = ${rupees(Number(c.price) * 2)}`,
        `   Image: ${origin}${lc?.image}`,
        '',
        `Subtotal: ${rupees(total)}`,
        'Items: 5',
        '',
        // What the shopper typed: the shop knows who and how, even without a saved order.
        'Name: Asha Verma',
        'Pickup at the shop',
      ].join('\n'),
    );
    await expect(page.getByTestId('cart-subtotal')).toHaveText(rupees(total));
    // Ordering keeps the cart: the shop confirms on WhatsApp.
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
  });

  test('a blocked popup asks to allow popups', async ({ page }) => {
    await recordWindowOpen(page, 'blocked');
    await seedCart(page, [lineFor(plenty())]);
    await openCart(page);
    await fillCheckoutName(page);
    await recordToasts(page);
    await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
    await expectToastShown(page, 'Please allow popups and try again.');
    expect(await openedUrls(page)).toHaveLength(1);
  });

  test('a failure to open WhatsApp says so', async ({ page }) => {
    await recordWindowOpen(page, 'throw');
    await seedCart(page, [lineFor(plenty())]);
    await openCart(page);
    await fillCheckoutName(page);
    await recordToasts(page);
    await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
    await expectToastShown(page, 'Could not open WhatsApp. Please try again.');
  });
});
