// What the storefront's listings show, read from the pages a shopper opens: a kind's tile lists
// that kind only, and a search puts its exact matches before the loosely related ones, which it
// labels so.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from './support/client';
import { createProduct } from './support/products';

/** The product ids of a listing page's cards, in order, and its HTML. */
async function cards(path: string): Promise<{ ids: number[]; html: string }> {
  const answer = await call(path);
  expect(answer.status, path).toBe(200);
  const ids = [...answer.text.matchAll(/<article[^>]*data-product-id="(\d+)"/g)].map((m) =>
    Number(m[1]),
  );
  return { ids, html: answer.text };
}

const subOf = async (id: number) =>
  ((await call(`/api/products/${id}/`)).body as { sub_category: string }).sub_category;

let suit: { id: number; name: string };
let jodhpuri: { id: number };
let jeans: { id: number };
let word: string;

beforeAll(async () => {
  const token = await adminToken();
  word = `Zarvel${Date.now().toString(36)}`;
  const common = { main_category: 'weddinghub', size: 'M,L', cotton_percentage: '' };
  suit = await createProduct(token, {
    ...common,
    name: `${word} Wedding Suit`,
    sub_category: 'Suit',
    description: 'A two-piece wool blend suit for the reception.',
  });
  // Named a suit, of another kind; and a pair of jeans whose description mentions suits.
  jodhpuri = await createProduct(token, {
    ...common,
    name: `${word} Jodhpuri Suit`,
    sub_category: 'Jodhpuri',
  });
  jeans = await createProduct(token, {
    main_category: 'mens',
    sub_category: 'Jeans',
    size: 'M,L',
    name: `${word} Slim Jeans`,
    description: `Dark denim that suits a ${word} blazer or a kurta for the evening.`,
  });
});

describe('the home page’s Suit tile', () => {
  it('lists suits and nothing else: not the jodhpuri named a suit, not jeans that mention one', async () => {
    const { ids } = await cards('/category/suit?label=Suit');
    expect(ids).toContain(suit.id);
    expect(ids).not.toContain(jodhpuri.id);
    expect(ids).not.toContain(jeans.id);
    for (const id of ids) expect(await subOf(id), `product ${id}`).toBe('Suit');
  });
});

describe('a search', () => {
  it('lists the exact matches first, then the loosely related under their own heading', async () => {
    const { ids, html } = await cards(
      `/category/${word.toLowerCase()}-suit?label=${encodeURIComponent(`${word} suit`)}`,
    );
    expect(ids[0]).toBe(suit.id);
    expect(ids.slice(1).sort()).toEqual([jodhpuri.id, jeans.id].sort());
    const related = html.indexOf('>Related products</h2>');
    expect(related).toBeGreaterThan(html.indexOf(`data-product-id="${suit.id}"`));
    expect(related).toBeLessThan(html.indexOf(`data-product-id="${jeans.id}"`));
    expect(html).toMatch(/data-testid="result-count"[^>]*>1 product \+ 2 related</);
  });
});
