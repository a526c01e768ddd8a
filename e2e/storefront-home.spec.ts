import { test, type Locator, type Page } from '@playwright/test';
import {
  expect,
  hydrated,
  isMobile,
  photoKey,
  productCards,
  SLOW_TEST_MS,
} from './storefront-helpers';
import { expectToastShown, recordToasts } from './toasts';

// The server's HTML is the same at any width: such checks run once, on the 375 px phone.
const SAME_HTML = 'the same HTML at any width: checked at 375 px';

test.describe.configure({ timeout: SLOW_TEST_MS });

/** A finger swiping across the element's middle, as the touch screen reports it. */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const at = (share: number) => ({ x: box.x + box.width * share, y });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(from)] });
  for (let step = 1; step <= 6; step++) {
    const share = from + ((to - from) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(share)] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const CARDS = [
  'Shirt',
  'T-Shirt',
  'Jeans',
  'Cotton Pant',
  'Footwear',
  'Co-ords',
  'Watches',
  'Track',
  'Caps',
  'Jewellery',
  'Sunglasses',
  'Wallets',
  'Combo set',
  'Pants',
  'Shorts',
  'Belt',
  'Suit',
  'Sherwani',
  'Jodhpuri',
  'Kurthas',
  'Dress code',
  'Jacket',
  'Perfume',
  'Cosmetics',
  'Kids & Boys',
];
const SLUGS: Record<string, string> = {
  'T-Shirt': 't-shirt',
  'Cotton Pant': 'cotton-pant',
  'Co-ords': 'co-ords',
  'Combo set': 'combo-set',
  'Dress code': 'dress-code',
  'Kids & Boys': 'kids-and-boys',
};
const slugOf = (label: string) => SLUGS[label] ?? label.toLowerCase();

test.describe('home page', () => {
  test('banner: looping muted video with a poster, headline and Shop Now', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    // The poster is a priority image under the video (the first paint's largest element).
    const poster = page.getByTestId('hero-poster');
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      encodeURIComponent('/demo/hero-poster.jpg'),
    );
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop })),
    ).toEqual({ muted: true, loop: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/all-products',
    );

    const src = (await video.getAttribute('src'))!;
    const file = await request.get(src);
    expect(file.headers()['content-type']).toBe('video/mp4');
    expect((await file.body()).length).toBeLessThan(400 * 1024);
    expect((await request.get('/demo/hero-poster.jpg')).status()).toBe(200);
  });

  test('the video can be paused and played again', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    // Playing once hydrated (autoplay, muted).
    await (await hydrated(page.getByRole('button', { name: 'Pause background video' }))).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play background video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test('imported banner: Shop Imported opens the category, View All Imported filters all products', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Shop Imported' })).toHaveAttribute(
      'href',
      '/category/imported?label=Imported',
    );
    await page.getByRole('link', { name: 'View All Imported' }).click();
    await expect(page).toHaveURL(/\/all-products\?filter=imported$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Imported Collection');
    const tags = await productCards(page)
      .getByRole('list', { name: 'Categories' })
      .locator('li:first-child')
      .allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set(['Imported']));
  });

  test('loading fetches no other page; a pointer on a link fetches that page', async ({ page }) => {
    // The router's page fetches carry `_rsc` in their address (prefetches and navigations).
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) fetched.push(url.pathname + url.search);
    });
    await page.goto('/');
    const link = page.getByRole('link', { name: 'View All Imported' });
    await hydrated(link);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await link.hover();
    await expect
      .poll(() => fetched.filter((path) => path.startsWith('/all-products?')))
      .not.toEqual([]);
    expect(fetched.every((path) => path.startsWith('/all-products?'))).toBe(true);
  });

  test('the 25 fixed category cards, in order, each linking to its category with its label', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.getByTestId('category-card');
    await expect(cards).toHaveCount(25);
    expect((await cards.allTextContents()).map((t) => t.trim())).toEqual(CARDS);
    for (const [i, label] of CARDS.entries()) {
      await expect(cards.nth(i)).toHaveAttribute(
        'href',
        `/category/${slugOf(label)}?label=${encodeURIComponent(label)}`,
      );
    }
    // The demo catalogue has a photo for every one of them.
    await expect(cards.locator('img')).toHaveCount(25);
  });

  test('a category card shows the newest product photo of its category', async ({ page }) => {
    await page.goto('/');
    const cover = photoKey(
      await page
        .getByTestId('category-card')
        .filter({ hasText: /^Jeans$/ })
        .locator('img')
        .getAttribute('src'),
    );
    await page.goto('/category/jeans?label=Jeans');
    const newest = photoKey(
      await productCards(page).first().locator('img').first().getAttribute('src'),
    );
    expect(cover).toMatch(/^\/media\//);
    expect(cover).toBe(newest);
  });

  test('no two category cards show the same product; each shows one of its own category', async ({
    page,
  }) => {
    await page.goto('/');
    const shown = await page
      .getByTestId('category-card')
      .evaluateAll((cards) =>
        cards.map((c) => [c.textContent?.trim() ?? '', Number(c.getAttribute('data-product-id'))]),
      );
    const ids = shown.map(([, id]) => id);
    expect(new Set(ids).size).toBe(25);
    const byLabel = Object.fromEntries(shown) as Record<string, number>;
    const product = async (id: number) =>
      (await (await page.request.get(`/api/products/${id}/`)).json()) as {
        main_category: string;
        sub_category: string;
      };
    // The two pairs that used to share a photo: a perfume, and the newest tee.
    expect((await product(byLabel['Perfume']!)).sub_category).toBe('Perfume');
    expect((await product(byLabel['Cosmetics']!)).main_category).toBe('cosmetics');
    expect((await product(byLabel['T-Shirt']!)).sub_category).toBe('T-Shirt');
    expect((await product(byLabel['Kids & Boys']!)).main_category).toBe('kidsboys');
  });

  test('Kids & Boys card opens the main category under its label', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('category-card').filter({ hasText: 'Kids & Boys' }).click();
    await expect(page).toHaveURL(/\/category\/kids-and-boys\?label=Kids%20%26%20Boys$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kids & Boys');
    const mains = await productCards(page)
      .getByRole('list', { name: 'Categories' })
      .locator('li:first-child')
      .allTextContents();
    expect(new Set(mains)).toEqual(new Set(['Kids and Boys']));
  });

  test('the 16 newest products, each with Quick View and Details, then View More Products', async ({
    page,
  }) => {
    await page.goto('/all-products');
    const newest = await productCards(page).evaluateAll((els) =>
      els.slice(0, 16).map((e) => e.getAttribute('data-product-id')),
    );
    await page.goto('/');
    const cards = productCards(page);
    await expect(cards).toHaveCount(16);
    expect(
      await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id'))),
    ).toEqual(newest);
    for (const card of await cards.all()) {
      await expect(card.getByRole('button', { name: /^Quick View: / })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Details: / })).toBeVisible();
      await expect(card.locator('p', { hasText: /^₹[\d,]+\.\d{2}$/ })).toHaveCount(1);
    }
    await cards
      .first()
      .getByRole('link', { name: /^Details: / })
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${newest[0]}$`));
    await page.goBack();
    // Back on the home page the browser restores the scroll position while the page renders
    // again, so a pointer aimed at the link may land beside it; the keyboard reaches it wherever
    // the page has scrolled to.
    await expect(page).toHaveURL(/\/$/);
    await expect(cards).toHaveCount(16);
    await (await hydrated(page.getByRole('link', { name: 'View More Products' }))).press('Enter');
    await expect(page).toHaveURL(/\/all-products$/);
  });

  test('cards fetch their product page when a shopper reaches for one, not as they load', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.headers()['rsc'] && url.pathname.startsWith('/product/'))
        fetched.push(url.pathname);
    });
    await page.goto('/');
    const first = productCards(page).first();
    const details = await hydrated(first.getByRole('link', { name: /^Details: / }));
    const id = await first.getAttribute('data-product-id');
    // Every card and category tile has been on screen or near it by now.
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1500);
    expect(fetched).toEqual([]);
    await details.focus();
    await expect.poll(() => fetched, { timeout: 15_000 }).toContain(`/product/${id}`);
  });

  test('card descriptions are previews of at most 70 characters', async ({ page }) => {
    test.skip(test.info().project.name !== 'storefront-mobile', SAME_HTML);
    await page.goto('/');
    const previews = await productCards(page).getByTestId('card-preview').allTextContents();
    expect(previews.length).toBe(16);
    for (const text of previews) expect(text.replace(/…$/, '').length).toBeLessThanOrEqual(70);
    expect(previews.some((t) => t.endsWith('…'))).toBe(true);
  });

  test('Quick View: a modal dialog that keeps focus, adds to cart, closes on Escape and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const card = productCards(page).first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const opener = card.getByRole('button', { name: `Quick View: ${name}`, exact: true });
    await (await hydrated(opener)).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^₹[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View details' })).toBeVisible();
    const products = (await (await page.request.get('/api/products/')).json()) as {
      name: string;
      description: string;
    }[];
    const description = products.find((p) => p.name === name)!.description;
    await expect(dialog.getByText(description.replace(/\s+/g, ' ').slice(0, 100))).toBeVisible();

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await recordToasts(page);
    await dialog.getByRole('button', { name: `Add to Cart: ${name}`, exact: true }).click();
    await expectToastShown(page, 'Added to cart ✔');
    await expect(
      dialog.getByRole('button', { name: `Remove from Cart: ${name}`, exact: true }),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('Quick View photos follow the arrow keys inside the dialog', async ({ page }) => {
    await page.goto('/');
    const card = productCards(page)
      .filter({ has: page.locator('[data-testid="card-carousel"] span span:nth-child(2)') })
      .first();
    await (await hydrated(card.getByRole('button', { name: /^Quick View: / }))).click();
    const dialog = page.getByRole('dialog');
    const position = dialog.getByTestId('gallery-position');
    await expect(position).toHaveText(/^Photo 1 of \d$/);
    await dialog.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(/^Photo 2 of \d$/);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(/^Photo 1 of \d$/);
  });

  test('hover carousel: a new photo every 1200 ms while hovered, back to the first on leave', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'phones have no hover');
    await page.goto('/');
    const carousel = productCards(page)
      .locator('[data-testid="card-carousel"]')
      .filter({ has: page.locator('span span:nth-child(2)') })
      .first();
    await hydrated(carousel);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    await page.waitForTimeout(600);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await expect(carousel).toHaveAttribute('data-index', '1', { timeout: 1500 });
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-index', '0');
  });

  test('on a phone, a sideways swipe on a card photo shows the next photo and back', async ({
    page,
  }) => {
    test.skip(!isMobile(page), 'a touch screen');
    await page.goto('/');
    const card = productCards(page)
      .filter({ has: page.locator('[data-testid="card-carousel"] span span:nth-child(2)') })
      .first();
    const carousel = card.getByTestId('card-carousel');
    await hydrated(carousel);
    await carousel.scrollIntoViewIfNeeded();
    const id = await card.getAttribute('data-product-id');
    const { images } = (await (await page.request.get(`/api/products/${id}/`)).json()) as {
      images: { url: string }[];
    };
    // The photo a person sees: the last one drawn fully opaque (later photos lie on top).
    const shown = async () =>
      photoKey(
        await carousel.evaluate(
          (link) =>
            [...link.querySelectorAll('img')]
              .filter((img) => getComputedStyle(img).opacity === '1')
              .at(-1)
              ?.getAttribute('src') ?? null,
        ),
      );
    expect(await shown()).toBe(new URL(images[0]!.url).pathname);

    await swipe(page, carousel, 'left');
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect.poll(shown).toBe(new URL(images[1]!.url).pathname);
    // A swipe is not a tap: the shopper is still on the home page.
    await expect(page).toHaveURL(/\/$/);
    await swipe(page, carousel, 'right');
    await expect(carousel).toHaveAttribute('data-index', '0');
  });

  test('hover carousel stays still with prefers-reduced-motion', async ({ page }) => {
    test.skip(isMobile(page), 'phones have no hover');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = productCards(page)
      .locator('[data-testid="card-carousel"]')
      .filter({ has: page.locator('span span:nth-child(2)') })
      .first();
    await hydrated(carousel);
    await carousel.hover();
    await page.waitForTimeout(2700);
    await expect(carousel).toHaveAttribute('data-index', '0');
  });
});
