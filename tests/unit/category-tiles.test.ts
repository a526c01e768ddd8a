// The home page's category tiles list exactly their category, counted against the demo catalogue:
// each tile's address, read as the category page reads it, listed from the demo's search index.
import { describe, expect, it } from 'vitest';
import { categoryHref, FEATURED_CATEGORIES } from '@/lib/shared/category-match';
import { categoryView } from '@/lib/shared/search/category-view';
import { designKey } from '@/lib/shared/search/designs';
import { kindKey } from '@/lib/shared/search/words';
import { listFromIndex } from '@/lib/server/search/listing';
import { demoProductsWithGroups, demoSearchIndex } from '../support/demo-search-index';

const index = demoSearchIndex();
const demo = demoProductsWithGroups().map(({ product, colourGroup }, i) => ({
  ...product,
  id: i + 1,
  colourGroup,
}));

/** What a tile's link lists on the category page (page 1, the default sort). */
function tileListing(label: string) {
  const url = new URL(categoryHref(label), 'http://shop.test');
  const slug = decodeURIComponent(url.pathname.split('/').pop()!);
  const view = categoryView(slug, url.searchParams.get('label') ?? undefined);
  return { view, listing: listFromIndex(index, { base: view.base, designs: true }) };
}

describe('the home page’s category tiles', () => {
  it('Suit lists the three suits and nothing else (the jodhpuri "suit" and jeans are not suits)', () => {
    const { view, listing } = tileListing('Suit');
    expect(view.view).toBe('kind');
    const suits = demo.filter((p) => p.subCategory === 'Suit');
    expect(suits).toHaveLength(3);
    expect(listing.page.map((p) => p.sub)).toEqual(['Suit', 'Suit', 'Suit']);
    expect(listing.page.map((p) => p.id).sort()).toEqual(suits.map((p) => p.id).sort());
    expect(listing.total).toBe(3);
  });

  it('Shirt lists shirts only: no tees, no boys’ suit', () => {
    const { listing } = tileListing('Shirt');
    expect(listing.page.length).toBeGreaterThan(0);
    expect(new Set(listing.page.map((p) => p.sub))).toEqual(new Set(['Shirt']));
  });

  it.each([...FEATURED_CATEGORIES])(
    '%s lists exactly its category, one card per design',
    (label) => {
      const { view, listing } = tileListing(label);
      expect(view.view).not.toBe('search');
      const main = view.base.main;
      const wanted = demo.filter((p) =>
        main ? p.mainCategory === main : kindKey(p.subCategory) === kindKey(label),
      );
      expect(wanted.length, label).toBeGreaterThan(0);
      const designs = new Set(wanted.map(designKey));
      expect(listing.total, label).toBe(designs.size);
      for (const p of listing.page)
        expect(
          main ? p.main === main : kindKey(p.sub) === kindKey(label),
          `${label}: ${p.name}`,
        ).toBe(true);
    },
  );
});
