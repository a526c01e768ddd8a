import 'server-only';
// Checks every row of a catalogue file (already through the product schema, check-rows.ts)
// against the stored catalogue with planStock, and decides what each row does: add a product,
// change one (and which columns), or nothing. Nothing is written here.
import { createHash } from 'node:crypto';
import { CSV_COLUMNS, type CsvColumn } from '@/lib/shared/catalogue-csv/columns';
import type { CsvRowError } from '@/lib/shared/catalogue-csv/result';
import type { ProductUpdateInput } from '@/lib/shared/validation/product';
import { ValidationError } from '@/lib/server/infra/errors';
import { planStock, type StockPlan } from '@/lib/server/products/size-stock';
import { PRODUCT_FIELDS, STATE_FIELDS, type ProductState } from './product-fields';
import { readProductStates, type Reader } from './product-state';
import type { CatalogueFile } from './read-file';
import { nextTurn, ROWS_PER_TURN, type CheckedRow } from './check-rows';
import type { ProductBarcodes } from '@/lib/shared/stock/barcodes';
import { barcodeClashes, rowBarcodes, type BarcodeClaim } from './barcodes';

export interface PlannedCreate {
  line: number;
  state: ProductState;
}

export interface PlannedUpdate {
  line: number;
  id: number;
  state: ProductState;
  /** The columns whose value changes. */
  columns: CsvColumn[];
}

export interface ImportPlan {
  rows: number;
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: CsvRowError[];
}

const EMPTY: ProductState = {
  name: '',
  price: '0.00',
  brand: '',
  material: '',
  modelName: '',
  cottonPercentage: null,
  color: '',
  sizes: [],
  footwearSizes: [],
  weight: '',
  description: '',
  mainCategory: '',
  subCategory: '',
  available: true,
  stock: 0,
  sizeStock: null,
  barcode: null,
  sizeBarcodes: {},
};

/**
 * The product as the write leaves it: the input's fields over the stored ones (a field not sent
 * keeps its value; a cotton percentage sent as null clears it), the counts as planStock planned,
 * the barcodes as rowBarcodes planned.
 */
function nextState(
  current: ProductState | null,
  input: ProductUpdateInput,
  stock: StockPlan,
  codes: ProductBarcodes,
): ProductState {
  const next: Record<string, unknown> = { ...(current ?? EMPTY) };
  for (const field of STATE_FIELDS) {
    const sent = input[PRODUCT_FIELDS[field].column];
    if (sent !== undefined) next[field] = sent;
  }
  return {
    ...(next as unknown as ProductState),
    stock: stock.stock,
    sizeStock: stock.sizeStock,
    ...codes,
  };
}

function changedColumns(before: ProductState, after: ProductState): CsvColumn[] {
  const changed = STATE_FIELDS.filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return changed.map((k) => PRODUCT_FIELDS[k].column);
}

/** Errors in the file's column order; a problem with the whole row ("row") first. */
const columnOrder = (column: string) => CSV_COLUMNS.indexOf(column as CsvColumn);

/**
 * Every checked row against the stored catalogue (read with `reader`: the apply's transaction,
 * which locks the rows, or the database itself for the preview, one statement at a time).
 */
export async function planImport(
  reader: Reader,
  checked: readonly CheckedRow[],
  lock: boolean,
): Promise<ImportPlan> {
  const ids = [...new Set(checked.flatMap((r) => (r.id === null ? [] : [r.id])))];
  const stored = await readProductStates(reader, ids, lock);
  const plan: ImportPlan = {
    rows: checked.length,
    creates: [],
    updates: [],
    unchanged: 0,
    errors: [],
  };
  const firstLine = new Map<number, number>();
  const claims: BarcodeClaim[] = [];

  for (const [i, { record, id, errors: cellErrors, invalid, input }] of checked.entries()) {
    if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1 && !lock) await nextTurn();
    const errors: Record<string, string[]> = { ...cellErrors };
    const current = id === null ? null : (stored.get(id) ?? null);
    if (id !== null) {
      const earlier = firstLine.get(id);
      if (earlier !== undefined)
        errors.id = [`Product ${id} is also on line ${earlier}: each product may appear once.`];
      else if (!current)
        errors.id = [
          `No product has id ${id} (was it deleted?). Clear the id to add this row as a new product.`,
        ];
      firstLine.set(id, earlier ?? record.line);
    }
    Object.assign(errors, invalid);
    let stock: StockPlan | null = null;
    let codes: ProductBarcodes | null = null;
    if (input && Object.keys(errors).length === 0) {
      try {
        stock = planStock(current, input);
        codes = rowBarcodes(current, input);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        Object.assign(errors, error.fields);
      }
    }
    const columns = Object.keys(errors).sort((a, b) => columnOrder(a) - columnOrder(b));
    for (const column of columns) {
      for (const message of errors[column]!)
        plan.errors.push({ line: record.line, row: record.row, column, message });
    }
    if (!input || !stock || !codes || columns.length) continue;

    const state = nextState(current, input, stock, codes);
    claims.push({ line: record.line, row: record.row, id, before: current, after: state });
    if (id === null || !current) {
      plan.creates.push({ line: record.line, state });
      continue;
    }
    const changed = changedColumns(current, state);
    if (changed.length) plan.updates.push({ line: record.line, id, state, columns: changed });
    else plan.unchanged += 1;
  }
  // A code is unique once the whole file is applied: checked when every row is planned.
  const clashes = await barcodeClashes(reader, claims);
  if (clashes.length) plan.errors = [...plan.errors, ...clashes].sort((a, b) => a.line - b.line);
  return plan;
}

/**
 * What the preview promises: this file, adding these rows and changing these columns of these
 * products. The apply recomputes it under lock and refuses when anything differs.
 */
export function planToken(file: CatalogueFile, plan: ImportPlan): string {
  const changes = {
    creates: plan.creates.map((c) => c.line),
    updates: plan.updates.map((u) => [u.id, ...u.columns]),
  };
  return createHash('sha256').update(file.hash).update(JSON.stringify(changes)).digest('hex');
}
