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
import { database, type Db, type Tx } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { storageFor } from '@/lib/server/infra/storage';
import { withDesignFacts } from './design-facts';
import { toProduct } from './mapping';

export type ProductSort = 'newest' | 'price-asc' | 'price-desc';

/** A listing filtered in SQL; products by id are queryProductsByIds (catalogue-pages.ts). */
export interface ProductQuery {
  main?: string;
  sub?: string;
  sizes?: string[];
  inStockOnly?: boolean;
  /** Only products whose sale runs now (a sale price below the price, not yet ended). */
  onSaleOnly?: boolean;
  sort?: ProductSort;
  limit?: number;
  offset?: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
}

const { searchVector: _omit, ...columns } = getTableColumns(products);
/** Every product column but the search vector (derived by the database, never read back). */
export const productColumns = columns;
export type ProductColumns = Omit<ProductRow, 'searchVector'>;

/**
 * The admin list's search: "blue sh" -> to_tsquery('blue:* & sh:*'); only letters and digits
 * reach the query. (The storefront's search is lib/server/search.)
 */
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
  if (q.main) parts.push(eq(products.mainCategory, q.main));
  if (q.sub) parts.push(sql`lower(${products.subCategory}) = lower(${q.sub})`);
  for (const size of q.sizes ?? []) {
    parts.push(
      sql`(',' || ${products.size} || ',' || ${products.footwearSize} || ',') like ${`%,${size},%`}`,
    );
  }
  if (q.inStockOnly) parts.push(and(eq(products.available, true), sql`${products.stock} > 0`));
  if (q.onSaleOnly) {
    parts.push(
      sql`${products.salePrice} < ${products.price} and (${products.saleEndsAt} is null or ${products.saleEndsAt} > now())`,
    );
  }
  return and(...parts);
}

function orderFor(sort: ProductSort = 'newest'): SQL[] {
  if (sort === 'price-asc') return [asc(products.price), desc(products.id)];
  if (sort === 'price-desc') return [desc(products.price), desc(products.id)];
  return [desc(products.createdAt), desc(products.id)];
}

/** A product's rows of another table (photos, sizes) by product id, in the order read. */
function byProduct<T extends { productId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.productId);
    if (list) list.push(row);
    else grouped.set(row.productId, [row]);
  }
  return grouped;
}

async function imagesFor(productIds: number[]): Promise<Map<number, ProductImageRow[]>> {
  if (productIds.length === 0) return new Map();
  const db = await database();
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return byProduct(rows);
}

/**
 * Each product's stored per-size rows, in position order (the one reading of product_sizes);
 * `reader` is a transaction when the caller reads under lock (the spreadsheet's apply).
 */
export async function sizeRowsFor(
  productIds: readonly number[],
  reader?: Db | Tx,
): Promise<Map<number, ProductSizeRow[]>> {
  if (productIds.length === 0) return new Map();
  const db = reader ?? (await database());
  const rows = await db
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, [...productIds]))
    .orderBy(asc(productSizes.position));
  return byProduct(rows);
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
    items: await withDesignFacts(
      rows.map((r) => toProduct(r, images.get(r.id) ?? [], sizes.get(r.id) ?? [], storage)),
    ),
    total,
  };
}

/** Every product's id in the order `sort` lists them (the spreadsheet export reads by these). */
export async function queryProductIds(sort?: ProductSort): Promise<number[]> {
  const db = await database();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(...orderFor(sort));
  return rows.map((r) => r.id);
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

/** Ids and last change of every product (sitemap). */
export async function queryProductStamps(): Promise<{ id: number; updatedAt: string }[]> {
  const db = await database();
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.id));
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
}
