import 'server-only';
// The spreadsheet's barcode columns (`barcode`, `size_barcodes`): what a row leaves on its
// product, the codes that would clash once the whole file is applied (with another row, or with
// a product the file does not change), and their write in the apply's transaction. A code may
// move between products within one file (a swap), since only the end state must be unique.
import { sql } from 'drizzle-orm';
import { productBarcodes } from '@/db/schema';
import { sizeColumn } from '@/db/schema/columns';
import type { CsvRowError } from '@/lib/shared/catalogue-csv/result';
import { offeredSizes } from '@/lib/shared/sizes';
import {
  barcodeEntries,
  barcodeHolder,
  barcodeRefusal,
  planBarcodes,
  takenMessage,
  type ProductBarcodes,
} from '@/lib/shared/stock/barcodes';
import type { ProductUpdateInput } from '@/lib/shared/validation/product';
import { isUniqueViolation, type Tx } from '@/lib/server/infra/db';
import { ConflictError, ValidationError } from '@/lib/server/infra/errors';
import { barcodeHolders } from '@/lib/server/products/barcodes';
import type { ProductState } from './product-fields';
import type { Reader } from './product-state';
import { chunks } from './product-state';

export const BARCODE_TAKEN_SINCE_PREVIEW =
  'A barcode in the file was given to another product since the preview. Check the new preview, then apply again.';

/**
 * The codes a row leaves on its product (the sizes it will offer decide which size codes stay);
 * a ValidationError for a size code of a size it will not offer, or one code twice on it.
 */
export function rowBarcodes(
  current: ProductState | null,
  input: ProductUpdateInput,
): ProductBarcodes {
  const offered = offeredSizes({
    sizes: input.size ?? current?.sizes ?? [],
    footwearSizes: input.footwear_size ?? current?.footwearSizes ?? [],
  });
  const stored = current && { barcode: current.barcode, sizeBarcodes: current.sizeBarcodes };
  const planned = planBarcodes(stored, input, offered);
  if (!planned.ok) throw new ValidationError(planned.errors);
  return planned.codes;
}

/** A row whose plan succeeded: where it is in the file, its product (null: new) and its codes. */
export interface BarcodeClaim {
  line: number;
  row: number;
  id: number | null;
  before: ProductState | null;
  after: ProductState;
}

const rowError = (claim: BarcodeClaim, refusal: Record<string, string[]>): CsvRowError[] =>
  Object.entries(refusal).flatMap(([column, messages]) =>
    messages.map((message) => ({ line: claim.line, row: claim.row, column, message })),
  );

/**
 * The codes that would not be unique once every claim is written: a code two rows give, or a
 * code a product outside the claims keeps. Reads only the codes new to their product.
 */
export async function barcodeClashes(
  reader: Reader,
  claims: readonly BarcodeClaim[],
): Promise<CsvRowError[]> {
  const errors: CsvRowError[] = [];
  const claimedBy = new Map<string, BarcodeClaim>();
  const fresh: { claim: BarcodeClaim; size: string | null; code: string }[] = [];
  for (const claim of claims) {
    const had = new Set(claim.before ? barcodeEntries(claim.before).map((e) => e.code) : []);
    for (const { size, code } of barcodeEntries(claim.after)) {
      const earlier = claimedBy.get(code);
      if (earlier) {
        errors.push(
          ...rowError(
            claim,
            barcodeRefusal(size, `${code} is also the barcode on line ${earlier.line}.`),
          ),
        );
        continue;
      }
      claimedBy.set(code, claim);
      if (!had.has(code)) fresh.push({ claim, size, code });
    }
  }
  if (fresh.length === 0) return errors;
  const inFile = new Set(claims.flatMap((c) => (c.id === null ? [] : [c.id])));
  const holders = await barcodeHolders(
    reader,
    fresh.map((f) => f.code),
  );
  for (const { claim, size, code } of fresh) {
    const holder = holders.get(code);
    // A product of the file gives the code up, or keeps it and the two rows clashed above.
    if (!holder || holder.productId === claim.id || inFile.has(holder.productId)) continue;
    errors.push(
      ...rowError(
        claim,
        barcodeRefusal(size, takenMessage(barcodeHolder(holder.name, holder.size))),
      ),
    );
  }
  return errors;
}

const ROWS_PER_STATEMENT = 5_000;

const BARCODE_COLUMNS: readonly string[] = ['barcode', 'size_barcodes'];

/**
 * The barcodes of new products and of products whose codes change: all their old rows go first,
 * so codes may move between them. A code another save took since the check is a 409.
 */
export async function writeImportBarcodes(
  tx: Tx,
  created: readonly { id: number; state: ProductState }[],
  updates: readonly { id: number; state: ProductState; columns: readonly string[] }[],
): Promise<void> {
  const changed = [
    ...created.filter((c) => barcodeEntries(c.state).length > 0),
    ...updates.filter((u) => u.columns.some((c) => BARCODE_COLUMNS.includes(c))),
  ];
  if (changed.length === 0) return;
  const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::json`;
  for (const part of chunks(changed, ROWS_PER_STATEMENT)) {
    await tx.execute(sql`
      delete from ${productBarcodes} where ${productBarcodes.productId} in
        (select value::integer from json_array_elements_text(${json(part.map((w) => w.id))}))`);
  }
  const rows = changed.flatMap(({ id, state }) =>
    barcodeEntries(state).map((e) => ({ code: e.code, product_id: id, size: sizeColumn(e.size) })),
  );
  try {
    for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
      await tx.execute(sql`
        insert into ${productBarcodes} (code, product_id, size)
        select code, product_id, size from json_to_recordset(${json(part)})
          as v(code varchar, product_id integer, size varchar)`);
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(BARCODE_TAKEN_SINCE_PREVIEW);
    throw error;
  }
}
