import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, unique } from './support/client';
import { createProduct } from './support/products';

// The list's answer (memoized by lib/server/http/product-list.ts) depends only on the
// parameters it reads, so parameters it ignores cannot multiply memo entries, nor echo into
// the page links.

const word = unique('memo').toLowerCase();
let ids: number[];

beforeAll(async () => {
  const admin = await adminToken();
  const older = await createProduct(admin, { name: `${word} Kurta one` });
  const newer = await createProduct(admin, { name: `${word} Kurta two` });
  ids = [newer.id, older.id];
});

const list = (query: string) => call(`/api/products/?${query}`);
const idsOf = (body: { id: number }[]) => body.map((p) => p.id);

describe('product list parameters', () => {
  it('answers the same with or without parameters it does not read', async () => {
    const plain = await list(`search=${word}`);
    expect(idsOf(plain.body)).toEqual(ids);
    for (const junk of ['x=1', 'utm_source=mail&_=1716', `search=${word}&search=other`]) {
      const answer = await list(`search=${word}&${junk}`);
      expect(answer.status, junk).toBe(200);
      expect(answer.text, junk).toBe(plain.text);
    }
  });

  it('builds page links from the parameters it reads, read as it reads them', async () => {
    const first = await list(`junk=1&page_size=1&search=%20${word}%20&page=01&utm=x`);
    expect(first.status).toBe(200);
    const next = new URL(first.body.next);
    expect([...next.searchParams]).toEqual([
      ['search', word],
      ['page', '2'],
      ['page_size', '1'],
    ]);
    const second = await call(next.pathname + next.search);
    expect(idsOf(second.body.results)).toEqual([ids[1]]);
    expect(new URL(second.body.previous).search).toBe(`?search=${word}&page=1&page_size=1`);
  });
});
