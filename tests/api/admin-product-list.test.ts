// What the owner sees in the product list and on the dashboard, read from the pages the server
// renders: which photo each row shows (its own product's cover, small), what "#id" finds, and
// the cover photo the owner picks on the edit page ("Make cover").
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { actionBody, actionId } from './support/actions';
import { adminToken, base, call, unique } from './support/client';
import { createProduct, jpeg } from './support/products';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let cookie: string;

type Made = Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  admin = await adminToken();
  cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
});

/** The admin page's HTML, as the signed-in owner gets it. */
async function adminPage(pathname: string): Promise<string> {
  const answer = await fetch(`${base()}${pathname}`, { headers: { cookie } });
  expect(answer.status, pathname).toBe(200);
  return answer.text();
}

/** Each row's product id and the photo its thumbnail asks for (file and width). */
function rowPhotos(
  html: string,
  rowMarker: string,
): { id: number; photo: string; width: number }[] {
  return html
    .split(rowMarker)
    .slice(1)
    .flatMap((chunk) => {
      const id = /data-product-id="(\d+)"/.exec(chunk)?.[1];
      const src = /<img[^>]*?\ssrc="([^"]+)"/.exec(chunk)?.[1]?.replaceAll('&amp;', '&');
      if (!id || !src) return [];
      const url = new URL(src, base());
      return [
        {
          id: Number(id),
          photo: url.searchParams.get('url') ?? url.pathname,
          width: Number(url.searchParams.get('w')),
        },
      ];
    });
}

const coverOf = (product: Made) => new URL(product.images[0]!.url).pathname;

describe('the admin product list', () => {
  let word: string;
  let made: Made[];

  beforeAll(async () => {
    word = unique('thumbs');
    made = [];
    for (const colour of ['#cc3333', '#33cc33', '#3333cc']) {
      made.push(
        await createProduct(admin, { name: `${word} shirt ${colour}` }, [
          await jpeg(80, 60, colour),
          await jpeg(80, 60, '#999999'),
        ]),
      );
    }
  });

  it('shows each row its own product’s cover, asked for at thumbnail size', async () => {
    const rows = rowPhotos(
      await adminPage(`/admin/products?q=${word}`),
      'data-testid="admin-product-row"',
    );
    expect(rows.map((r) => r.id).sort()).toEqual(made.map((p) => p.id).sort());
    for (const row of rows) {
      const product = made.find((p) => p.id === row.id)!;
      expect(row.photo, `row ${row.id}`).toBe(coverOf(product));
      expect(row.width).toBeLessThanOrEqual(192);
    }
    expect(new Set(rows.map((r) => r.photo)).size).toBe(3);
  });

  it('shows the dashboard’s newest products each with its own photo', async () => {
    const html = await adminPage('/admin-dashboard');
    // Other test files add products meanwhile: whichever are newest, each row shows its own.
    const rows = rowPhotos(html.slice(html.indexOf('id="newest-heading"')), '<li ');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const product = (await call(`/api/products/${row.id}/`)).body as Made;
      expect(row.photo, `product ${row.id}`).toBe(coverOf(product));
      expect(row.width).toBeLessThanOrEqual(96);
    }
  });

  it('finds "#id" as that product alone, and a bare number also by its words', async () => {
    const [first] = made;
    const hashed = rowPhotos(
      await adminPage(`/admin/products?q=${encodeURIComponent(`#${first!.id}`)}`),
      'data-testid="admin-product-row"',
    );
    expect(hashed.map((r) => r.id)).toEqual([first!.id]);
    expect(
      rowPhotos(await adminPage('/admin/products?q=%23999999'), 'data-testid="admin-product-row"'),
    ).toEqual([]);
  });

  it('makes another photo the cover: shown first on the API, in the shop and in the list', async () => {
    const product = made[1]!;
    const second = product.images[1]!;
    const setCover = async (imageId: number) =>
      fetch(`${base()}/admin/products/${product.id}/edit`, {
        method: 'POST',
        headers: { 'next-action': actionId('setCoverPhotoAction'), origin: base(), cookie },
        body: await actionBody([product.id, imageId]),
      });
    const answer = await setCover(second.id);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('"ok":true');
    const after = (await call(`/api/products/${product.id}/`)).body as Made;
    expect(after.images.map((i) => i.id)).toEqual([second.id, product.images[0]!.id]);
    const rows = rowPhotos(
      await adminPage(`/admin/products?q=${word}`),
      'data-testid="admin-product-row"',
    );
    expect(rows.find((r) => r.id === product.id)?.photo).toBe(new URL(second.url).pathname);

    // Another product's photo is refused, and nothing moves.
    const foreign = await setCover(made[0]!.images[0]!.id);
    expect(await foreign.text()).toContain('not one of this product’s photos');
    const still = (await call(`/api/products/${product.id}/`)).body as Made;
    expect(still.images[0]!.id).toBe(second.id);
  });
});
