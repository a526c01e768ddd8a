// The one search engine over HTTP: the API's ?search= contract, freshness after writes, price
// words, suggestions, hostile text, the search log and the owner's synonyms.
import { beforeAll, describe, expect, it } from 'vitest';
import { actionBody, actionId } from './support/actions';
import { adminToken, base, call, newCustomer } from './support/client';
import { createProduct } from './support/products';
import { cookieHeader, signIn } from './support/session';
import { TEST_ADMIN } from '../support/test-server';

/**
 * A made-up word no other test uses: random consonants between the vowels a, i, o, u, a, so no
 * two neighbours are alike and swapping the fifth and sixth letters is exactly one typo.
 */
function madeUpWord(): string {
  const consonants = 'bdfgklmnprstv';
  const vowels = 'aioua';
  let word = '';
  for (let i = 0; i < 5; i++)
    word += consonants[Math.floor(Math.random() * consonants.length)]! + vowels[i]!;
  return word;
}

type Wire = { id: number; name: string; price: string };
const search = async (text: string, extra = '') =>
  (await call(`/api/products/?search=${encodeURIComponent(text)}${extra}`)).body as Wire[];

/**
 * A made-up word that no product matches now, as `around` it. The search forgives typos and
 * sound-alike spellings, and every made-up word has the same vowels, so a fresh one can land
 * near a product another test named with one.
 */
async function unmatchedWord(around = (word: string) => word): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const word = madeUpWord();
    if ((await search(around(word))).length === 0) return word;
  }
  throw new Error('20 made-up words in a row matched a product');
}

let token: string;
let adminCookie: string;

beforeAll(async () => {
  token = await adminToken();
  adminCookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
});

describe('GET /api/products/?search=', () => {
  const word = madeUpWord();
  let cheap: { id: number };
  let dear: { id: number };

  beforeAll(async () => {
    cheap = await createProduct(token, { name: `${word} Cotton Kurta`, price: '499.00' });
    dear = await createProduct(token, { name: `${word} Silk Kurta`, price: '2499.00' });
  });

  it('keeps its contract: a bare array, or a page object when ?page= is asked for', async () => {
    const all = await search(word);
    expect(Array.isArray(all)).toBe(true);
    expect(all.map((p) => p.id).sort()).toEqual([cheap.id, dear.id].sort());
    const paged = await call(`/api/products/?search=${word}&page=1&page_size=1`);
    expect(paged.body).toMatchObject({ count: 2, previous: null });
    expect(paged.body.results).toHaveLength(1);
  });

  it('forgives a typo, a plural and capitals', async () => {
    const typo = `${word.slice(0, 4)}${word[5]}${word[4]}${word.slice(6)}`;
    for (const text of [typo, `${word.toUpperCase()}S`])
      expect(
        (await search(text)).map((p) => p.id),
        text,
      ).toContain(cheap.id);
  });

  it('reads price words as a filter', async () => {
    expect((await search(`${word} under 1000`)).map((p) => p.id)).toEqual([cheap.id]);
    expect((await search(`${word} above ₹2,000`)).map((p) => p.id)).toEqual([dear.id]);
  });

  it('is fresh: a product created, renamed or deleted is searched so by the next request', async () => {
    const fresh = madeUpWord();
    const created = await createProduct(token, { name: `${fresh} Belt` });
    expect((await search(fresh)).map((p) => p.id)).toEqual([created.id]);
    const renamed = madeUpWord();
    const put = await fetch(`${base()}/api/products/${created.id}/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${renamed} Belt` }),
    });
    expect(put.status).toBe(200);
    expect((await search(renamed)).map((p) => p.id)).toEqual([created.id]);
    expect((await search(fresh)).map((p) => p.id)).not.toContain(created.id);
    await fetch(`${base()}/api/products/${created.id}/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await search(renamed)).map((p) => p.id)).not.toContain(created.id);
  });

  it('shows a product edited after a search with its new name and price in the next answer', async () => {
    const kind = madeUpWord();
    const created = await createProduct(token, { name: `${kind} Wallet`, price: '700.00' });
    const shown = async () =>
      (await call(`/api/products/?search=${kind}&page=1&page_size=48`)).body.results as Wire[];
    expect(await shown()).toMatchObject([
      { id: created.id, name: `${kind} Wallet`, price: '700.00' },
    ]);
    const edit = await fetch(`${base()}/api/products/${created.id}/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${kind} Leather Wallet`, price: '650.00' }),
    });
    expect(edit.status).toBe(200);
    expect(await shown()).toMatchObject([
      { id: created.id, name: `${kind} Leather Wallet`, price: '650.00' },
    ]);
    expect(await search(kind)).toMatchObject([{ name: `${kind} Leather Wallet`, price: '650.00' }]);
  });
});

describe('GET /api/search-suggestions/', () => {
  it('offers products and kinds for the first letters typed, nothing under two characters', async () => {
    const word = madeUpWord();
    const product = await createProduct(token, { name: `${word} Oxford Shirt`, price: '1299.00' });
    const answer = await call(`/api/search-suggestions/?q=${word.slice(0, 6)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.products[0]).toEqual({
      id: product.id,
      name: `${word} Oxford Shirt`,
      price: '1299.00',
      image: null,
      href: `/product/${product.id}`,
    });
    const kinds = await call(`/api/search-suggestions/?q=shirts`);
    expect(kinds.body.categories[0]).toEqual({
      label: 'Shirt',
      href: '/category/shirt?label=Shirt',
    });
    expect(kinds.body.products.length).toBeLessThanOrEqual(6);
    expect((await call('/api/search-suggestions/?q=s')).body).toEqual({
      products: [],
      categories: [],
    });
  });
});

describe('hostile text', () => {
  const texts = [
    'x'.repeat(2000),
    'kurta '.repeat(350),
    '(.*)+'.repeat(400),
    '%\'"\\;--/**/',
    '!!!???...',
    '<script>alert(1)</script>',
    'शर्ट shirt ಶರ್ಟ್ ஷர்ட் ഷർട്ട് 🙂 ش',
    '\u0000\u0007 shirt \u001f',
  ];

  it.each(texts.map((t) => [t.slice(0, 24), t]))('%s never fails and answers', async (_, text) => {
    const q = encodeURIComponent(text);
    for (const path of [
      `/api/products/?search=${q}`,
      `/api/products/?search=${q}&page=1`,
      `/api/search-suggestions/?q=${q}`,
      `/category/search?label=${q}`,
      `/category/${encodeURIComponent(text.slice(0, 300))}?label=${q}`,
    ]) {
      const answer = await fetch(`${base()}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status, path.slice(0, 80)).toBeLessThan(500);
      expect([200, 404]).toContain(answer.status);
    }
  });
});

describe('the search log and the owner’s synonyms', () => {
  const log = (body: unknown) =>
    fetch(`${base()}/api/search-log/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const report = async () =>
    (await fetch(`${base()}/admin/search`, { headers: { cookie: adminCookie } })).text();

  it('counts searches that found nothing for the admin, keeping no phone number', async () => {
    const word = await unmatchedWord((w) => `${w} 98765 43210`);
    expect((await log({ query: `${word} 98765 43210`, event: 'search' })).status).toBe(204);
    expect((await log({ query: `${word} 98765 43210`, event: 'click' })).status).toBe(204);
    const html = await report();
    expect(html).toContain(`${word} #`);
    expect(html).not.toContain('98765');
    const bad = await log({ query: 42, event: 'search' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ query: [expect.any(String)] });
    expect((await log({ query: 'x', event: 'visit' })).status).toBe(400);
  });

  it('searches with a synonym the admin saves at once, and stops when it is deleted', async () => {
    const word = madeUpWord();
    const product = await createProduct(token, { name: `${word} Sherwani` });
    const term = await unmatchedWord(); // finds nothing until the synonym is saved
    const saved = await fetch(`${base()}/admin/search`, {
      method: 'POST',
      headers: {
        'next-action': actionId('saveSynonymAction'),
        origin: base(),
        cookie: adminCookie,
      },
      body: await actionBody([null, { term, alsoSearch: word }]),
    });
    const text = await saved.text();
    expect(text).toContain('"ok":true');
    expect((await search(term)).map((p) => p.id)).toEqual([product.id]);
    const id = Number(/"id":(\d+)/.exec(text)![1]);
    const deleted = await fetch(`${base()}/admin/search`, {
      method: 'POST',
      headers: {
        'next-action': actionId('deleteSynonymAction'),
        origin: base(),
        cookie: adminCookie,
      },
      body: await actionBody([id]),
    });
    expect(await deleted.text()).toContain('"ok":true');
    expect(await search(term)).toEqual([]);
  });

  it('refuses a synonym from a customer, and a bad one with the field named', async () => {
    const customer = await newCustomer('syn');
    const customerCookie = cookieHeader((await signIn(base(), 'customer', customer)).jar);
    const refused = await fetch(`${base()}/admin/search`, {
      method: 'POST',
      headers: {
        'next-action': actionId('saveSynonymAction'),
        origin: base(),
        cookie: customerCookie,
      },
      body: await actionBody([null, { term: 'anything', alsoSearch: 'else' }]),
    });
    expect(await refused.text()).toContain('"status":403');
    const bad = await fetch(`${base()}/admin/search`, {
      method: 'POST',
      headers: {
        'next-action': actionId('saveSynonymAction'),
        origin: base(),
        cookie: adminCookie,
      },
      body: await actionBody([null, { term: '', alsoSearch: ' , ' }]),
    });
    const body = await bad.text();
    expect(body).toContain('"status":400');
    expect(body).toContain('"term"');
  });
});
