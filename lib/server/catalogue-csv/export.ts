import 'server-only';
// The whole catalogue as one CSV for Excel or Google Sheets: UTF-8 with a byte-order mark (so
// Excel reads ₹ and Hindi), Windows line ends, every cell protected against formula injection.
// Read fresh from the database, newest first like the admin list; superusers only.
import { stringify } from 'csv-stringify/sync';
import {
  CSV_COLUMNS,
  formatSizeStock,
  LIST_SEPARATOR,
  protectCell,
  type CsvColumn,
} from '@/lib/shared/catalogue-csv/columns';
import { absoluteUrl } from '@/lib/shared/absolute-url';
import type { Product } from '@/lib/shared/product';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { queryProducts } from '@/lib/server/products/queries';

/** One product's cells, in CSV_COLUMNS order. */
export function productCells(product: Product, base: string): string[] {
  const cells: Record<CsvColumn, string> = {
    id: String(product.id),
    name: product.name,
    main_category: product.mainCategory,
    sub_category: product.subCategory,
    price: product.price,
    available: String(product.available),
    stock: String(product.stock),
    size: product.sizes.join(','),
    footwear_size: product.footwearSizes.join(','),
    size_stock: formatSizeStock(product.sizeStock),
    color: product.color,
    brand: product.brand,
    material: product.material,
    model_name: product.modelName,
    cotton_percentage: product.cottonPercentage === null ? '' : String(product.cottonPercentage),
    weight: product.weight,
    description: product.description,
    image_urls: product.images.map((i) => absoluteUrl(base, i.url)).join(LIST_SEPARATOR),
    created_at: product.createdAt,
  };
  return CSV_COLUMNS.map((column) => protectCell(cells[column]));
}

/** The CSV text of `items` (header first); the caller checks who is asking. */
export function catalogueCsv(items: readonly Product[], base: string): string {
  return stringify([[...CSV_COLUMNS], ...items.map((p) => productCells(p, base))], {
    bom: true,
    record_delimiter: 'windows',
  });
}

/** Every product as CSV text, image URLs absolute on `base`. Superusers only. */
export async function exportCatalogueCsv(caller: Caller | null, base: string): Promise<string> {
  requireAdmin(caller);
  const { items } = await queryProducts();
  return catalogueCsv(items, base);
}
