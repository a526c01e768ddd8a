// The listing rules on the demo catalogue: ranking, filters, sorts, facets and "Did you mean".
import { describe, expect, it } from 'vitest';
import { buildIndex } from '@/lib/server/search/catalogue-index';
import { listFromIndex, type ListingQuery } from '@/lib/server/search/listing';
import { hasSizeInStock } from '@/lib/server/search/listing-facets';
import { demoSearchIndex } from '../support/demo-search-index';

const index = demoSearchIndex();
const list = (q: ListingQuery) => listFromIndex(index, q);
const names = (q: ListingQuery) => list(q).page.map((p) => p.name);
const search = (text: string, more: Omit<ListingQuery, 'base'> = {}) =>
  list({ base: { search: text }, ...more });

describe('ranking', () => {
  it('lists the exact matches first, then the loosely related rest, counted apart', () => {
    const kurta = search('kurta');
    const exact = kurta.page.slice(0, kurta.exactTotal);
    const related = kurta.page.slice(kurta.exactTotal);
    expect(exact.map((p) => p.sub)).toEqual(['Kurthas', 'Kurthas', 'Kurthas', 'Kurthas']);
    expect(related.map((p) => p.name)).toContain('Sangeet Dress Code Kurta Set');
    // Named in a description only: loosely related, after every product named or of that kind.
    expect(related.at(-1)!.name).toBe('Penny Loafers');

    const suit = search('suit');
    expect(suit.page.slice(0, suit.exactTotal).every((p) => p.sub === 'Suit')).toBe(true);
    expect(suit.exactTotal).toBe(3);
    expect(suit.page.slice(suit.exactTotal).some((p) => p.sub === 'Jeans')).toBe(true);
  });

  it('a word met only in a description is loosely related even when no kind is named', () => {
    const pinstripe = search('pinstripe');
    expect(pinstripe.page.slice(0, pinstripe.exactTotal).map((p) => p.name)).toEqual([
      'Linen Blend Pinstripe Shirt',
    ]);
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
    const sunglasses = search('sunglasses');
    const exact = sunglasses.page.slice(0, sunglasses.exactTotal);
    expect(exact.at(-1)!.inStock).toBe(false);
    expect(exact.slice(0, -1).every((p) => p.inStock)).toBe(true);
  });

  it('ranks brand words without requiring them', () => {
    const tickwell = search('tickwell watch').page.map((p) => p.name); // a brand no name says
    expect(tickwell).toContain('Veltro Automatic Dress Watch');
    expect(tickwell[0]).not.toBe('Veltro Automatic Dress Watch');
  });

  it('a colour named in the query filters like a size: blue tshirt xl is blue tees in XL', () => {
    const result = search('blue tshirt xl');
    expect(result.searched).toEqual({ size: 'XL', colour: 'blue' });
    expect(result.page.length).toBeGreaterThan(0);
    for (const p of result.page) {
      expect(p.color).toMatch(/\bBlue\b/);
      expect(hasSizeInStock(p, 'XL')).toBe(true);
    }
    const exact = result.page.slice(0, result.exactTotal);
    expect(exact.map((p) => p.name).sort()).toEqual([
      'Breton Stripe Crew Tee',
      'Everyday Crew Neck Tee – Navy Blue',
    ]);
    expect(exact.every((p) => p.sub === 'T-Shirt')).toBe(true);
    // Before, the colour only ranked and four tees of other colours followed.
    expect(search('tshirt xl').page.some((p) => !/Blue/.test(p.color))).toBe(true);
  });

  it('takes its colour words from the catalogue’s colours, not from what products are made of', () => {
    expect(index.colourWords.has('navy')).toBe(true);
    expect(index.colourWords.has('marun')).toBe(true); // maroon, in canonical form
    // "cream" is also a kind (Whitening cream): a word to search, never a colour filter.
    expect(index.colourWords.has('cream')).toBe(false);
    expect(search('cream').searched.colour).toBeUndefined();
    const navy = search('navy blue shirt');
    expect(navy.searched.colour).toBe('navy blue');
    expect(navy.page.every((p) => p.color === 'Navy Blue')).toBe(true);
    expect(search('maroon').page.every((p) => /maroon/i.test(p.color + p.name))).toBe(true);
    // A colour alone lists every product of that colour, newest first.
    expect(search('maroon').total).toBeGreaterThan(1);
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
    // A search keeps its exact matches first; each part in the order asked for.
    const shirts = search('shirt', { sort: 'price-desc' });
    for (const part of [
      shirts.page.slice(0, shirts.exactTotal),
      shirts.page.slice(shirts.exactTotal),
    ]) {
      const desc = part.map((p) => p.pricePaise);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
    }
    expect(shirts.page.slice(0, shirts.exactTotal).every((p) => p.sub === 'Shirt')).toBe(true);
    const newest = list({ base: {} }).page.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('counts kinds, colours and sizes in stock over the listing before its filters', () => {
    const { facets } = list({
      base: { main: 'weddinghub' },
      filters: { kind: 'suit' },
      designs: true,
    });
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

describe('kinds and designs', () => {
  it('a kind lists exactly that kind in every main category, Watch and Watches as one', () => {
    const suits = list({ base: { kind: 'Suit' } }).page;
    expect(suits.map((p) => p.sub)).toEqual(['Suit', 'Suit', 'Suit']);
    expect(new Set(suits.map((p) => p.main))).toEqual(new Set(['kidsboys', 'weddinghub']));
    const shirts = list({ base: { kind: 'Shirt' } }).page;
    expect(shirts.length).toBeGreaterThan(5);
    expect(shirts.every((p) => p.sub === 'Shirt')).toBe(true);
    const watches = list({ base: { kind: 'Watches' } });
    expect(new Set(watches.page.map((p) => p.sub))).toEqual(new Set(['Watch', 'Watches']));
    expect(watches.total).toBe(5);
    // "Cotton Pant" and "Pants" stay two kinds.
    expect(new Set(list({ base: { kind: 'Pants' } }).page.map((p) => p.sub))).toEqual(
      new Set(['Pants']),
    );
  });

  it('offers Watch and Watches as one kind to filter by', () => {
    const { facets } = search('watch');
    expect(facets.kinds).toEqual([{ value: 'Watches', count: 5 }]);
    expect(list({ base: {}, filters: { kind: 'Watches' } }).total).toBe(5);
  });

  it('lists one entry per design when asked: the first colour in stock, counted once', () => {
    const tees = list({ base: { kind: 'T-Shirt' }, designs: true });
    const everyday = tees.page.filter((p) => p.name.startsWith('Everyday Crew Neck Tee'));
    expect(everyday).toHaveLength(1);
    expect(everyday[0]!.inStock).toBe(true); // never the sold-out white one
    expect(tees.total).toBe(list({ base: { kind: 'T-Shirt' } }).total - 2);
    expect(tees.facets.kinds).toEqual([{ value: 'T-Shirt', count: tees.total }]);
    // A colour asked for shows the design in that colour.
    const navy = list({
      base: { kind: 'T-Shirt' },
      filters: { colour: 'Navy Blue' },
      designs: true,
    });
    expect(navy.page.map((p) => p.name)).toContain('Everyday Crew Neck Tee – Navy Blue');
    // Pages are pages of designs.
    const all = list({ base: {}, designs: true });
    expect(list({ base: {}, designs: true, offset: 10, limit: 5 }).page).toEqual(
      all.page.slice(10, 15),
    );
    expect(new Set(all.page.map((p) => p.colourGroup ?? -p.id)).size).toBe(all.total);
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
