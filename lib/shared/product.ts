import type { SizeStock } from '@/lib/shared/sizes';

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
  createdAt: string;
  updatedAt: string;
}
