import { describe, expect, it } from 'vitest';
import {
  FEATURED_CATEGORIES,
  categoryHref,
  matchTitle,
  resolveCategory,
  searchHref,
  searchTextFor,
  subCategoryHref,
  trustedLabel,
} from '@/lib/shared/category-match';

describe('resolveCategory', () => {
  it('reads a main category by value or by label', () => {
    expect(resolveCategory('mens')).toEqual({ main: 'mens' });
    expect(resolveCategory('mens-wear')).toEqual({ main: 'mens' });
    expect(resolveCategory('kids-and-boys')).toEqual({ main: 'kidsboys' });
    expect(resolveCategory('wedding-suit')).toEqual({ main: 'weddinghub' });
    expect(resolveCategory('Imported')).toEqual({ main: 'imported' });
  });

  it('reads a sub category across main categories, in its canonical spelling', () => {
    expect(resolveCategory('shirt')).toEqual({ sub: 'Shirt' });
    expect(resolveCategory('t-shirt')).toEqual({ sub: 'T-Shirt' });
    expect(resolveCategory('tshirt')).toEqual({ sub: 'T-Shirt' });
    expect(resolveCategory('cotton-pant')).toEqual({ sub: 'Cotton Pant' });
    expect(resolveCategory('co-ords')).toEqual({ sub: 'Co-ords' });
    expect(resolveCategory('dress-code')).toEqual({ sub: 'Dress code' });
    expect(resolveCategory('kurta')).toEqual({ sub: 'Kurthas' });
  });

  it('reads a main category followed by one of its sub categories', () => {
    expect(resolveCategory('mens-shirt')).toEqual({ main: 'mens', sub: 'Shirt' });
    expect(resolveCategory('mens-wear-shirt')).toEqual({ main: 'mens', sub: 'Shirt' });
    expect(resolveCategory('kidsboys-t-shirt')).toEqual({ main: 'kidsboys', sub: 'T-Shirt' });
    expect(resolveCategory('kids-and-boys-combo-set')).toEqual({
      main: 'kidsboys',
      sub: 'Combo set',
    });
    expect(resolveCategory('weddinghub-jodhpuri')).toEqual({ main: 'weddinghub', sub: 'Jodhpuri' });
  });

  it('does not pair a main category with a sub category it does not have', () => {
    expect(resolveCategory('weddinghub-jeans')).toBeNull();
    expect(resolveCategory('mens-crocs')).toBeNull();
  });

  it('leaves free text and empty slugs to the search', () => {
    expect(resolveCategory('navy-blue')).toBeNull();
    expect(resolveCategory('kaveri')).toBeNull();
    expect(resolveCategory('')).toBeNull();
    expect(resolveCategory('!!!')).toBeNull();
  });

  it('resolves every one of the 25 home cards', () => {
    expect(FEATURED_CATEGORIES).toHaveLength(25);
    for (const label of FEATURED_CATEGORIES) expect(resolveCategory(label), label).not.toBeNull();
    expect(resolveCategory('Kids & Boys')).toEqual({ main: 'kidsboys' });
    expect(resolveCategory('Cosmetics')).toEqual({ main: 'cosmetics' });
  });
});

describe('links', () => {
  it('carry the raw label as ?label=', () => {
    expect(categoryHref('Kids & Boys')).toBe('/category/kids-and-boys?label=Kids%20%26%20Boys');
    expect(subCategoryHref('mens', 'Shirt')).toBe(
      "/category/mens-shirt?label=Men's%20Wear%20Shirt",
    );
    expect(searchHref('  Navy   Blue ')).toBe('/category/navy-blue?label=Navy%20Blue');
    expect(searchHref('शर्ट')).toBe(`/category/search?label=${encodeURIComponent('शर्ट')}`);
  });
});

describe('titles', () => {
  it('shows the label only when it names what the slug names', () => {
    expect(trustedLabel('mens-shirt', "Men's Wear Shirt")).toBe("Men's Wear Shirt");
    expect(trustedLabel('kids-and-boys', 'Kids & Boys')).toBe('Kids & Boys');
    expect(trustedLabel('shirt', 'Buy cheap watches')).toBeNull();
    expect(trustedLabel('shirt', undefined)).toBeNull();
    expect(trustedLabel('shirt', 'x'.repeat(500))).toBeNull();
  });

  it('falls back to the taxonomy', () => {
    expect(matchTitle({ main: 'imported', sub: 'Watches' })).toBe('Imported · Watches');
    expect(matchTitle({ main: 'kidsboys' })).toBe('Kids and Boys');
    expect(matchTitle({ sub: 'Belt' })).toBe('Belt');
  });

  it('searches for the label when it belongs to the slug, else for the slug words', () => {
    expect(searchTextFor('navy-blue', 'Navy Blue')).toBe('Navy Blue');
    expect(searchTextFor('navy-blue', 'something else')).toBe('navy blue');
    expect(searchTextFor('search', 'शर्ट')).toBe('शर्ट');
    expect(searchTextFor('blue', undefined)).toBe('blue');
  });
});
