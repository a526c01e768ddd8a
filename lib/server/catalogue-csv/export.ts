import 'server-only';
// The whole catalogue as one CSV for Excel or Google Sheets: UTF-8 with a byte-order mark (so
// Excel reads ₹ and Hindi), Windows line ends, every cell protected against formula injection.
// Read fresh from the database a page at a time, newest first like the admin list; superusers
// only.
import { stringify } from 'csv-stringify/sync';
import {
  CSV_COLUMNS,
  formatSizeBarcodes,
  formatSizeStock,
  LIST_SEPARATOR,
  protectCell,
  type CsvColumn,
} from '@/lib/shared/catalogue-csv/columns';
import { absoluteUrl } from '@/lib/shared/absolute-url';
import type { Product } from '@/lib/shared/product';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { firstPageRead, productPagesNewestFirst } from '@/lib/server/products/catalogue-pages';
import { storedBarcodes } from '@/lib/server/products/barcodes';
import { database } from '@/lib/server/infra/db';
import { NO_BARCODES, type ProductBarcodes } from '@/lib/shared/stock/barcodes';

/** The owner's barcodes by product id (never part of a Product). */
type Barcodes = ReadonlyMap<number, ProductBarcodes>;

/** One product's cells, in CSV_COLUMNS order. */
export function productCells(
  product: Product,
  base: string,
  codes: ProductBarcodes = NO_BARCODES,
): string[] {
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
    barcode: codes.barcode ?? '',
    size_barcodes: formatSizeBarcodes(codes.sizeBarcodes),
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

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

/** The header row, after the byte-order mark. */
const headerText = () => stringify([[...CSV_COLUMNS]], { ...CSV_OPTIONS, bom: true });

/** The rows of `items`, one line each. */
const rowsText = (items: readonly Product[], base: string, codes: Barcodes) =>
  stringify(
    items.map((p) => productCells(p, base, codes.get(p.id))),
    CSV_OPTIONS,
  );

/** The CSV text of `items` (header first); the caller checks who is asking. */
export function catalogueCsv(
  items: readonly Product[],
  base: string,
  codes: Barcodes = new Map(),
): string {
  return headerText() + rowsText(items, base, codes);
}

/** The CSV a chunk at a time: the header, then the rows of each page as it is read. */
async function* csvChunks(pages: AsyncIterable<Product[]>, base: string): AsyncGenerator<string> {
  yield headerText();
  const db = await database();
  for await (const page of pages) {
    const codes = await storedBarcodes(
      db,
      page.map((p) => p.id),
    );
    yield rowsText(page, base, codes);
  }
}

/**
 * Every product as CSV chunks, image URLs absolute on `base`, read and written a page at a time
 * (memory does not grow with the catalogue). The first page is read before this returns, so a
 * database that cannot be reached is an error answer, not a broken download. Superusers only.
 */
export async function exportCatalogueCsvChunks(
  caller: Caller | null,
  base: string,
): Promise<AsyncGenerator<string>> {
  requireAdmin(caller);
  return csvChunks(await firstPageRead(productPagesNewestFirst()), base);
}

/** The same export as one text (scripts and tests). Superusers only. */
export async function exportCatalogueCsv(caller: Caller | null, base: string): Promise<string> {
  let text = '';
  for await (const chunk of await exportCatalogueCsvChunks(caller, base)) text += chunk;
  return text;
}
