// The home page's category cards (lib/shared/category-covers.ts): each shows a photo of a product
// of its own category, and no two cards show the same product.
import { describe, expect, it } from 'vitest';
import { assignCategoryCovers, type CoverCandidate } from '@/lib/shared/category-covers';
import { FEATURED_CATEGORIES } from '@/lib/shared/category-match';

// Newest first, as the query hands them over: the newest perfume is a cosmetic, the newest tee a
// kids' tee, so the newest-per-card rule alone would show each twice.
const candidates: CoverCandidate[] = [
  { productId: 76, main: 'cosmetics', sub: 'perfume', image: '/media/perfume-76.jpg' },
  { productId: 25, main: 'kidsboys', sub: 't-shirt', image: '/media/tee-25.jpg' },
  { productId: 74, main: 'cosmetics', sub: 'whitening soap', image: '/media/soap-74.jpg' },
  { productId: 57, main: 'imported', sub: 'perfume', image: '/media/perfume-57.jpg' },
  { productId: 23, main: 'kidsboys', sub: 'shirt', image: '/media/shirt-23.jpg' },
  { productId: 4, main: 'mens', sub: 't-shirt', image: '/media/tee-4.jpg' },
];

describe('the category cards’ covers', () => {
  const covers = assignCategoryCovers(FEATURED_CATEGORIES, candidates);

  it('never show one product on two cards', () => {
    const shown = Object.values(covers).map((c) => c.productId);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('show each card a product of its own category, newest first', () => {
    expect(covers['Perfume']).toEqual({ productId: 76, image: '/media/perfume-76.jpg' });
    expect(covers['Cosmetics']).toEqual({ productId: 74, image: '/media/soap-74.jpg' });
    expect(covers['T-Shirt']?.productId).toBe(25);
    expect(covers['Shirt']?.productId).toBe(23);
    // The kids' tee and shirt went to their sub category cards: no kids' product is left.
    expect(covers['Kids & Boys']).toBeUndefined();
  });

  it('leave out a card with no product of its own rather than borrow one', () => {
    expect(covers['Sherwani']).toBeUndefined();
    const one = assignCategoryCovers(['Perfume', 'Cosmetics'], candidates.slice(0, 1));
    expect(one).toEqual({ Perfume: { productId: 76, image: '/media/perfume-76.jpg' } });
  });
});
