import 'server-only';
import { asc, inArray, sql, type SQLChunk, type SQLWrapper } from 'drizzle-orm';
import { productImages, products, productSizes, searchSynonyms } from '@/db/schema';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { toPaise } from '@/lib/shared/money';
import { parseSynonymWords } from '@/lib/shared/search/synonym-words';
import { offeredSizes } from '@/lib/shared/sizes';
import { database, rowsOf } from '@/lib/server/infra/db';
import { sizeList, sizeStockOf } from '@/lib/server/products/mapping';
import type { IndexedProduct, IndexEntry, SynonymRule } from './catalogue-index';
import type { IndexedText } from './index-fields';

// What the search index reads from the database: products (all, or those a write changed), their
// stamps, and the shop's synonyms.
//
// A product's stamp sums a hash of each row version it is made of: its row's, its sizes' and its
// photos' (each hashed with its table, key and transaction id, xmin). Any change to them, by
// whoever makes it (this app, another server, psql, a script), writes new row versions with a new
// transaction id, and a deleted product has none; so comparing stamps tells which products
// changed since they were read, without reading them, and without trusting `updated_at` (which
// psql and scripts need not set). The catalogue's digest is every product's stamp summed, read in
// one value, so "did anything change that the index does not hold?" costs one small answer. A
// stamp that moves with no change (a row rewritten as it was) only costs reading it again.

/** A product as the index reads it, with its stamp. */
export interface StampedEntry extends IndexEntry {
  stamp: bigint;
}

/** The hash of a row version of `table` keyed by its id (`seed` tells the tables apart). */
const idRowHash = (table: SQLChunk, seed: number) =>
  sql`hashint8extended(${table}.id::bigint * 4294967296 + ${table}.xmin::text::bigint, ${sql.raw(String(seed))})`;
const PRODUCT_HASH = idRowHash(sql`p`, 1);
const PHOTO_HASH = idRowHash(sql.identifier('product_images'), 2);
/** A size row's (keyed by its product and size). */
const SIZE_HASH = sql`hashtextextended(${productSizes.size} || '/' || ${productSizes}.xmin::text, ${productSizes.productId})`;
/** A product's stamp, from its row (p) and its sizes' and photos' sums. */
const STAMP = sql`(${PRODUCT_HASH} + coalesce(sizes.stamp, 0) + coalesce(photos.stamp, 0))::text`;

type Row = [
  id: number,
  name: string,
  price: string,
  brand: string,
  material: string,
  modelName: string,
  color: string,
  size: string,
  footwearSize: string,
  description: string,
  main: string,
  sub: string,
  available: boolean,
  stock: number,
  createdAt: number,
  imageKey: string | null,
  sizeStock: { size: string; stock: number }[] | null,
  colourGroup: number | null,
  stamp: string,
];

/**
 * The catalogue, or only the products `ids` names, as one JSON text per product (one round trip,
 * and one value per product for the driver to decode, as the feeds read it), in id order, with
 * its cover photo, per-size counts and stamp (readStamps).
 */
export async function readEntries(ids?: readonly number[]): Promise<StampedEntry[]> {
  if (ids?.length === 0) return [];
  const db = await database();
  const only = (column: SQLWrapper) => (ids ? sql`where ${inArray(column, [...ids])}` : sql``);
  const result = await db.execute(sql`
    with covers as (
      select distinct on (${productImages.productId}) ${productImages.productId} as id,
        ${productImages.storageKey} as key
      from ${productImages} ${only(productImages.productId)}
      order by ${productImages.productId}, ${productImages.position}, ${productImages.id}
    ),
    photos as (
      select ${productImages.productId} as id, sum(${PHOTO_HASH}) as stamp
      from ${productImages} ${only(productImages.productId)} group by ${productImages.productId}
    ),
    sizes as (
      select ${productSizes.productId} as id,
        json_agg(json_build_object('size', ${productSizes.size}, 'stock', ${productSizes.stock})) as list,
        sum(${SIZE_HASH}) as stamp
      from ${productSizes} ${only(productSizes.productId)} group by ${productSizes.productId}
    )
    select json_build_array(p.id, p.name, p.price::text, p.brand, p.material, p.model_name,
      p.color, p.size, p.footwear_size, p.description, p.main_category, p.sub_category,
      p.available, p.stock, floor(extract(epoch from p.created_at) * 1000), covers.key,
      sizes.list, p.colour_group, ${STAMP})::text as row
    from ${products} p left join covers using (id) left join sizes using (id)
      left join photos using (id) ${only(sql`p.id`)}
    order by p.id`);
  return rowsOf<{ row: string }>(result).map(({ row }) => {
    const r = JSON.parse(row) as Row;
    const sizes = sizeList(r[7]);
    const footwearSizes = sizeList(r[8]);
    const counts = sizeStockOf(offeredSizes({ sizes, footwearSizes }), r[16] ?? []);
    const product: IndexedProduct = {
      id: r[0],
      name: r[1],
      pricePaise: toPaise(r[2]),
      main: r[10],
      sub: r[11],
      color: r[6].trim(),
      sizes: offeredSizes({ sizes, footwearSizes }),
      sizeStock: counts && Object.fromEntries(counts.map((c) => [c.size, c.stock])),
      stock: r[13],
      available: r[12],
      inStock: r[12] && r[13] > 0,
      createdAt: r[14],
      imageKey: r[15],
      colourGroup: r[17],
    };
    const text: IndexedText = {
      name: r[1],
      sub: r[11],
      main: mainCategoryLabel(r[10]),
      brand: r[3],
      color: r[6],
      material: r[4],
      modelName: r[5],
      description: r[9],
    };
    return { product, text, stamp: BigInt(r[18]) };
  });
}

export async function readSynonyms(): Promise<SynonymRule[]> {
  const db = await database();
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map((r) => ({ term: r.term, alsoSearch: parseSynonymWords(r.alsoSearch) }));
}

/** Every product's stamp by id (readEntries' stamp), in one round trip. */
export async function readStamps(): Promise<Map<number, bigint>> {
  const db = await database();
  const result = await db.execute(sql`
    with photos as (
      select ${productImages.productId} as id, sum(${PHOTO_HASH}) as stamp
      from ${productImages} group by ${productImages.productId}
    ),
    sizes as (
      select ${productSizes.productId} as id, sum(${SIZE_HASH}) as stamp
      from ${productSizes} group by ${productSizes.productId}
    )
    select p.id, ${STAMP} as stamp
    from ${products} p left join sizes using (id) left join photos using (id)`);
  return new Map(rowsOf<{ id: number; stamp: string }>(result).map((r) => [r.id, BigInt(r.stamp)]));
}

/** The catalogue's digest: every product's stamp summed (three sums, one answer). */
export async function readDigest(): Promise<bigint> {
  const db = await database();
  const result = await db.execute(sql`
    select ((select coalesce(sum(${PRODUCT_HASH}), 0) from ${products} p)
      + (select coalesce(sum(${SIZE_HASH}), 0) from ${productSizes})
      + (select coalesce(sum(${PHOTO_HASH}), 0) from ${productImages}))::text as digest`);
  return BigInt(rowsOf<{ digest: string }>(result)[0]!.digest);
}
