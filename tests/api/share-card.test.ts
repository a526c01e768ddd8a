import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminToken, base } from './support/client';
import { createProduct, jpeg } from './support/products';

// A product named with an emoji or an Indian script answered 500 from its share card,
// because rendering fetched fonts and emoji from CDNs. Where the server cannot reach the internet
// (as in CI) a card that still tried fails here; tests/unit/share-card.test.ts shows that no
// request is made at all.

async function card(pathname: string) {
  const res = await fetch(`${base()}${pathname}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

async function expectCard(pathname: string) {
  const { res, body } = await card(pathname);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect([...body.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  const meta = await sharp(body).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 630]);
  return body;
}

describe('GET /product/{id}/share-card.jpg', () => {
  it('renders a product named with an emoji', async () => {
    const product = await createProduct(await adminToken(), { name: 'Summer tee 🔥' });
    expect(product.name).toBe('Summer tee 🔥');
    await expectCard(`/product/${product.id}/share-card.jpg`);
  });

  it('renders Hindi and Malayalam names, with the product photo', async () => {
    const token = await adminToken();
    for (const name of ['कुर्ता पायजामा', 'കസവ് മുണ്ട് 🔥']) {
      const product = await createProduct(token, { name }, [await jpeg(400, 500)]);
      await expectCard(`/product/${product.id}/share-card.jpg`);
    }
  });
});

describe('GET /share-card.jpg', () => {
  it('renders the shop card', async () => {
    await expectCard('/share-card.jpg');
  });
});
