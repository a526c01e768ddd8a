import 'server-only';
// The product fields the catalogue spreadsheet compares and writes, listed once: each with its
// CSV column (which is also its key in the product schema's input and, for all but the per-size
// counts and the barcodes, its column in the products table) and the SQL type the apply's batched writes read it
// as. The plan (what changes), the state (what is stored) and the writes all follow this list.
import type { CsvColumn } from '@/lib/shared/catalogue-csv/columns';
import type { Product } from '@/lib/shared/product';
import type { ProductBarcodes } from '@/lib/shared/stock/barcodes';
import type { ProductUpdateInput } from '@/lib/shared/validation/product';

interface Field {
  column: CsvColumn & keyof ProductUpdateInput;
  /**
   * Its type in the products table; null for the per-size counts (rows of product_sizes) and the
   * barcodes (rows of product_barcodes).
   */
  sqlType: string | null;
}

export const PRODUCT_FIELDS = {
  name: { column: 'name', sqlType: 'varchar' },
  price: { column: 'price', sqlType: 'numeric' },
  brand: { column: 'brand', sqlType: 'varchar' },
  material: { column: 'material', sqlType: 'varchar' },
  modelName: { column: 'model_name', sqlType: 'varchar' },
  cottonPercentage: { column: 'cotton_percentage', sqlType: 'integer' },
  color: { column: 'color', sqlType: 'varchar' },
  sizes: { column: 'size', sqlType: 'varchar' },
  footwearSizes: { column: 'footwear_size', sqlType: 'varchar' },
  weight: { column: 'weight', sqlType: 'varchar' },
  description: { column: 'description', sqlType: 'text' },
  mainCategory: { column: 'main_category', sqlType: 'varchar' },
  subCategory: { column: 'sub_category', sqlType: 'varchar' },
  available: { column: 'available', sqlType: 'boolean' },
  stock: { column: 'stock', sqlType: 'integer' },
  sizeStock: { column: 'size_stock', sqlType: null },
  barcode: { column: 'barcode', sqlType: null },
  sizeBarcodes: { column: 'size_barcodes', sqlType: null },
} as const satisfies Partial<Record<keyof Product | keyof ProductBarcodes, Field>>;

/** Everything about a product that the spreadsheet writes (its barcodes are not in a Product). */
export type ProductState = Pick<
  Product,
  Exclude<keyof typeof PRODUCT_FIELDS, keyof ProductBarcodes>
> &
  ProductBarcodes;
export type StateField = keyof ProductState;

export const STATE_FIELDS = Object.keys(PRODUCT_FIELDS) as StateField[];

/** The fields kept in the products table's own columns, in the order above. */
export const TABLE_FIELDS = STATE_FIELDS.filter((field) => PRODUCT_FIELDS[field].sqlType !== null);
