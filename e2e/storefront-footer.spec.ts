import { test } from '@playwright/test';
import { expect, SLOW_TEST_MS } from './storefront-helpers';

// The server's HTML is the same at any width: such checks run once, on the 375 px phone.
const SAME_HTML = 'the same HTML at any width: checked at 375 px';

test.describe.configure({ timeout: SLOW_TEST_MS });

// Demo configuration from lib/server/infra/env-core.ts defaults (e2e/serve.mjs sets no shop details).
const SHOP = {
  name: 'Style Point Menswear',
  address: '12 MG Road, Shivajinagar, Bengaluru, Karnataka 560001, India',
  phone: '+91 98765 43210',
  whatsapp: '919876543210',
  email: 'hello@stylepoint.example',
};

const FOOTER_PAGES: { link: string; url: RegExp; heading: string }[] = [
  { link: 'About us', url: /\/about$/, heading: 'About us' },
  { link: 'Shop', url: /\/all-products$/, heading: 'All Products' },
  { link: 'Categories', url: /\/categories$/, heading: 'All categories' },
  { link: 'New arrivals', url: /\/new-arrivals$/, heading: 'New arrivals' },
  { link: 'Sale', url: /\/sale$/, heading: 'Sale' },
  { link: 'Contact us', url: /\/contact$/, heading: 'Contact us' },
  { link: 'Privacy policy', url: /\/privacy-policy$/, heading: 'Privacy policy' },
  { link: 'Terms & conditions', url: /\/terms-conditions$/, heading: 'Terms & conditions' },
  { link: 'Shipping', url: /\/shipping$/, heading: 'Shipping' },
  { link: 'Returns & exchanges', url: /\/returns$/, heading: 'Returns & exchanges' },
];

test.describe('footer and info pages', () => {
  test('contact details from the configuration and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(SHOP.address)).toBeVisible();
    await expect(footer.getByText('Open every day, 9:00 am – 11:30 pm')).toBeVisible();
    await expect(footer.getByRole('link', { name: SHOP.phone })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(footer.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${SHOP.whatsapp}`,
    );
    await expect(footer.getByRole('link', { name: SHOP.email })).toHaveAttribute(
      'href',
      `mailto:${SHOP.email}`,
    );
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} ${SHOP.name}. All rights reserved.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(
      footer.getByText(
        'You pay the shop itself, by UPI or in cash; this site never asks for card',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
  });

  for (const target of FOOTER_PAGES) {
    test(`footer link "${target.link}" leads to a real page`, async ({ page }) => {
      await page.goto('/');
      const link = page
        .getByRole('contentinfo')
        .getByRole('link', { name: target.link, exact: true });
      // Jumping from the top to the footer draws the product cards it passes (they skip rendering
      // off screen) and moves the footer under the pointer; click once it has settled there.
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(target.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    });
  }

  test('the contact page has address, hours, phone, WhatsApp and email', async ({ page }) => {
    test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByText(SHOP.address)).toBeVisible();
    await expect(main.getByText(/Open every day, 9:00 am – 11:30 pm/)).toBeVisible();
    await expect(main.getByRole('link', { name: SHOP.phone })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(main.getByTestId('contact-whatsapp')).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${SHOP.whatsapp}\\?text=`),
    );
    await expect(main.getByRole('link', { name: SHOP.email })).toHaveAttribute(
      'href',
      `mailto:${SHOP.email}`,
    );
  });

  test('/categories lists every main category with its sub categories', async ({ page }) => {
    await page.goto('/categories');
    for (const main of [
      "Men's Wear",
      'Kids and Boys',
      'Unisex',
      'Imported',
      'Wedding Suit',
      'Cosmetics',
    ]) {
      await expect(page.getByRole('heading', { name: main, level: 2 })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Jodhpuri' }).last().click();
    await expect(page).toHaveURL(/\/category\/weddinghub-jodhpuri\?label=/);
  });

  test('/new-arrivals shows the newest products first', async ({ page }) => {
    test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
    await page.goto('/all-products');
    const newest = await page.getByTestId('product-card').first().getAttribute('data-product-id');
    await page.goto('/new-arrivals');
    await expect(page.getByTestId('product-card').first()).toHaveAttribute(
      'data-product-id',
      newest!,
    );
  });

  test('any other path redirects to the home page', async ({ page, request }) => {
    test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
    for (const path of ['/does-not-exist', '/foo/bar/baz', '/category', '/product']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(response.headers().location).toBe('/');
    }
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('category-card')).toHaveCount(25);
  });
});
