import type { SizeStock } from '@/lib/shared/sizes';

/** One row of the admin product table: what the list shows, nothing more. */
export interface AdminProductRow {
  id: number;
  name: string;
  mainCategory: string;
  subCategory: string;
  /** Decimal string, "1499.00". */
  price: string;
  /** The total; the sum of `sizeStock` when the product is tracked per size. */
  stock: number;
  /** One count per offered size in size order, or null when not tracked per size. */
  sizeStock: SizeStock[] | null;
  available: boolean;
  thumbnail: string | null;
}
