// The search index after writes, on a real database (PGlite, or PostgreSQL with TEST_DB=postgres):
// a write that names its products and a change made outside the app (rows changed by SQL with
// only a notice, as psql or another server makes them) both leave the index exactly as a build
// of the whole catalogue read afresh, while the products nobody changed keep their postings.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CatalogueIndex } from '@/lib/server/search/catalogue-index';
import { withInProcessDatabase } from '../support/in-process-db';

async function load() {
  const [schema, db, source, rows, built, version, catalogue] = await Promise.all([
    import('@/db/schema'),
    import('@/lib/server/infra/db'),
    import('@/lib/server/search/index-source'),
    import('@/lib/server/search/index-rows'),
    import('@/lib/server/search/catalogue-index'),
    import('@/lib/server/infra/catalogue-version'),
    import('@/lib/server/products/catalogue'),
  ]);
  return { schema, db, source, rows, built, version, catalogue };
}
let m: Awaited<ReturnType<typeof load>>;

withInProcessDatabase('search-patch', async () => {
  m = await load();
  await m.db.database();
});

async function insert(name: string, more: { color?: string; sub?: string } = {}) {
  const db = await m.db.database();
  const [row] = await db
    .insert(m.schema.products)
    .values({
      name,
      price: '999.00',
      mainCategory: 'men',
      subCategory: more.sub ?? 'Shirt',
      color: more.color ?? 'Navy Blue',
      description: `${name}, breathable cotton`,
      size: 'S,M,L',
      stock: 3,
    })
    .returning({ id: m.schema.products.id });
  return row!.id;
}

/** The index's content, comparable with another's. */
function content(index: CatalogueIndex) {
  const words = [...index.postings.keys()].sort();
  return {
    products: index.products,
    kindKeys: index.kindKeys,
    postings: words.map((w) => [w, index.postings.get(w)]),
    byLength: [...index.byLength].map(([n, list]) => [n, [...list].sort()]).sort(),
    colourWords: [...index.colourWords].sort(),
  };
}

/** The index a build of the whole catalogue as it is now gives. */
async function fresh() {
  const [entries, rules] = await Promise.all([m.rows.readEntries(), m.rows.readSynonyms()]);
  return m.built.buildIndex(entries, rules);
}

describe('the search index after a write', () => {
  it('patches the products a write names, and keeps the rest as they were', async () => {
    const first = await insert('Classic Oxford Shirt');
    await insert('Denim Jacket', { sub: 'Jacket', color: 'Blue' });
    m.version.bumpCatalogueVersion();
    const before = await m.source.catalogueIndex();
    const db = await m.db.database();
    await db
      .update(m.schema.products)
      .set({ name: 'Classic Linen Shirt', description: 'Light linen', stock: 0 })
      .where(sql`id = ${first}`);
    const made = await insert('Maroon Kurta', { sub: 'Kurthas', color: 'Maroon' });
    m.catalogue.invalidateCatalogue({ products: [first, made] });
    const after = await m.source.catalogueIndex();
    expect(content(after)).toEqual(content(await fresh()));
    expect(after.postings.has('linen')).toBe(true);
    expect(after.postings.has('oxford')).toBe(false);
    expect(after.products.find((p) => p.id === first)?.inStock).toBe(false);
    // Untouched words keep their postings: nothing was put together again.
    expect(after.postings.get('jacket')).toBe(before.postings.get('jacket'));
  });

  it('finds what changed outside the app from a notice alone: rows edited, sized, deleted', async () => {
    const kept = await insert('Sky Blue Polo', { sub: 'T-Shirt', color: 'Sky Blue' });
    const gone = await insert('Olive Chinos', { sub: 'Pants', color: 'Olive Green' });
    m.catalogue.invalidateCatalogue({ products: [kept, gone] });
    await m.source.catalogueIndex();
    const db = await m.db.database();
    // As psql or a script would: no `invalidateCatalogue`, no updated_at, then the bus's notice.
    await db.execute(sql`update products set color = 'Mustard' where id = ${kept}`);
    await db.execute(sql`insert into product_sizes (product_id, size, stock) values
      (${kept}, 'M', 2), (${kept}, 'L', 0)`);
    await db.execute(sql`delete from products where id = ${gone}`);
    m.version.bumpCatalogueVersion();
    const after = await m.source.catalogueIndex();
    expect(content(after)).toEqual(content(await fresh()));
    const polo = after.products.find((p) => p.id === kept)!;
    expect(polo.color).toBe('Mustard');
    expect(polo.sizeStock).toEqual({ S: 0, M: 2, L: 0 });
    expect(after.products.some((p) => p.id === gone)).toBe(false);
    expect(after.postings.has('chino')).toBe(false);
  });

  it('takes a named write heard back from the database as that write, and a notice of nothing new as nothing', async () => {
    const id = await insert('Silk Pocket Square', { sub: 'Accessories' });
    m.catalogue.invalidateCatalogue({ products: [id] });
    m.version.bumpCatalogueVersion(); // the database's notice of that same write
    const held = await m.source.catalogueIndex();
    expect(content(held)).toEqual(content(await fresh()));
    expect(held.products.some((p) => p.id === id)).toBe(true);
    m.version.bumpCatalogueVersion(); // a notice that brings nothing new
    expect(await m.source.catalogueIndex()).toBe(held);
  });
});
