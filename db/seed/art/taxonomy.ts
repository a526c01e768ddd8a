// Maps the shop's category taxonomy onto illustration kinds.

import { canonicalSubCategory } from '@/lib/shared/categories';
import { type ArtKind } from './spec';

const SUB_KIND: Record<string, ArtKind> = {
  Shirt: 'shirt',
  'T-Shirt': 'tshirt',
  Jeans: 'jeans',
  'Cotton Pant': 'trousers',
  Pants: 'trousers',
  Shorts: 'shorts',
  Track: 'track',
  'Co-ords': 'coords',
  'Combo set': 'combo',
  Jacket: 'jacket',
  Suit: 'suit',
  Sherwani: 'sherwani',
  Jodhpuri: 'jodhpuri',
  Kurthas: 'kurta',
  'Dress code': 'kurta',
  Footwear: 'shoe',
  Crocs: 'crocs',
  Watches: 'watch',
  Watch: 'watch',
  Caps: 'cap',
  Sunglasses: 'sunglasses',
  Wallets: 'wallet',
  Belt: 'belt',
  Jewellery: 'jewellery',
  Perfume: 'perfume',
  Lotion: 'lotion',
  'Whitening cream': 'cream',
  'Whitening soap': 'soap',
};

/** The illustration kind for a taxonomy pair; unknown pairs fall back to something sensible. */
export function artKindFor(mainCategory: string, subCategory: string): ArtKind {
  const sub = canonicalSubCategory(mainCategory, subCategory) ?? subCategory.trim();
  const kind = SUB_KIND[sub];
  if (kind) return kind;
  return mainCategory.trim().toLowerCase() === 'cosmetics' ? 'cream' : 'tshirt';
}
