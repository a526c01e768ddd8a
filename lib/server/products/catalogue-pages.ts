import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { productImages, products, productSizes, type ProductSizeRow } from '@/db/schema';
import type { Product } from '@/lib/shared/product';
import { database, rowsOf } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { storageFor } from '@/lib/server/infra/storage';
import { withDesignFacts } from './design-facts';
import { toProduct, type ProductImageFields } from './mapping';
import { isDbId } from '@/lib/shared/ids';
import { productColumns, queryProductIds, type ProductColumns } from './queries';

// The whole catalogue a page at a time, so that what reads it (the catalogue feeds, the
// spreadsheet export) holds a page or two in memory whatever the size of the catalogue.

/**
 * Products per database read. Each page is mapped and written out while the next is read, so a
 * reader holds two pages in memory. Pages live long enough to be promoted to V8's old generation,
 * where they stay until a full GC: with 500 a 10,000-product feed left ~32 MB behind it, with 200
 * ~23 MB, for ~10% more time (docs/performance.md).
 */
export const CATALOGUE_PAGE_SIZE = 200;

/**
 * Every product column under its ProductRow name, numeric as text (as the driver gives it), for
 * a product read as JSON.
 */
const productJsonColumns = sql.join(
  Object.entries(productColumns).map(([key, column]) =>
    column.columnType === 'PgNumeric'
      ? sql`${column}::text as ${sql.identifier(key)}`
      : sql`${column} as ${sql.identifier(key)}`,
  ),
  sql`, `,
);

/** A product of a page as JSON: its columns, its images and its per-size rows in order. */
type ProductJson = Record<string, unknown> & {
  images: ProductImageFields[];
  sizes: Pick<ProductSizeRow, 'size' | 'stock'>[];
};

const productColumnList = Object.entries(productColumns);

/** The product row of a JSON product, each field decoded by its column as a select decodes it. */
function productRowOf(json: ProductJson): ProductColumns {
  const row: Record<string, unknown> = {};
  for (const [key, column] of productColumnList) {
    const value = json[key];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as ProductColumns;
}

/**
 * Products read as one JSON text each, with their images and per-size rows: `where` picks the
 * products, `scope` the image and size rows they need (by the same rule, so each read finds its
 * own rows by index whatever the size of the catalogue); in id order.
 *
 * One query, one round trip, and one value per product for the driver to decode instead of rows
 * of columns from three tables (PGlite decodes rows in JavaScript; this reads a 10,000-product
 * catalogue about three times faster than the select of queries.ts). A text per product, not per
 * page, keeps each string small enough to be collected young: a page's 400 KB would go to V8's
 * large-object space and stay until a full GC.
 */
async function readProductsJson(
  where: SQL,
  limit: number,
  scope: (productId: typeof productImages.productId | typeof productSizes.productId) => SQL,
): Promise<Product[]> {
  const db = await database();
  const result = await db.execute(sql`
    with page as (
      select ${productJsonColumns} from ${products}
      where ${where} order by ${products.id} limit ${limit}
    ),
    images as (
      select ${productImages.productId} as id,
        json_agg(json_build_object('id', ${productImages.id}, 'storageKey', ${productImages.storageKey},
          'width', ${productImages.width}, 'height', ${productImages.height})
          order by ${productImages.position}, ${productImages.id}) as list
      from ${productImages}
      where ${scope(productImages.productId)}
      group by ${productImages.productId}
    ),
    sizes as (
      select ${productSizes.productId} as id,
        json_agg(json_build_object('size', ${productSizes.size}, 'stock', ${productSizes.stock})
          order by ${productSizes.position}) as list
      from ${productSizes}
      where ${scope(productSizes.productId)}
      group by ${productSizes.productId}
    )
    select row_to_json(p)::text as product from (
      select page.*, coalesce(images.list, '[]') as images, coalesce(sizes.list, '[]') as sizes
      from page left join images using (id) left join sizes using (id)
    ) p order by p.id`);
  const storage = storageFor(env());
  return withDesignFacts(
    rowsOf<{ product: string }>(result).map((row) => {
      const json = JSON.parse(row.product) as ProductJson;
      return toProduct(productRowOf(json), json.images, json.sizes, storage);
    }),
  );
}

/**
 * Up to `limit` products with ids above `afterId`, in id order: the whole catalogue read page by
 * page (keyset, so every page costs the same and a product added meanwhile is never read twice)
 * without holding it in memory. The catalogue feeds read it.
 */
export function queryProductsAfter(afterId: number, limit: number): Promise<Product[]> {
  return readProductsJson(
    sql`${products.id} > ${afterId}`,
    limit,
    (productId) => sql`${productId} > ${afterId} and ${productId} <= (select max(id) from page)`,
  );
}

/**
 * The products with these ids, each once, in the order given: the one read of products by id
 * (a cart's lines, an order's, the tags to print, the catalogue memo's misses). An id with no
 * product (never was, or deleted meanwhile) is left out; ids that are no database id are never
 * asked for.
 */
export async function queryProductsByIds(ids: readonly number[]): Promise<Product[]> {
  const wanted = [...new Set(ids.filter(isDbId))];
  if (wanted.length === 0) return [];
  const found = await readProductsJson(inArray(products.id, wanted), wanted.length, (productId) =>
    inArray(productId, wanted),
  );
  const byId = new Map(found.map((p) => [p.id, p]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** One product as queryProductsByIds reads it, or null when there is none. */
export async function queryProduct(id: number): Promise<Product | null> {
  return (await queryProductsByIds([id]))[0] ?? null;
}

/**
 * Pages from `nextPage` (given the page before, null for the first; null when there are no more),
 * each asked for before the one before is handed on, so on PostgreSQL (another process) reading
 * and writing overlap. Empty pages are not handed on.
 */
async function* readAhead(
  nextPage: (previous: Product[] | null) => Promise<Product[]> | null,
): AsyncGenerator<Product[]> {
  let next = nextPage(null);
  try {
    while (next) {
      const products: Product[] = await next;
      next = nextPage(products);
      if (products.length > 0) yield products;
    }
  } finally {
    // Stopped before the end (the client went away): nobody waits for the page read ahead, so
    // its failure, if any, is nobody's to hear.
    next?.catch(() => {});
  }
}

/**
 * The whole catalogue in id order (the feeds). A write between two pages shows in the pages not
 * yet read; the next read has it all.
 */
export function productPagesById(pageSize = CATALOGUE_PAGE_SIZE): AsyncGenerator<Product[]> {
  return readAhead((previous) => {
    if (previous === null) return queryProductsAfter(0, pageSize);
    const last = previous[previous.length - 1];
    return previous.length === pageSize && last ? queryProductsAfter(last.id, pageSize) : null;
  });
}

/**
 * The whole catalogue newest first, as the admin list shows it (the spreadsheet export): the
 * order's ids are read once (a number each), then the products a page of ids at a time. A
 * product deleted meanwhile is left out; one added meanwhile is in the next export.
 */
export async function* productPagesNewestFirst(
  pageSize = CATALOGUE_PAGE_SIZE,
): AsyncGenerator<Product[]> {
  const ids = await queryProductIds('newest');
  let at = 0;
  yield* readAhead(() => {
    if (at >= ids.length) return null;
    return queryProductsByIds(ids.slice(at, (at += pageSize)));
  });
}

/**
 * `pages` with its first page already read: a database that cannot be reached fails here, while
 * the caller can still answer with an error, rather than halfway through a download.
 */
export async function firstPageRead<T>(pages: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await pages.next();
  return (async function* resumed() {
    if (first.done) return;
    yield first.value;
    yield* pages;
  })();
}
