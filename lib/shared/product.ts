import type { SizeStock } from '@/lib/shared/sizes';
import type { ProductSizeChart } from '@/lib/shared/size-charts/chart';

// Domain shapes shared by server and client code. The /api wire format is mapped from
// these in lib/server/http/serialize.ts; pages use them directly.

export interface ProductImage {
  id: number;
  /** Site-relative ("/media/abc.jpg") for the local driver, absolute https for UploadThing. */
  url: string;
  width: number | null;
  height: number | null;
}

export interface Product {
  id: number;
  name: string;
  /** Decimal string with two places, e.g. "1499.00": money never goes through a float. */
  price: string;
  /**
   * The sale price while a sale runs now (below `price`), else null or absent
   * (lib/shared/sale.ts: what a shopper pays is `currentPrice`).
   */
  salePrice?: string | null;
  /** When the running sale ends (ISO), or null/absent: no end set, or no sale. */
  saleEndsAt?: string | null;
  brand: string;
  material: string;
  modelName: string;
  cottonPercentage: number | null;
  color: string;
  /** Clothing sizes from S M L XL XXL, in that order. */
  sizes: string[];
  /** Footwear sizes from 6 to 11, ascending. */
  footwearSizes: string[];
  weight: string;
  description: string;
  mainCategory: string;
  subCategory: string;
  available: boolean;
  /** The total; the sum of `sizeStock` when the product is tracked per size. */
  stock: number;
  /**
   * One count per offered size, in size order, when stock is kept per size (lib/shared/sizes.ts);
   * null when it is not (then every offered size sells from the total `stock`).
   */
  sizeStock: SizeStock[] | null;
  /** available && stock > 0 (some size has stock when tracked per size) */
  inStock: boolean;
  images: ProductImage[];
  /** The product's own chart's id (over its kind's), or null/absent. */
  sizeChartId?: number | null;
  /** "Runs small: take one size up", or "". */
  fitNote?: string;
  /** The size guide for the product's sizes, or null/absent: no chart fits it. */
  sizeChart?: ProductSizeChart | null;
  /** Products with the same value are one design in other colours; null/absent: none. */
  colourGroup?: number | null;
  /** The other colours of the design (absent or empty: none). */
  colourSiblings?: ColourSibling[];
  createdAt: string;
  updatedAt: string;
}

/** Another colour of the same design, as a product page's swatch row shows it. */
export interface ColourSibling {
  id: number;
  name: string;
  color: string;
  inStock: boolean;
  /** The sibling's first photo (site-relative or absolute), or null. */
  imageUrl: string | null;
}

/**
 * What the browser needs of a product to put it in the cart: a cart line (name, price, photo,
 * category facts), the size choice with its stock and guide, and the sale price. Cards and the
 * product page hand their islands this rather than the whole product, so a page's RSC payload
 * does not carry descriptions, dates and colour siblings a second time for every card.
 */
export type CartProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'salePrice'
  | 'saleEndsAt'
  | 'brand'
  | 'modelName'
  | 'cottonPercentage'
  | 'color'
  | 'sizes'
  | 'footwearSizes'
  | 'weight'
  | 'mainCategory'
  | 'subCategory'
  | 'available'
  | 'stock'
  | 'sizeStock'
  | 'inStock'
  | 'images'
  | 'sizeChart'
>;

/** The cart's part of a product (a new object; `images` and `sizeChart` are shared, not copied). */
export function cartProduct(product: CartProduct): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    salePrice: product.salePrice ?? null,
    saleEndsAt: product.saleEndsAt ?? null,
    brand: product.brand,
    modelName: product.modelName,
    cottonPercentage: product.cottonPercentage,
    color: product.color,
    sizes: product.sizes,
    footwearSizes: product.footwearSizes,
    weight: product.weight,
    mainCategory: product.mainCategory,
    subCategory: product.subCategory,
    available: product.available,
    stock: product.stock,
    sizeStock: product.sizeStock,
    inStock: product.inStock,
    images: product.images,
    sizeChart: product.sizeChart ?? null,
  };
}
