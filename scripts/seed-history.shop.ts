// The simulated shop of the seeded history: a seedable random source, the brands and kinds its
// products come in, and how a clothing size's demand is shared.
import { MAIN_CATEGORIES } from '@/lib/shared/categories';

/** mulberry32: a small, fast, seedable PRNG giving floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BRANDS = [
  'Peter England',
  'Allen Solly',
  'Van Heusen',
  'Raymond',
  'Manyavar',
  'Bata',
  'Fastrack',
  'Spykar',
  'Mufti',
  'Louis Philippe',
  'Jockey',
  'Campus',
  '',
];
export const UNSIZED = new Set([
  'Watches',
  'Watch',
  'Caps',
  'Sunglasses',
  'Jewellery',
  'Wallets',
  'Belt',
  'Perfume',
  'Lotion',
  'Whitening cream',
  'Whitening soap',
]);
export const SIZE_WEIGHT: Record<string, number> = { S: 0.12, M: 0.3, L: 0.3, XL: 0.18, XXL: 0.1 };
export const KINDS = MAIN_CATEGORIES.flatMap((m) => m.subs.map((s) => [m.value, s] as const));
