// The listing rules on the demo catalogue: ranking, filters, sorts, facets and "Did you mean".
import { describe, expect, it } from 'vitest';
import { buildIndex } from '@/lib/server/search/catalogue-index';
import { listFromIndex, type ListingQuery } from '@/lib/server/search/listing';
import { demoSearchIndex } from '../support/demo-search-index';

const index = demoSearchIndex();
const list = (q: ListingQuery) => listFromIndex(index, q);
const names = (q: ListingQuery) => list(q).page.map((p) => p.name);
const search = (text: string, more: Omit<ListingQuery, 'base'> = {}) =>
  list({ base: { search: text }, ...more });

describe('ranking', () => {
  it('lists the kind a word names first, then every other match', () => {
    const kurta = search('kurta').page;
    expect(kurta.slice(0, 2).map((p) => p.sub)).toEqual(['Kurthas', 'Kurthas']);
    expect(kurta.map((p) => p.name)).toContain('Sangeet Dress Code Kurta Set');
    // Named in a description only: after every product named or of that kind.
    expect(kurta.at(-1)!.name).toBe('Penny Loafers');
  });

  it('finds the same watches for "watch" and "watches", and shirts for "shirts"', () => {
    const watch = search('watch').page.map((p) => p.id);
    expect(watch).toHaveLength(5);
    expect(
      search('watches')
        .page.map((p) => p.id)
        .sort(),
    ).toEqual([...watch].sort());
    expect(search('shirts').page.filter((p) => p.sub === 'Shirt').length).toBeGreaterThanOrEqual(6);
  });

  it('puts products in stock before sold-out ones', () => {
    const sunglasses = search('sunglasses').page;
    expect(sunglasses.at(-1)!.inStock).toBe(false);
    expect(sunglasses.slice(0, -1).every((p) => p.inStock)).toBe(true);
  });

  it('ranks colour and brand words without requiring them', () => {
    const navy = search('navy shirt').page;
    expect(navy[0]!.color).toBe('Navy Blue');
    expect(navy.some((p) => p.color !== 'Navy Blue' && p.sub === 'Shirt')).toBe(true);
  });

  it('answers a query no product meets in full with the best partial matches, marked so', () => {
    const result = search('emerald kurta');
    expect(result.complete).toBe(true);
    const partial = search('velvet jeans');
    expect(partial.complete).toBe(false);
    expect(partial.page.length).toBeGreaterThan(0);
  });

  it('takes a synonym into account as soon as the index has it', () => {
    expect(search('dhoti').total).toBe(0);
    const withRule = buildIndex(
      index.products.map((product, i) => ({ product, text: textOf(i) })),
      [{ term: 'dhoti', alsoSearch: ['kurta'] }],
    );
    expect(listFromIndex(withRule, { base: { search: 'dhoti' } }).page[0]!.sub).toBe('Kurthas');
  });
});

/** The demo product's indexed text, read back from the demo index's own build input. */
function textOf(doc: number) {
  const p = index.products[doc]!;
  return {
    name: p.name,
    sub: p.sub,
    main: p.main,
    brand: '',
    color: p.color,
    material: '',
    modelName: '',
    description: '',
  };
}

describe('filters and sorts', () => {
  it('filters by a size in stock, price band, colour, kind and stock', () => {
    const xxl = search('shirt', { filters: { size: 'XXL' } }).page;
    expect(xxl.map((p) => p.name)).not.toContain('Madras Check Casual Shirt'); // XXL: 0 left
    expect(xxl.map((p) => p.name)).toContain('Kaveri Oxford Button-Down Shirt');
    const cheap = list({ base: {}, filters: { price: { max: 50000 } } }).page;
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((p) => p.pricePaise <= 50000)).toBe(true);
    expect(
      list({ base: {}, filters: { colour: 'navy blue' } }).page.every(
        (p) => p.color === 'Navy Blue',
      ),
    ).toBe(true);
    expect(
      list({ base: { main: 'mens' }, filters: { kind: 'jeans' } }).page.map((p) => p.sub),
    ).toEqual(['Jeans', 'Jeans']);
    expect(list({ base: {}, filters: { inStock: true } }).page.every((p) => p.inStock)).toBe(true);
  });

  it('sorts by price both ways and by newest', () => {
    const asc = list({ base: { main: 'cosmetics' }, sort: 'price-asc' }).page.map(
      (p) => p.pricePaise,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = search('shirt', { sort: 'price-desc' }).page.map((p) => p.pricePaise);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = list({ base: {} }).page.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('counts kinds, colours and sizes in stock over the listing before its filters', () => {
    const { facets } = list({ base: { main: 'weddinghub' }, filters: { kind: 'suit' } });
    expect(facets.kinds.map((k) => [k.value, k.count])).toEqual([
      ['Jodhpuri', 2],
      ['Kurthas', 2],
      ['Sherwani', 2],
      ['Suit', 2],
      ['Dress code', 1],
    ]);
    expect(facets.sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(facets.colours[0]).toEqual({ value: 'Navy Blue', count: 2 });
  });

  it('pages through the list', () => {
    const all = names({ base: {} });
    expect(names({ base: {}, offset: 10, limit: 5 })).toEqual(all.slice(10, 15));
    expect(list({ base: {}, limit: 5 }).total).toBe(all.length);
  });
});

describe('no dead ends', () => {
  it('offers the nearest words and categories when nothing matches', () => {
    const { total, suggestions } = search('zxqv sherxyzwani');
    expect(total).toBe(0);
    expect(suggestions!.queries[0]).toBe('sherwani');
    expect(suggestions!.categories.length).toBeGreaterThan(0);
  });

  it('works out neither facets nor "Did you mean" for a caller showing the page only', () => {
    const nothing = search('zxqv sherxyzwani', { pageOnly: true });
    expect(nothing).toMatchObject({ total: 0, suggestions: null });
    const kurta = search('kurta', { pageOnly: true, limit: 3 });
    expect(kurta.facets).toEqual({ kinds: [], colours: [], sizes: [] });
    const shown = search('kurta', { limit: 3 });
    expect(kurta.page).toEqual(shown.page);
    expect(kurta.total).toBe(shown.total);
    expect(shown.facets.kinds.length).toBeGreaterThan(0);
  });

  it('finds nothing for text without words, and still offers categories', () => {
    for (const text of ['!!!', '   ', '(.*)+$', '🙂🙂']) {
      const result = search(text);
      expect(result.total).toBe(0);
      expect(result.suggestions!.categories.length).toBeGreaterThan(0);
    }
  });

  it('reads hostile text without failing: long, regex-like, mixed scripts', () => {
    for (const text of [
      'a'.repeat(2000),
      'shirt '.repeat(400),
      '(.*)+'.repeat(300),
      'शर्ट shirt ಶರ್ಟ್ ஷர்ட் '.repeat(80),
    ])
      expect(() => search(text)).not.toThrow();
    expect(search('शर्ट shirt ಶರ್ಟ್').page[0]!.sub).toBe('Shirt');
  });
});

describe('rebuilding the index after a write', () => {
  it('reads again only the products whose text changed, and drops deleted ones', () => {
    const entries = index.products.map((product, i) => ({ product, text: textOf(i) }));
    const before = buildIndex(entries, []);
    const changed = entries.map((e, i) =>
      i === 0 ? { ...e, text: { ...e.text, name: 'Zorbikan Festive Kurta' } } : e,
    );
    const after = buildIndex(changed.slice(0, -1), [], before.wordsById);
    const [first, second, last] = [entries[0]!, entries[1]!, entries.at(-1)!].map(
      (e) => e.product.id,
    );
    expect(after.wordsById.get(second!)).toBe(before.wordsById.get(second!)); // not read again
    expect(after.wordsById.get(first!)).not.toBe(before.wordsById.get(first!));
    expect(after.wordsById.has(last!)).toBe(false);
    expect(listFromIndex(after, { base: { search: 'zorbikan' } }).page.map((p) => p.id)).toEqual([
      first,
    ]);
    expect(listFromIndex(before, { base: { search: 'zorbikan' } }).total).toBe(0);
  });
});
