import 'server-only';
// Everything about a product that the spreadsheet writes, read inside the apply's transaction
// (and locked, so nothing changes between the check and the write), or for the preview straight
// from the database, a chunk a statement, so other requests go between them.
import { rupeesText } from '@/lib/shared/money';
import { inArray } from 'drizzle-orm';
import { products } from '@/db/schema';
import { offeredSizes } from '@/lib/shared/sizes';
import type { Db, Tx } from '@/lib/server/infra/db';
import { sizeList, sizeStockOf } from '@/lib/server/products/mapping';
import { sizeRowsFor } from '@/lib/server/products/queries';
import { storedBarcodes } from '@/lib/server/products/barcodes';
import { NO_BARCODES } from '@/lib/shared/stock/barcodes';
import type { ProductState } from './product-fields';

/** Reads in a transaction (the apply, locking) or straight from the database (the preview). */
export type Reader = Db | Tx;

/** Ids per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 10_000;

/** `list` in slices of `size`: one statement each. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The stored state of each of `ids` that exists; `lock` holds the rows until the commit. */
export async function readProductStates(
  tx: Reader,
  ids: readonly number[],
  lock: boolean,
): Promise<Map<number, ProductState>> {
  const states = new Map<number, ProductState>();
  for (const part of chunks(ids, CHUNK)) {
    const query = tx
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        brand: products.brand,
        material: products.material,
        modelName: products.modelName,
        cottonPercentage: products.cottonPercentage,
        color: products.color,
        size: products.size,
        footwearSize: products.footwearSize,
        weight: products.weight,
        description: products.description,
        mainCategory: products.mainCategory,
        subCategory: products.subCategory,
        available: products.available,
        stock: products.stock,
      })
      .from(products)
      .where(inArray(products.id, part));
    const rows = await (lock ? query.for('update') : query);
    const byProduct = await sizeRowsFor(part, tx);
    const codes = await storedBarcodes(tx, part);
    for (const { id, size, footwearSize, price, ...row } of rows) {
      const sizes = sizeList(size);
      const footwearSizes = sizeList(footwearSize);
      states.set(id, {
        ...row,
        price: rupeesText(price),
        sizes,
        footwearSizes,
        sizeStock: sizeStockOf(offeredSizes({ sizes, footwearSizes }), byProduct.get(id) ?? []),
        ...(codes.get(id) ?? NO_BARCODES),
      });
    }
  }
  return states;
}
