import 'server-only';
import { absoluteUrl, productShareCardPath, productUrl } from '@/lib/shared/absolute-url';
import type { Product } from '@/lib/shared/product';
import { previewText } from '@/lib/shared/product-preview';
import { hasSizes, offeredSizes, sizeInStock } from '@/lib/shared/sizes';
import { categoryAttributes, type FeedAgeGroup, type FeedGender } from './category-attributes';

// One product as the catalogue feeds list it (Google Merchant Center, Meta): one item, or one per
// offered size sharing an item group, each with its own availability. Both feeds map products
// here; their writers only format the result (google-feed.ts, meta-feed.ts).

/** Google's title limit (Meta's is 200): longer names are cut with "…". */
export const TITLE_MAX = 150;
/** Google's description limit (Meta's is 9,999); the shop's own limit is the same. */
export const DESCRIPTION_MAX = 5000;
/** Google and Meta take at most 10 and 20 additional images. */
export const ADDITIONAL_IMAGES_MAX = 10;

export interface FeedContext {
  /** The public base URL, e.g. "https://shop.example". */
  base: string;
  /** The brand of a product that names none. */
  shopName: string;
}

/** What every item of one product shares. */
export interface FeedShared {
  title: string;
  description: string;
  imageLink: string;
  additionalImageLinks: string[];
  /** "1499.00 INR" */
  price: string;
  /** "1199.00 INR" while a sale runs, else null. */
  salePrice: string | null;
  brand: string;
  condition: 'new';
  googleProductCategory: string;
  productType: string;
  /** "" when the product names no colour. */
  color: string;
  gender: FeedGender;
  ageGroup: FeedAgeGroup;
  /**
   * One id for every size of every colour of a design (the colour group), else the product id
   * when it is listed per size, else null.
   */
  itemGroupId: string | null;
}

/** What one item has of its own: a size of the product, or the product itself. */
export interface FeedVariant {
  /** "{product id}-{size}", or the product id. */
  id: string;
  link: string;
  inStock: boolean;
  size: string | null;
}

export interface FeedGroup {
  shared: FeedShared;
  variants: FeedVariant[];
}

function imageLinks(product: Product, base: string): [string, ...string[]] {
  const urls = product.images.map((image) => absoluteUrl(base, image.url)).filter(Boolean);
  const [first, ...rest] = urls;
  if (first) return [first, ...rest];
  // Both catalogues refuse an item without an image; a product without photos shows its share
  // card (the photo-less card names it and its price), the address its page's metadata uses.
  return [absoluteUrl(base, productShareCardPath(product))];
}

function description(product: Product, brand: string): string {
  const text = product.description.trim();
  // Both catalogues require a description; a product without one is described by what it is.
  if (!text) return `${product.name.trim()}: ${product.subCategory} from ${brand}.`;
  return text.length <= DESCRIPTION_MAX ? text : previewText(text, DESCRIPTION_MAX - 1);
}

/**
 * Google's rule for apparel variants: every size of every colour of a design shares one
 * item_group_id. A group's label is a product id that no other group or lone product uses.
 */
function itemGroupIdOf(product: Product, sized: boolean): string | null {
  if (product.colourGroup && (product.colourSiblings ?? []).length > 0) {
    return String(product.colourGroup);
  }
  return sized ? String(product.id) : null;
}

export function feedGroup(product: Product, { base, shopName }: FeedContext): FeedGroup {
  const brand = product.brand.trim() || shopName;
  const [imageLink, ...additional] = imageLinks(product, base);
  const url = productUrl(base, product.id);
  const sized = hasSizes(product);
  const shared: FeedShared = {
    title: previewText(product.name, TITLE_MAX),
    description: description(product, brand),
    imageLink,
    additionalImageLinks: additional.slice(0, ADDITIONAL_IMAGES_MAX),
    price: `${product.price} INR`,
    salePrice: product.salePrice ? `${product.salePrice} INR` : null,
    brand,
    condition: 'new',
    ...categoryAttributes(product.mainCategory, product.subCategory),
    color: product.color.trim(),
    itemGroupId: itemGroupIdOf(product, sized),
  };
  if (!sized) {
    // Switched off or out of stock, the product stays listed as out of stock (Google's advice:
    // an item that vanishes and comes back loses its history).
    return {
      shared,
      variants: [
        { id: String(product.id), link: url, inStock: sizeInStock(product, null), size: null },
      ],
    };
  }
  return {
    shared,
    variants: offeredSizes(product).map((size) => ({
      id: `${product.id}-${size}`,
      // The variant's own link opens the page with the size chosen (as in the JSON-LD).
      link: `${url}?size=${encodeURIComponent(size)}`,
      inStock: sizeInStock(product, size),
      size,
    })),
  };
}
