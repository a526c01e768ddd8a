import 'server-only';
// The apply's writes, batched: each statement carries a thousand products as ONE JSON parameter
// (read back with json_to_recordset), so 5,000 rows cost a dozen round trips instead of
// thousands, and no statement has thousands of placeholders for the database to parse (PGlite,
// running in WebAssembly, pays dearly for those). Runs in the caller's transaction: any failure
// rolls back all. Every count the file changes gets its stock-ledger row there too.
import { sql } from 'drizzle-orm';
import { products, productSizes } from '@/db/schema';
import { rowsOf, type Tx } from '@/lib/server/infra/db';
import type { StockMoveContext } from '@/lib/server/stock/ledger';
import { writeCountChanges } from '@/lib/server/stock/replaced-counts';
import { lockCounts } from '@/lib/server/stock/stored-counts';
import { plannedCounts } from '@/lib/shared/stock/counts-diff';
import type { ImportPlan } from './plan';
import { PRODUCT_FIELDS, TABLE_FIELDS, type ProductState } from './product-fields';
import { chunks } from './product-state';
import { writeImportBarcodes } from './barcodes';

const PRODUCTS_PER_STATEMENT = 1_000;
const SIZE_ROWS_PER_STATEMENT = 5_000;

const TABLE_COLUMNS = TABLE_FIELDS.map((field) => PRODUCT_FIELDS[field]);
/** The record shape json_to_recordset reads: the products table's own column names and types. */
const PRODUCT_RECORD = sql.raw(
  `(id integer, ${TABLE_COLUMNS.map((c) => `${c.column} ${c.sqlType}`).join(', ')})`,
);
const PRODUCT_COLUMNS = sql.raw(['id', ...TABLE_COLUMNS.map((c) => c.column)].join(', '));
const UPDATED_COLUMNS = sql.raw(TABLE_COLUMNS.map((c) => `${c.column} = v.${c.column}`).join(', '));

interface Written {
  id: number;
  state: ProductState;
}

/** A product's row for json_to_recordset; size lists are stored comma-separated. */
function recordOf({ id, state }: Written): Record<string, unknown> {
  const record: Record<string, unknown> = { id };
  for (const field of TABLE_FIELDS) {
    const value = state[field];
    record[PRODUCT_FIELDS[field].column] = Array.isArray(value) ? value.join(',') : value;
  }
  return record;
}

/** Rows as one JSON text parameter. */
const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::json`;

/** `n` ids from the products sequence, so new rows (and their sizes) are known before insert. */
async function newIds(tx: Tx, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::integer as id from generate_series(1, ${n})`,
  );
  return rowsOf<{ id: number }>(result)
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

async function insertProducts(tx: Tx, rows: Written[]) {
  for (const part of chunks(rows, PRODUCTS_PER_STATEMENT)) {
    await tx.execute(sql`
      insert into ${products} (${PRODUCT_COLUMNS})
      select ${PRODUCT_COLUMNS} from json_to_recordset(${json(part.map(recordOf))}) as v${PRODUCT_RECORD}`);
  }
}

async function updateProducts(tx: Tx, rows: Written[]) {
  for (const part of chunks(rows, PRODUCTS_PER_STATEMENT)) {
    await tx.execute(sql`
      update ${products} set ${UPDATED_COLUMNS}, updated_at = now()
      from json_to_recordset(${json(part.map(recordOf))}) as v${PRODUCT_RECORD}
      where ${products.id} = v.id`);
  }
}

/** Each product's per-size rows replaced by its plan's (none: not tracked per size). */
async function replaceSizeRows(tx: Tx, rows: Written[]) {
  for (const part of chunks(rows, SIZE_ROWS_PER_STATEMENT)) {
    await tx.execute(sql`
      delete from ${productSizes} where ${productSizes.productId} in
        (select value::integer from json_array_elements_text(${json(part.map((r) => r.id))}))`);
  }
  const sizeRows = rows.flatMap(({ id, state }) =>
    (state.sizeStock ?? []).map((r, position) => ({
      product_id: id,
      size: r.size,
      stock: r.stock,
      position,
    })),
  );
  for (const part of chunks(sizeRows, SIZE_ROWS_PER_STATEMENT)) {
    await tx.execute(sql`
      insert into ${productSizes} (product_id, size, stock, position)
      select product_id, size, stock, position from json_to_recordset(${json(part)})
        as v(product_id integer, size varchar, stock integer, position integer)`);
  }
}

/** Columns whose change can change a product's per-size rows. */
const STOCK_COLUMNS = new Set(['size', 'footwear_size', 'size_stock', 'stock']);

/**
 * Writes the plan's new and changed products, with a ledger row (`context`) per count it
 * changes; answers every written id.
 */
export async function writeImportPlan(
  tx: Tx,
  plan: ImportPlan,
  context: StockMoveContext,
): Promise<number[]> {
  const ids = await newIds(tx, plan.creates.length);
  const created = plan.creates.map((c, i) => ({ id: ids[i]!, state: c.state }));
  const updated = plan.updates.map((u) => ({ id: u.id, state: u.state }));
  const restocked = plan.updates
    .filter((u) => u.columns.some((c) => STOCK_COLUMNS.has(c)))
    .map((u) => ({ id: u.id, state: u.state }));
  const before = await lockCounts(
    tx,
    restocked.map((r) => r.id),
  );
  await insertProducts(tx, created);
  await updateProducts(tx, updated);
  await replaceSizeRows(tx, [...created.filter((c) => c.state.sizeStock), ...restocked]);
  const after = new Map([...created, ...restocked].map((r) => [r.id, plannedCounts(r.state)]));
  await writeCountChanges(tx, before, after, context);
  await writeImportBarcodes(tx, created, plan.updates);
  return [...created, ...updated].map((r) => r.id);
}
