import 'server-only';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  productImages,
  products,
  productSizes,
  type ProductImageRow,
  type ProductRow,
  type ProductSizeRow,
} from '@/db/schema';
import type { Product } from '@/lib/shared/product';
import { isDbId } from '@/lib/shared/ids';
import { database, rowsOf } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { storageFor } from '@/lib/server/infra/storage';
import { toProduct, type ProductImageFields } from './mapping';

export type ProductSort = 'newest' | 'price-asc' | 'price-desc';

export interface ProductQuery {
  /** Only these products (e.g. the lines of a cart). */
  ids?: number[];
  main?: string;
  sub?: string;
  /** Free text over name, brand, colour, model, material, description and categories. */
  search?: string;
  sizes?: string[];
  inStockOnly?: boolean;
  sort?: ProductSort;
  limit?: number;
  offset?: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
}

const { searchVector: _omit, ...productColumns } = getTableColumns(products);
type ProductColumns = Omit<ProductRow, 'searchVector'>;

/** "blue sh" -> to_tsquery('blue:* & sh:*'); only letters and digits reach the query. */
export function searchQuery(text: string): string | null {
  const tokens = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((t) => `${t.slice(0, 40)}:*`);
  return tokens.length ? tokens.join(' & ') : null;
}

function whereFor(q: ProductQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.ids) parts.push(q.ids.length ? inArray(products.id, q.ids) : sql`false`);
  if (q.main) parts.push(eq(products.mainCategory, q.main));
  if (q.sub) parts.push(sql`lower(${products.subCategory}) = lower(${q.sub})`);
  if (q.search !== undefined) {
    const tsquery = searchQuery(q.search);
    parts.push(
      tsquery ? sql`${products.searchVector} @@ to_tsquery('simple', ${tsquery})` : sql`false`,
    );
  }
  for (const size of q.sizes ?? []) {
    parts.push(
      sql`(',' || ${products.size} || ',' || ${products.footwearSize} || ',') like ${`%,${size},%`}`,
    );
  }
  if (q.inStockOnly) parts.push(and(eq(products.available, true), sql`${products.stock} > 0`));
  return and(...parts);
}

function orderFor(sort: ProductSort = 'newest'): SQL[] {
  if (sort === 'price-asc') return [asc(products.price), desc(products.id)];
  if (sort === 'price-desc') return [desc(products.price), desc(products.id)];
  return [desc(products.createdAt), desc(products.id)];
}

async function imagesFor(productIds: number[]): Promise<Map<number, ProductImageRow[]>> {
  const byProduct = new Map<number, ProductImageRow[]>();
  if (productIds.length === 0) return byProduct;
  const db = await database();
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Each product's stored per-size rows, in position order (the one reading of product_sizes). */
export async function sizeRowsFor(productIds: number[]): Promise<Map<number, ProductSizeRow[]>> {
  const byProduct = new Map<number, ProductSizeRow[]>();
  if (productIds.length === 0) return byProduct;
  const db = await database();
  const rows = await db
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, productIds))
    .orderBy(asc(productSizes.position));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export async function queryProducts(q: ProductQuery = {}): Promise<ProductPage> {
  const db = await database();
  const where = whereFor(q);
  const base = db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...orderFor(q.sort));
  const rows = await (q.limit !== undefined ? base.limit(q.limit).offset(q.offset ?? 0) : base);
  const total =
    q.limit === undefined
      ? rows.length
      : ((await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0);
  const ids = rows.map((r) => r.id);
  const [images, sizes] = await Promise.all([imagesFor(ids), sizeRowsFor(ids)]);
  const storage = storageFor(env());
  return {
    items: rows.map((r) => toProduct(r, images.get(r.id) ?? [], sizes.get(r.id) ?? [], storage)),
    total,
  };
}

export async function queryProduct(id: number): Promise<Product | null> {
  if (!isDbId(id)) return null;
  const db = await database();
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
  if (!row) return null;
  const [images, sizes] = await Promise.all([imagesFor([id]), sizeRowsFor([id])]);
  return toProduct(row, images.get(id) ?? [], sizes.get(id) ?? [], storageFor(env()));
}

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
  return rowsOf<{ product: string }>(result).map((row) => {
    const json = JSON.parse(row.product) as ProductJson;
    return toProduct(productRowOf(json), json.images, json.sizes, storage);
  });
}

export interface CategoryGroup {
  main: string;
  subs: string[];
}

/** Main and sub categories that have products, sorted alphabetically (the nav menu). */
export async function queryCategoryTree(): Promise<CategoryGroup[]> {
  const db = await database();
  const rows = await db
    .selectDistinct({ main: products.mainCategory, sub: products.subCategory })
    .from(products)
    .orderBy(asc(products.mainCategory), asc(products.subCategory));
  const groups = new Map<string, string[]>();
  for (const { main, sub } of rows) groups.set(main, [...(groups.get(main) ?? []), sub]);
  return [...groups].map(([main, subs]) => ({ main, subs }));
}

/** The newest product photo per sub category (case-insensitive), for the home category cards. */
export async function queryCategoryCovers(): Promise<Record<string, string>> {
  const db = await database();
  const rows = await db.execute<{ sub: string; storage_key: string }>(sql`
    select distinct on (lower(p.sub_category)) lower(p.sub_category) as sub, i.storage_key
    from ${products} p join ${productImages} i on i.product_id = p.id
    order by lower(p.sub_category), p.created_at desc, p.id desc, i.position asc, i.id asc`);
  const storage = storageFor(env());
  return Object.fromEntries(
    rowsOf<{ sub: string; storage_key: string }>(rows).map((r) => [
      r.sub,
      storage.url(r.storage_key),
    ]),
  );
}

/** Ids and last change of every product (sitemap). */
export async function queryProductStamps(): Promise<{ id: number; updatedAt: string }[]> {
  const db = await database();
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.id));
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
}
