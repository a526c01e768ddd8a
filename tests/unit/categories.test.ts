import { describe, expect, it } from 'vitest';
import { canonicalSubCategory, findMainCategory } from '@/lib/shared/categories';
import { slugify } from '@/lib/shared/slug';

describe('taxonomy', () => {
  it('finds main categories by value or label, case-insensitively', () => {
    expect(findMainCategory('MENS')?.value).toBe('mens');
    expect(findMainCategory("men's wear")?.value).toBe('mens');
    expect(findMainCategory('Wedding Suit')?.value).toBe('weddinghub');
    expect(findMainCategory('nope')).toBeUndefined();
  });

  it('stores sub categories in their canonical spelling', () => {
    expect(canonicalSubCategory('mens', 't-shirt')).toBe('T-Shirt');
    expect(canonicalSubCategory('mens', 'T-shirt')).toBe('T-Shirt');
    expect(canonicalSubCategory('mens', 'cap')).toBe('Caps');
    expect(canonicalSubCategory('kidsboys', 'watch')).toBe('Watch');
    expect(canonicalSubCategory('weddinghub', 'Shirt')).toBeUndefined();
    expect(canonicalSubCategory('nope', 'Shirt')).toBeUndefined();
  });
});

describe('slug', () => {
  it('slugifies labels', () => {
    expect(slugify("Men's Wear Shirt")).toBe('mens-wear-shirt');
    expect(slugify('Kids & Boys')).toBe('kids-and-boys');
    expect(slugify('  ')).toBe('');
  });
});
