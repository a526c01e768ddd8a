// Sizes, the shopper's side: a size is chosen before anything goes into the cart, on the
// product page (and Quick View) with the picker and on a card with the size sheet; the cart,
// the server cart and the WhatsApp order then name that one size. Per-size stock comes from
// GET /api/products/, never from the seed file.
import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './admin-helpers';
import {
  SHOP_NAME,
  openCart,
  openedUrls,
  recordWindowOpen,
  storedCart,
  whatsappText,
  fillCheckoutName,
} from './cart-support';
import { expectAccessible } from './fixtures';
import {
  apiProducts,
  cardOf,
  categoryPath,
  inStockSizes,
  leftOf,
  offered,
  sizeChip,
  sizeSheet,
  soldOutSizes,
  trackedWith,
  type ApiProduct,
} from './size-support';
import { hydrated, isMobile } from './storefront-helpers';
import { expectToastShown, recordToasts } from './toasts';

const sizeGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Size' });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add to Cart', exact: true });

async function focusIsIn(page: Page, selector: ReturnType<Page['getByRole']>): Promise<boolean> {
  return selector.evaluate((el) => el.contains(document.activeElement));
}

/** Orders the cart on WhatsApp and returns the decoded message. */
async function orderText(page: Page): Promise<string> {
  await openCart(page);
  await fillCheckoutName(page);
  await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
  const [url] = await openedUrls(page);
  return whatsappText(url ?? '').text;
}

/** What the order message says of a line in `size`: "Name (Colour, M)", never the whole list. */
function expectOrderNames(text: string, p: ApiProduct, size: string): void {
  expect(text).toContain(`1. ${p.name} (${p.color}, ${size})\n`);
  expect(text).not.toContain(offered(p).join(', '));
}

test.describe('choosing a size', () => {
  // Logins (argon2), cart refreshes and two viewports on a shared machine.
  test.slow();

  test('product page: sold-out sizes are disabled, Add asks for a size, M goes through login into the cart and the order', async ({
    page,
  }, info) => {
    const p = trackedWith(await apiProducts(page.request), 'M');
    const sold = soldOutSizes(p)[0]!;
    await recordWindowOpen(page);
    await recordToasts(page);
    await page.goto(`/product/${p.id}`);

    const group = sizeGroup(page);
    await expect(group.getByRole('radio')).toHaveCount(offered(p).length);
    await expect(sizeChip(group, sold, true)).toBeDisabled();
    await expect(sizeChip(group, 'M')).toBeEnabled();
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(0);

    // Add without a size: the message beside the group, and focus moves into the group.
    await (await hydrated(addButton(page))).click();
    await expect(page.getByText('Please choose a size')).toBeVisible();
    await expect(group).toHaveAccessibleDescription(/Please choose a size/);
    expect(await focusIsIn(page, group)).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('postAuth'))).toBeNull();
    await expectAccessible(page);

    await sizeChip(group, 'M').click();
    await expect(sizeChip(group, 'M')).toBeChecked();
    await expect(page.getByText('Please choose a size')).toHaveCount(0);
    const left = leftOf(p, 'M');
    await expect(page.getByText(/^Only \d+ left in /)).toHaveCount(left <= 3 ? 1 : 0);

    // Signed out: the intent keeps the size through the login.
    await addButton(page).click();
    await page.waitForURL(/\/login/);
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('postAuth'))) ?? ''),
    ).toEqual({ action: 'ADD_TO_CART', productId: p.id, size: 'M', pathname: `/product/${p.id}` });
    const customer = await registerCustomer(page.request, info);
    await page.getByLabel('Username').fill(customer.username);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`**/product/${p.id}`);
    await expectToastShown(page, 'Added to cart ✔');
    await expect(page.getByText('In your cart: M')).toBeVisible();

    const [line] = await storedCart(page);
    expect(line).toMatchObject({ id: p.id, key: `${p.id}|${p.color}|M`, size: 'M', qty: 1 });
    await expect
      .poll(async () => {
        const body = (await (await page.request.get('/api/cart/')).json()) as {
          items: { product: { id: number }; size: string | null; qty: number }[];
        };
        return body.items.map((i) => ({ id: i.product.id, size: i.size, qty: i.qty }));
      })
      .toEqual([{ id: p.id, size: 'M', qty: 1 }]);

    // Choosing M again offers its removal; another size can still be added.
    await sizeChip(group, 'M').click();
    await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
    const other = inStockSizes(p).find((s) => s !== 'M');
    if (other) {
      await sizeChip(group, other).click();
      await expect(addButton(page)).toBeVisible();
    }

    // The plain message (no order number), as WhatsApp gets it when the order cannot be saved;
    // e2e/checkout.spec.ts covers the saved order's message.
    await page.route('**/api/orders/', (route) => route.fulfill({ status: 503, body: '' }));
    const text = await orderText(page);
    await expect(page.getByTestId('cart-line').getByText(/\bSize: M\b/)).toBeVisible();
    expect(text.startsWith(`Hello ${SHOP_NAME}, I would like to order:`)).toBe(true);
    expectOrderNames(text, p, 'M');
  });

  test('category card, keyboard only: the size sheet adds M; the cart and the order say M', async ({
    page,
  }) => {
    // M must be reached with the arrow keys (not the size the sheet opens on), so the test
    // shows that moving chooses without adding.
    const reachable = (await apiProducts(page.request)).filter((q) => inStockSizes(q)[0] !== 'M');
    const p = trackedWith(reachable, 'M');
    const sold = soldOutSizes(p)[0]!;
    await recordWindowOpen(page);
    await recordToasts(page);
    await page.goto(categoryPath(p));
    const card = cardOf(page, p.name);
    const add = card.getByRole('button', { name: `Add to Cart: ${p.name}`, exact: true });
    await hydrated(add);

    // Tab from the product's name to its Add to Cart, Enter opens the sheet on the first size.
    await card.getByRole('heading').getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    const sheet = sizeSheet(page, p.name);
    await expect(sheet).toBeVisible();
    await expect(sizeChip(sheet, inStockSizes(p)[0]!)).toBeFocused();
    await expect(sizeChip(sheet, sold, true)).toBeDisabled();

    // The arrow keys move (and skip sold-out sizes) without adding anything.
    for (let i = 0; i < offered(p).length; i++) {
      if (await sizeChip(sheet, 'M').evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(sizeChip(sheet, 'M')).toBeFocused();
    await expect(sizeChip(sheet, 'M')).toBeChecked();
    expect(await storedCart(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expectToastShown(page, 'Added to cart ✔');
    await expect(
      card.getByRole('button', { name: `Remove from Cart: ${p.name}`, exact: true }),
    ).toBeFocused();
    const lines = await storedCart(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      id: p.id,
      key: `${p.id}|${p.color}|M`,
      color: p.color,
      size: 'M',
      qty: 1,
    });

    const text = await orderText(page);
    await expect(page.getByTestId('cart-line').getByText(/\bSize: M\b/)).toBeVisible();
    expectOrderNames(text, p, 'M');
  });

  test('the size sheet: a bottom sheet on phones, Escape closes it and gives focus back', async ({
    page,
  }) => {
    const p = trackedWith(await apiProducts(page.request), 'M');
    await page.goto(categoryPath(p));
    const add = cardOf(page, p.name).getByRole('button', {
      name: `Add to Cart: ${p.name}`,
      exact: true,
    });
    await (await hydrated(add)).click();
    const sheet = sizeSheet(page, p.name);
    await expect(sheet).toBeVisible();
    expect(await focusIsIn(page, sheet)).toBe(true);

    const box = (await sheet.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (isMobile(page)) {
      expect(box.width).toBe(viewport.width);
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
    } else {
      expect(box.width).toBeLessThanOrEqual(400);
      expect(box.y + box.height).toBeLessThan(viewport.height);
    }
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(add).toBeFocused();
    expect(await storedCart(page)).toEqual([]);
  });

  test('Quick View: Add asks for a size, then adds the chosen one', async ({ page }) => {
    // Quick View is on the home page's newest cards, which in a full run are mostly products
    // other specs made: every product is a candidate here, and the size with the most left is
    // chosen, so a sale elsewhere during the test cannot sell it out.
    const response = await page.request.get('/api/products/');
    expect(response.ok()).toBe(true);
    const products = (await response.json()) as ApiProduct[];
    await page.goto('/');
    const ids = await page
      .getByTestId('product-card')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-product-id'))));
    const p = ids
      .flatMap((id) => products.find((x) => x.id === id) ?? [])
      .find((x) => inStockSizes(x).length > 0 && x.color !== '');
    if (!p) throw new Error('no product with sizes in stock on the home page');
    const size = [...inStockSizes(p)].sort((a, b) => leftOf(p, b) - leftOf(p, a))[0]!;

    await (
      await hydrated(cardOf(page, p.name).getByRole('button', { name: /^Quick View/ }))
    ).click();
    const dialog = page.getByRole('dialog', { name: p.name });
    await dialog.getByRole('button', { name: `Add to Cart: ${p.name}`, exact: true }).click();
    await expect(dialog.getByText('Please choose a size')).toBeVisible();
    expect(await focusIsIn(page, dialog.getByRole('radiogroup', { name: 'Size' }))).toBe(true);
    expect(await storedCart(page)).toEqual([]);

    await sizeChip(dialog, size).click();
    await recordToasts(page);
    await dialog.getByRole('button', { name: `Add to Cart: ${p.name}`, exact: true }).click();
    await expectToastShown(page, 'Added to cart ✔');
    await expect(
      dialog.getByRole('button', { name: `Remove from Cart: ${p.name}`, exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText(`In your cart: ${size}`)).toBeVisible();
    const [line] = await storedCart(page);
    expect(line).toMatchObject({ id: p.id, key: `${p.id}|${p.color}|${size}`, size });
  });

  test('?size= chooses an offered size; a sold-out one offers Notify me for that size; few left says so', async ({
    page,
  }) => {
    const products = await apiProducts(page.request);
    const p = trackedWith(products, 'M');
    const sold = soldOutSizes(p)[0]!;
    await recordWindowOpen(page);

    await page.goto(`/product/${p.id}?size=m`);
    await expect(sizeChip(sizeGroup(page), 'M')).toBeChecked();
    await page.goto(`/product/${p.id}?size=XXXL`);
    await expect(sizeGroup(page).getByRole('radio', { checked: true })).toHaveCount(0);

    await page.goto(`/product/${p.id}?size=${sold}`);
    await expect(sizeChip(sizeGroup(page), sold, true)).toBeChecked();
    await expect(addButton(page)).toHaveCount(0);
    const notify = page.getByRole('button', { name: `Notify me when ${sold} is back` });
    await (await hydrated(notify)).click();
    await expect(
      page.getByRole('button', { name: `You will be notified when ${sold} is back` }),
    ).toBeDisabled();
    const [url] = await openedUrls(page);
    const { text } = whatsappText(url ?? '');
    expect(text).toContain(`please notify me when this product is back in stock in size ${sold}:`);
    expect(text).toContain(`\nSize: ${sold}\n`);

    // Without the query the sold-out size keeps its own (already sent) request under the picker.
    await page.goto(`/product/${p.id}`);
    await expect(
      page.getByRole('button', { name: `You will be notified when ${sold} is back` }),
    ).toBeDisabled();

    // A tracked size with 1 to 3 left says "Only N left in S" when chosen.
    const few = products
      .filter((x) => x.available && x.size_stock !== null)
      .flatMap((x) => offered(x).map((s) => ({ x, s, left: leftOf(x, s) })))
      .find(({ left }) => left >= 1 && left <= 3);
    if (!few) throw new Error('no tracked size with 1 to 3 left');
    await page.goto(`/product/${few.x.id}`);
    await (await hydrated(sizeChip(sizeGroup(page), few.s))).click();
    await expect(page.getByText(`Only ${few.left} left in ${few.s}`)).toBeVisible();
    await expect(sizeGroup(page)).toHaveAccessibleDescription(
      new RegExp(`Only ${few.left} left in ${few.s}`),
    );
    await expectAccessible(page);
  });
});
