import 'server-only';
import { sql } from 'drizzle-orm';
import { productImages, products, productSizes, type ProductSizeRow } from '@/db/schema';
import type { Product } from '@/lib/shared/product';
import { database, rowsOf } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { storageFor } from '@/lib/server/infra/storage';
import { withDesignFacts } from './design-facts';
import { toProduct, type ProductImageFields } from './mapping';
import { productColumns, type ProductColumns } from './queries';

// The whole catalogue in id order, a page per query, for the catalogue feeds.

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
 * Up to `limit` products with ids above `afterId`, in id order: the whole catalogue read page by
 * page (keyset, so every page costs the same and a product added meanwhile is never read twice)
 * without holding it in memory. The catalogue feeds read it.
 *
 * One query per page, each product answered as one JSON text with its images and sizes: one
 * round trip, and one value per product for the driver to decode instead of rows of columns from
 * three tables (PGlite decodes rows in JavaScript; this reads a 10,000-product catalogue about
 * three times faster). A text per product, not per page, keeps each string small enough to be
 * collected young: a page's 400 KB would go to V8's large-object space and stay until a full GC.
 * Images and sizes are found by the page's id range, not its list of ids, so each page reads its
 * own rows by index whatever the size of the catalogue.
 */
export async function queryProductsAfter(afterId: number, limit: number): Promise<Product[]> {
  const db = await database();
  const result = await db.execute(sql`
    with page as (
      select ${productJsonColumns} from ${products}
      where ${products.id} > ${afterId} order by ${products.id} limit ${limit}
    ),
    images as (
      select ${productImages.productId} as id,
        json_agg(json_build_object('id', ${productImages.id}, 'storageKey', ${productImages.storageKey},
          'width', ${productImages.width}, 'height', ${productImages.height})
          order by ${productImages.position}, ${productImages.id}) as list
      from ${productImages}
      where ${productImages.productId} > ${afterId} and ${productImages.productId} <= (select max(id) from page)
      group by ${productImages.productId}
    ),
    sizes as (
      select ${productSizes.productId} as id,
        json_agg(json_build_object('size', ${productSizes.size}, 'stock', ${productSizes.stock})
          order by ${productSizes.position}) as list
      from ${productSizes}
      where ${productSizes.productId} > ${afterId} and ${productSizes.productId} <= (select max(id) from page)
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
