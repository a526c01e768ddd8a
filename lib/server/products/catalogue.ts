import 'server-only';
import DataLoader from 'dataloader';
import type { Product } from '@/lib/shared/product';
import { CATALOGUE_PAGE_SIZE, queryProductsAfter, queryProductsByIds } from './catalogue-pages';
import { queryHomeCategoryCovers } from './category-covers';
import { queryCategoryTree, queryProducts, queryProductStamps, type ProductQuery } from './queries';
import { bumpCatalogueVersion, catalogueVersionOrNew } from '@/lib/server/infra/catalogue-version';
import { versionMemo } from '@/lib/server/infra/version-memo';

// Catalogue reads are kept in memory until the catalogue changes: every write, on this server or
// any other (the catalogue bus), moves the catalogue version and the next read goes to the
// database (docs/deploy.md). An hour bounds what a missed change could cost.
const TTL_MS = 60 * 60 * 1000;

/** Weighed in products: about 50,000 kept products at most (tens of MB). */
const memo = versionMemo<unknown>({
  maxWeight: 50_000,
  weigh: (value) => {
    const items = (value as { items?: unknown[] } | null)?.items;
    return Array.isArray(value) ? value.length : (items?.length ?? 1);
  },
  ttlMs: TTL_MS,
});

function remembered<T>(key: string, read: () => Promise<T>): Promise<T> {
  return memo(key, read) as Promise<T>;
}

export function listProducts(q: ProductQuery = {}) {
  return remembered(`list:${JSON.stringify(q)}`, () => queryProducts(q));
}

/**
 * Products not kept are read together: every getProduct of one tick (a search page's 48, the
 * cart's lines) is one query. Keeping is the memo's job, so the loader keeps nothing itself.
 */
const productLoader = new DataLoader<number, Product | null>(
  async (ids) => {
    const byId = new Map((await queryProductsByIds(ids)).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  },
  // A search's bare list asks for every match at once: those are read 200 to a query.
  { cache: false, maxBatchSize: CATALOGUE_PAGE_SIZE },
);

/** One product (null when there is none), kept per product until the catalogue changes. */
export function getProduct(id: number): Promise<Product | null> {
  return remembered(`one:${id}`, () => productLoader.load(id));
}

/** Products per read when every product is kept ahead: a short hold of PGlite's one thread. */
const AHEAD_PAGE = 48;
/** The catalogue version whose products are being (or were) kept ahead. */
let keptAheadFor: number | null = null;

/**
 * Reads every product into the memo, a page at a time with other requests' work between pages,
 * for the catalogue version now current; stops as soon as it changes (the next search after a
 * write starts it again). The search's index build starts it, so a server that is searched
 * answers pages from memory a moment after each write instead of reading each page's products
 * when it is first shown.
 */
export function keepEveryProductAhead(): void {
  const version = catalogueVersionOrNew();
  if (keptAheadFor === version) return;
  keptAheadFor = version;
  void (async () => {
    for (let after = 0; catalogueVersionOrNew() === version;) {
      await new Promise((resolve) => setImmediate(resolve));
      const page = await queryProductsAfter(after, AHEAD_PAGE);
      for (const product of page) memo.keep(`one:${product.id}`, product, version);
      const last = page.at(-1);
      if (page.length < AHEAD_PAGE || !last) return;
      after = last.id;
    }
  })().catch((error: unknown) => {
    // The database went away (shutdown) or failed: the products are read when asked for.
    console.warn('[catalogue] stopped keeping every product ahead:', (error as Error)?.message);
  });
}

/**
 * Products by id in the order given, each kept as getProduct keeps it and those not kept read in
 * one query; an id with no product is left out.
 */
export async function getProducts(ids: readonly number[]): Promise<Product[]> {
  const found = await Promise.all(ids.map(getProduct));
  return found.filter((p): p is Product => p !== null);
}

export function getCategoryTree() {
  return remembered('tree', queryCategoryTree);
}

/** The home page's category cards' covers by label (a different product on each card). */
export function getCategoryCovers() {
  return remembered('covers', queryHomeCategoryCovers);
}

export function getProductStamps() {
  return remembered('stamps', queryProductStamps);
}

/**
 * After a catalogue write in this process: what this server derived from the catalogue is
 * stale from now on. Other servers hear of the write from the database itself (a trigger on the
 * catalogue tables notifies them, migration 0004), so this needs nothing else.
 *
 * `products`: the ids of the products whose rows (the product, its sizes, its photos) the write
 * changed, created or deleted ([] when it changed none, as a synonym or a setting), so that the
 * search index reads only those again; left out, anything may have changed and it is rebuilt.
 */
export function invalidateCatalogue(change?: { products: readonly number[] }): void {
  bumpCatalogueVersion(change?.products);
}
