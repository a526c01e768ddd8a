import 'server-only';
import { rupeesText } from '@/lib/shared/money';
import { and, count, desc, eq, getTableColumns, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { productImages, products } from '@/db/schema';
import {
  ADMIN_PAGE_SIZE,
  LOW_STOCK_MAX,
  type AdminProductFilters,
} from '@/lib/shared/admin/product-filters';
import type { AdminProductRow } from '@/lib/shared/admin/product-row';
import type { Product } from '@/lib/shared/product';
import { offeredSizes, type SizeStock } from '@/lib/shared/sizes';
import { isDbId, parseId } from '@/lib/shared/ids';
import { database } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { getProduct } from '../products';
import { sizeList, sizeStockOf } from '../products/mapping';
import { searchQuery, sizeRowsFor } from '../products/queries';
import { storageFor } from '@/lib/server/infra/storage';
import { adminCaller } from '@/lib/server/admin/admin-caller';

export interface AdminProductPage {
  rows: AdminProductRow[];
  total: number;
  page: number;
  pageCount: number;
}

const { id, name, mainCategory, subCategory, price, stock, available, size, footwearSize } =
  getTableColumns(products);

// The row's own first photo. Inside this subquery Drizzle writes columns unqualified, and a bare
// "id" is the image's own id: both sides are named with their table, or every row would show
// the photo of whichever image happens to share the product's id.
const thumbnailKey = sql<string | null>`(
  select thumb.storage_key from ${productImages} as thumb
  where thumb.product_id = ${products}.id
  order by thumb.position asc, thumb.id asc limit 1)`;

/**
 * The search box: "#12" is product 12 and nothing else (the box promises "#id"; it is how the shop
 * refers to items on WhatsApp); a bare "12" finds product 12 and any product whose words hold 12;
 * other text searches names, brands and colours.
 */
function searchWhere(q: string): SQL {
  const hashed = /^#\s*(\d+)$/.exec(q.trim());
  if (hashed) {
    const id = parseId(hashed[1]!);
    return id === null ? sql`false` : eq(products.id, id);
  }
  const tsquery = searchQuery(q);
  const text = tsquery
    ? sql`${products.searchVector} @@ to_tsquery('simple', ${tsquery})`
    : undefined;
  const searchedId = parseId(q.trim());
  const idMatch = searchedId === null ? undefined : eq(products.id, searchedId);
  return or(text, idMatch) ?? sql`false`;
}

function whereFor(f: AdminProductFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.main) parts.push(eq(products.mainCategory, f.main));
  if (f.sub) parts.push(sql`lower(${products.subCategory}) = lower(${f.sub})`);
  if (f.q) parts.push(searchWhere(f.q));
  if (f.availability === 'available') parts.push(eq(products.available, true));
  if (f.availability === 'unavailable') parts.push(eq(products.available, false));
  if (f.availability === 'out-of-stock') parts.push(eq(products.stock, 0));
  if (f.availability === 'low-stock')
    parts.push(and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_MAX)));
  return and(...parts);
}

/** Each listed product's count per offered size (null: not tracked), read as the shop reads it. */
async function sizeStockOfRows(
  rows: { id: number; size: string; footwearSize: string }[],
): Promise<Map<number, SizeStock[] | null>> {
  const stored = await sizeRowsFor(rows.map((r) => r.id));
  return new Map(
    rows.map((row) => [
      row.id,
      sizeStockOf(
        offeredSizes({ sizes: sizeList(row.size), footwearSizes: sizeList(row.footwearSize) }),
        stored.get(row.id) ?? [],
      ),
    ]),
  );
}

async function queryRows(
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<AdminProductRow[]> {
  const db = await database();
  const rows = await db
    .select({
      id,
      name,
      mainCategory,
      subCategory,
      price,
      stock,
      available,
      size,
      footwearSize,
      thumbnailKey,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset);
  const storage = storageFor(env());
  const sizeStock = await sizeStockOfRows(rows);
  return rows.map(({ thumbnailKey: key, size: _sizes, footwearSize: _footwear, ...row }) => ({
    ...row,
    price: rupeesText(row.price),
    sizeStock: sizeStock.get(row.id) ?? null,
    thumbnail: key ? storage.url(key) : null,
  }));
}

/** The filtered, newest-first admin table. Superusers only; never cached (per-user page). */
export async function listAdminProducts(filters: AdminProductFilters): Promise<AdminProductPage> {
  await adminCaller();
  const db = await database();
  const where = whereFor(filters);
  const [totalRow] = await db.select({ n: count() }).from(products).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await queryRows(where, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  return { rows, total, page, pageCount };
}

/** A product for the edit form, or null when the id does not exist. Superusers only. */
export async function getProductForEdit(productId: number): Promise<Product | null> {
  await adminCaller();
  if (!isDbId(productId)) return null;
  return getProduct(productId);
}

export interface DashboardStats {
  products: number;
  outOfStock: number;
  lowStock: number;
  unavailable: number;
  images: number;
}

/** The dashboard's counts. Out of stock = stock 0; low stock = 1..5 pieces. */
export async function getDashboardStats(): Promise<DashboardStats> {
  await adminCaller();
  const db = await database();
  const [row] = await db
    .select({
      products: count(),
      outOfStock: sql<number>`count(*) filter (where ${products.stock} = 0)`.mapWith(Number),
      lowStock:
        sql<number>`count(*) filter (where ${products.stock} between 1 and ${LOW_STOCK_MAX})`.mapWith(
          Number,
        ),
      unavailable: sql<number>`count(*) filter (where not ${products.available})`.mapWith(Number),
    })
    .from(products);
  const [imageRow] = await db.select({ n: count() }).from(productImages);
  return {
    products: row?.products ?? 0,
    outOfStock: row?.outOfStock ?? 0,
    lowStock: row?.lowStock ?? 0,
    unavailable: row?.unavailable ?? 0,
    images: imageRow?.n ?? 0,
  };
}

/** The most recently added products, for the dashboard. */
export async function getNewestProducts(limit = 6): Promise<AdminProductRow[]> {
  await adminCaller();
  return queryRows(undefined, Math.min(Math.max(1, limit), 50), 0);
}
