// The shop's taxonomy: one source for menus, forms, validation, seeds and search.
// docs/product.md §3 plus what existing API clients also send (docs/api.md).

export const MAIN_CATEGORIES = [
  {
    value: 'mens',
    label: "Men's Wear",
    subs: [
      'Shirt',
      'T-Shirt',
      'Jeans',
      'Cotton Pant',
      'Footwear',
      'Co-ords',
      'Watches',
      'Track',
      'Caps',
      'Jewellery',
      'Sunglasses',
      'Wallets',
      'Combo set',
      'Belt',
    ],
  },
  {
    value: 'kidsboys',
    label: 'Kids and Boys',
    subs: [
      'Shirt',
      'Pants',
      'T-Shirt',
      'Jeans',
      'Co-ords',
      'Combo set',
      'Track',
      'Shorts',
      'Footwear',
      'Belt',
      'Caps',
      'Sunglasses',
      'Suit',
      'Sherwani',
      'Watch',
    ],
  },
  {
    value: 'unisex',
    label: 'Unisex',
    subs: [
      'Shirt',
      'T-Shirt',
      'Jeans',
      'Footwear',
      'Co-ords',
      'Track',
      'Watch',
      'Caps',
      'Sunglasses',
      'Jewellery',
    ],
  },
  {
    value: 'imported',
    label: 'Imported',
    subs: [
      'Shirt',
      'T-Shirt',
      'Jacket',
      'Jeans',
      'Jewellery',
      'Sunglasses',
      'Watches',
      'Perfume',
      'Lotion',
      'Caps',
      'Footwear',
      'Crocs',
    ],
  },
  {
    value: 'weddinghub',
    label: 'Wedding Suit',
    subs: ['Suit', 'Sherwani', 'Jodhpuri', 'Kurthas', 'Dress code'],
  },
  {
    value: 'cosmetics',
    label: 'Cosmetics',
    subs: ['Whitening cream', 'Whitening soap', 'Perfume', 'Lotion'],
  },
] as const;

export type MainCategory = (typeof MAIN_CATEGORIES)[number];
export type MainCategoryValue = MainCategory['value'];

export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const FOOTWEAR_SIZES = ['6', '7', '8', '9', '10', '11'] as const;

// Spellings existing clients send for the same sub category.
const SUB_ALIASES: Record<string, string> = {
  tshirt: 'T-Shirt',
  't shirt': 'T-Shirt',
  cap: 'Caps',
  watches: 'Watches',
  coords: 'Co-ords',
  'co ords': 'Co-ords',
  kurtha: 'Kurthas',
  kurta: 'Kurthas',
  kurtas: 'Kurthas',
  'combo sets': 'Combo set',
  wallet: 'Wallets',
  sunglass: 'Sunglasses',
};

const fold = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export function findMainCategory(input: string): MainCategory | undefined {
  const key = fold(input);
  return MAIN_CATEGORIES.find((c) => c.value === key || fold(c.label) === key);
}

export function mainCategoryLabel(value: string): string {
  return findMainCategory(value)?.label ?? value;
}

/** The canonical spelling of `sub` within `main`, or undefined when it does not belong there. */
export function canonicalSubCategory(main: string, sub: string): string | undefined {
  const category = findMainCategory(main);
  if (!category) return undefined;
  const key = fold(sub);
  const direct = category.subs.find((s) => fold(s) === key);
  if (direct) return direct;
  const alias = SUB_ALIASES[key] ?? SUB_ALIASES[key.replace(/-/g, ' ')];
  return alias ? category.subs.find((s) => s === alias) : undefined;
}

/** Every distinct sub category name across the taxonomy. */
export const ALL_SUB_CATEGORIES: string[] = [
  ...new Set(MAIN_CATEGORIES.flatMap((c) => c.subs as readonly string[])),
];
