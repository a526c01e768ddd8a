import 'server-only';
// The half of a spreadsheet check that needs no database: every row read (row-fields.ts) and
// put through the product schema, the same rules as the add and edit forms. Done outside any
// transaction, pausing now and then so the server keeps answering during a 100,000-row file.
import type { ProductUpdateInput } from '@/lib/shared/validation/product';
import { ValidationError } from '@/lib/server/infra/errors';
import { validateProductFields } from '@/lib/server/products/product-write-form';
import type { CatalogueFile } from './read-file';
import { rowFields, type RowFields } from './row-fields';

/** A row read and checked by the product schema: what needs no database. */
export interface CheckedRow extends RowFields {
  record: CatalogueFile['records'][number];
  /** The schema's refusals (beside `errors`, the spreadsheet's own). */
  invalid: Record<string, string[]>;
  input: ProductUpdateInput | null;
}

/** Rows between pauses that let other requests through (a 100,000-row file is seconds of CPU). */
export const ROWS_PER_TURN = 500;
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every row through the product schema, without the database: run before the apply's
 * transaction and for the preview, pausing now and then so the server keeps answering.
 */
export async function checkRows(file: CatalogueFile): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  for (const record of file.records) {
    if (checked.length % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const row = rowFields(record, file.headerLength);
    let input: ProductUpdateInput | null = null;
    let invalid: Record<string, string[]> = {};
    try {
      input = validateProductFields(row.id === null ? 'create' : 'update', row.fields);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      invalid = error.fields;
    }
    checked.push({ ...row, record, input, invalid });
  }
  return checked;
}
