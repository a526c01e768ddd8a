import 'server-only';
import { mainCategoryLabel } from '@/lib/shared/categories';

// What Google and Meta learn from a product's place in the shop's taxonomy
// (lib/shared/categories.ts): the Google product category, the shop's own product type, and who
// it is for. Both catalogues take Google's taxonomy by its full English path
// (https://www.google.com/basepages/producttype/taxonomy.en-US.txt, version 2021-09-21); the path
// reads better in a feed than the numeric id and cannot silently point at the wrong node.

const APPAREL = 'Apparel & Accessories';
const CLOTHING = `${APPAREL} > Clothing`;
const ACCESSORIES = `${APPAREL} > Clothing Accessories`;
const COSMETICS = 'Health & Beauty > Personal Care > Cosmetics';

/** Sub category (lower case, as the taxonomy spells it) -> Google product category. */
const GOOGLE_CATEGORY: Record<string, string> = {
  shirt: `${CLOTHING} > Shirts & Tops`,
  't-shirt': `${CLOTHING} > Shirts & Tops`,
  jeans: `${CLOTHING} > Pants`,
  'cotton pant': `${CLOTHING} > Pants`,
  pants: `${CLOTHING} > Pants`,
  shorts: `${CLOTHING} > Shorts`,
  track: `${CLOTHING} > Activewear`,
  'co-ords': `${CLOTHING} > Outfit Sets`,
  'combo set': `${CLOTHING} > Outfit Sets`,
  jacket: `${CLOTHING} > Outerwear > Coats & Jackets`,
  suit: `${CLOTHING} > Suits`,
  sherwani: `${CLOTHING} > Traditional & Ceremonial Clothing`,
  jodhpuri: `${CLOTHING} > Traditional & Ceremonial Clothing`,
  kurthas: `${CLOTHING} > Traditional & Ceremonial Clothing`,
  'dress code': CLOTHING,
  footwear: `${APPAREL} > Shoes`,
  crocs: `${APPAREL} > Shoes`,
  caps: `${ACCESSORIES} > Hats`,
  belt: `${ACCESSORIES} > Belts`,
  sunglasses: `${ACCESSORIES} > Sunglasses`,
  watch: `${APPAREL} > Jewelry > Watches`,
  watches: `${APPAREL} > Jewelry > Watches`,
  jewellery: `${APPAREL} > Jewelry`,
  wallets: `${APPAREL} > Handbags, Wallets & Cases > Wallets & Money Clips`,
  perfume: `${COSMETICS} > Perfume & Cologne`,
  lotion: `${COSMETICS} > Skin Care > Lotion & Moisturizer`,
  'whitening cream': `${COSMETICS} > Skin Care`,
  'whitening soap': `${COSMETICS} > Bath & Body > Bar Soap`,
};

export type FeedGender = 'male' | 'female' | 'unisex';
export type FeedAgeGroup = 'adult' | 'kids';

/**
 * The shop sells menswear: its own lines, the boys' range, imports and wedding wear are for men
 * and boys; the Unisex line and cosmetics are for anyone.
 */
const GENDER: Record<string, FeedGender> = {
  mens: 'male',
  kidsboys: 'male',
  imported: 'male',
  weddinghub: 'male',
  unisex: 'unisex',
  cosmetics: 'unisex',
};

export interface CategoryAttributes {
  googleProductCategory: string;
  /** The shop's own "Main > Sub", as the product page's breadcrumb and JSON-LD say it. */
  productType: string;
  gender: FeedGender;
  ageGroup: FeedAgeGroup;
}

export function categoryAttributes(mainCategory: string, subCategory: string): CategoryAttributes {
  return {
    // A sub category the taxonomy no longer has (stored by an old client) is still clothing.
    googleProductCategory: GOOGLE_CATEGORY[subCategory.trim().toLowerCase()] ?? CLOTHING,
    productType: `${mainCategoryLabel(mainCategory)} > ${subCategory}`,
    gender: GENDER[mainCategory] ?? 'unisex',
    ageGroup: mainCategory === 'kidsboys' ? 'kids' : 'adult',
  };
}
