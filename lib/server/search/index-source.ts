import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { productImages, products, productSizes, searchSynonyms } from '@/db/schema';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { toPaise } from '@/lib/shared/money';
import { parseSynonymWords } from '@/lib/shared/search/synonym-words';
import { offeredSizes } from '@/lib/shared/sizes';
import { catalogueVersionOrNew } from '@/lib/server/infra/catalogue-version';
import { database, rowsOf } from '@/lib/server/infra/db';
import { keepEveryProductAhead } from '@/lib/server/products';
import { sizeList, sizeStockOf } from '@/lib/server/products/mapping';
import { buildIndex, type CatalogueIndex, type IndexedProduct } from './catalogue-index';
import type { IndexedText } from './index-fields';

// The index for the current catalogue version: read and built by the first search after a
// write (here or on another server, which the catalogue bus reports), shared by every request
// until the next one. Concurrent requests share one build. See docs/decisions.md, "Search".

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
];

/**
 * The catalogue as one JSON text per product (one round trip, and one value per product for the
 * driver to decode, as the feeds read it), with its cover photo and per-size counts.
 */
async function readEntries() {
  const db = await database();
  const result = await db.execute(sql`
    with covers as (
      select distinct on (${productImages.productId}) ${productImages.productId} as id,
        ${productImages.storageKey} as key
      from ${productImages}
      order by ${productImages.productId}, ${productImages.position}, ${productImages.id}
    ),
    sizes as (
      select ${productSizes.productId} as id,
        json_agg(json_build_object('size', ${productSizes.size}, 'stock', ${productSizes.stock})) as list
      from ${productSizes} group by ${productSizes.productId}
    )
    select json_build_array(p.id, p.name, p.price::text, p.brand, p.material, p.model_name,
      p.color, p.size, p.footwear_size, p.description, p.main_category, p.sub_category,
      p.available, p.stock, floor(extract(epoch from p.created_at) * 1000), covers.key,
      sizes.list, p.colour_group)::text as row
    from ${products} p left join covers using (id) left join sizes using (id)`);
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
    return { product, text };
  });
}

async function readSynonyms() {
  const db = await database();
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map((r) => ({ term: r.term, alsoSearch: parseSynonymWords(r.alsoSearch) }));
}

/** The index of the catalogue as it is now, reusing the words of products `previous` had. */
async function readIndex(previous?: CatalogueIndex): Promise<CatalogueIndex> {
  const [entries, rules] = await Promise.all([readEntries(), readSynonyms()]);
  return buildIndex(entries, rules, previous?.wordsById);
}

const key = Symbol.for('shop.search.index');
type Holder = {
  [key]?: {
    /** The index of the catalogue version being asked for (being built, or built). */
    current?: { version: number; index: Promise<CatalogueIndex> };
    /** The last index built, whose products' words the next build reuses. */
    last?: CatalogueIndex;
  };
};

/** The search index of the current catalogue version. */
export function catalogueIndex(): Promise<CatalogueIndex> {
  const held = ((globalThis as Holder)[key] ??= {});
  const version = catalogueVersionOrNew();
  if (held.current?.version === version) return held.current.index;
  const current = {
    version,
    index: readIndex(held.last).then(
      (built) => {
        keepEveryProductAhead();
        return (held.last = built);
      },
      (error: unknown) => {
        if (held.current === current) delete held.current;
        throw error;
      },
    ),
  };
  held.current = current;
  return current.index;
}
