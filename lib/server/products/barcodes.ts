import 'server-only';
// The owner's own barcodes (table product_barcodes: one code names one product, or one size of
// it, in the whole shop): read for the edit form and the spreadsheet, written inside a product
// write's transaction, and looked up by the counter. They are the shop's and never part of a
// product as the storefront or the public API read it. The rules of a code are
// lib/shared/stock/barcodes.ts.
import { eq, sql } from 'drizzle-orm';
import { productBarcodes, products } from '@/db/schema';
import { sizeColumn, sizeOf } from '@/db/schema/columns';
import { ALL_SIZES, offeredSizes } from '@/lib/shared/sizes';
import {
  barcodeEntries,
  barcodeHolder,
  barcodeRefusal,
  NO_BARCODES,
  planBarcodes,
  readBarcode,
  takenMessage,
  type BarcodeInput,
  type ProductBarcodes,
} from '@/lib/shared/stock/barcodes';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, isUniqueViolation, type Db, type Tx } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';
import { sizeList } from './mapping';

/** Reads in a transaction or straight from the database. */
type Reader = Db | Tx;

/** A list as ONE JSON parameter, read back as rows of text (no statement of thousands of placeholders). */
const jsonTexts = (values: readonly (string | number)[]) =>
  sql`(select value from json_array_elements_text(${JSON.stringify(values)}::json))`;

/** The stored codes of each of `ids` that has any. */
export async function storedBarcodes(
  reader: Reader,
  ids: readonly number[],
): Promise<Map<number, ProductBarcodes>> {
  const out = new Map<number, ProductBarcodes>();
  if (ids.length === 0) return out;
  const rows = await reader
    .select({
      productId: productBarcodes.productId,
      size: productBarcodes.size,
      code: productBarcodes.code,
    })
    .from(productBarcodes)
    .where(sql`${productBarcodes.productId}::text in ${jsonTexts(ids)}`);
  for (const row of rows) {
    const codes = out.get(row.productId) ?? { barcode: null, sizeBarcodes: {} };
    const size = sizeOf(row.size);
    if (size === null) codes.barcode = row.code;
    else codes.sizeBarcodes[size] = row.code;
    out.set(row.productId, codes);
  }
  // Sizes in size order, as a plan writes them, so an unchanged product compares equal.
  const rank = (size: string) =>
    (ALL_SIZES.indexOf(size) + ALL_SIZES.length + 1) % (ALL_SIZES.length + 1);
  for (const codes of out.values()) {
    const sizes = Object.keys(codes.sizeBarcodes).sort((a, b) => rank(a) - rank(b));
    codes.sizeBarcodes = Object.fromEntries(sizes.map((s) => [s, codes.sizeBarcodes[s]!]));
  }
  return out;
}

/** A holder of a code: the product (and its name, for the refusal's words) and the size. */
export interface BarcodeHolding {
  productId: number;
  size: string | null;
  name: string;
}

/** Who holds each of `codes` now. */
export async function barcodeHolders(
  reader: Reader,
  codes: readonly string[],
): Promise<Map<string, BarcodeHolding>> {
  if (codes.length === 0) return new Map();
  const rows = await reader
    .select({
      code: productBarcodes.code,
      productId: productBarcodes.productId,
      size: productBarcodes.size,
      name: products.name,
    })
    .from(productBarcodes)
    .innerJoin(products, eq(products.id, productBarcodes.productId))
    .where(sql`${productBarcodes.code} in ${jsonTexts(codes)}`);
  return new Map(rows.map((r) => [r.code, { ...r, size: sizeOf(r.size) }]));
}

/** The codes of one product for its edit form. Superusers only. */
export async function productBarcodesForEdit(
  caller: Caller | null,
  productId: number,
): Promise<ProductBarcodes> {
  requireAdmin(caller);
  const db = await database();
  return (await storedBarcodes(db, [productId])).get(productId) ?? NO_BARCODES;
}

/** The first of `entries` another product holds, as a refusal; null when none. */
function takenRefusal(
  productId: number,
  entries: readonly { size: string | null; code: string }[],
  holders: ReadonlyMap<string, BarcodeHolding>,
): Record<string, string[]> | null {
  for (const entry of entries) {
    const holder = holders.get(entry.code);
    if (holder && holder.productId !== productId) {
      return barcodeRefusal(entry.size, takenMessage(barcodeHolder(holder.name, holder.size)));
    }
  }
  return null;
}

const sameEntries = (a: ProductBarcodes, b: ProductBarcodes) =>
  JSON.stringify(barcodeEntries(a)) === JSON.stringify(barcodeEntries(b));

/**
 * A product write's codes, in its transaction, after the product's own row is written (its
 * sizes are read from it): fields sent replace the stored codes, a size no longer offered loses
 * its code. A code another product (or size) holds is a field error naming it, also when another
 * save takes it in the same moment (the unique key's refusal, read back under a savepoint).
 */
export async function saveBarcodes(tx: Tx, productId: number, input: BarcodeInput): Promise<void> {
  const stored = (await storedBarcodes(tx, [productId])).get(productId) ?? NO_BARCODES;
  const sendsCodes = Boolean(input.barcode) || Object.keys(input.size_barcodes ?? {}).length > 0;
  if (!sendsCodes && barcodeEntries(stored).length === 0) return;
  const [row] = await tx
    .select({ size: products.size, footwearSize: products.footwearSize })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return;
  const offered = offeredSizes({
    sizes: sizeList(row.size),
    footwearSizes: sizeList(row.footwearSize),
  });
  const planned = planBarcodes(stored, input, offered);
  if (!planned.ok) throw new ValidationError(planned.errors);
  if (sameEntries(stored, planned.codes)) return;
  const entries = barcodeEntries(planned.codes);
  const codes = entries.map((e) => e.code);
  const taken = takenRefusal(productId, entries, await barcodeHolders(tx, codes));
  if (taken) throw new ValidationError(taken);
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.delete(productBarcodes).where(eq(productBarcodes.productId, productId));
      if (entries.length === 0) return;
      await savepoint
        .insert(productBarcodes)
        .values(entries.map((e) => ({ code: e.code, productId, size: sizeColumn(e.size) })));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const now = takenRefusal(productId, entries, await barcodeHolders(tx, codes));
    throw new ValidationError(
      now ?? { barcode: ['Another save took one of these barcodes just now. Save again.'] },
    );
  }
}

/** The product (and size) whose barcode is `code`, for the counter's lookup. Superusers only. */
export async function findByBarcode(
  caller: Caller | null,
  code: string,
): Promise<{ productId: number; size: string | null } | null> {
  requireAdmin(caller);
  const read = readBarcode(code);
  if (!read.ok || read.code === '') return null;
  const db = await database();
  const [row] = await db
    .select({ productId: productBarcodes.productId, size: productBarcodes.size })
    .from(productBarcodes)
    .where(eq(productBarcodes.code, read.code))
    .limit(1);
  return row ? { productId: row.productId, size: sizeOf(row.size) } : null;
}
