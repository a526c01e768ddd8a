import 'server-only';
import { queryHomeCategoryCovers } from './category-covers';
import {
  queryCategoryTree,
  queryProduct,
  queryProducts,
  queryProductStamps,
  type ProductQuery,
} from './queries';
import { bumpCatalogueVersion } from '@/lib/server/infra/catalogue-version';
import { versionMemo } from '@/lib/server/infra/version-memo';

// Catalogue reads are kept in memory until the catalogue changes: every write, on this server or
// any other (the catalogue bus), moves the catalogue version and the next read goes to the
// database (DESIGN.md §7 and §9). An hour bounds what a missed change could cost.
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

export function getProduct(id: number) {
  return remembered(`one:${id}`, () => queryProduct(id));
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
 */
export function invalidateCatalogue(): void {
  bumpCatalogueVersion();
}
