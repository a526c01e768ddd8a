import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import {
  queryCategoryCovers,
  queryCategoryTree,
  queryProduct,
  queryProducts,
  queryProductStamps,
  type ProductQuery,
} from './queries';
import { bumpCatalogueVersion, catalogueVersion } from '@/lib/server/infra/catalogue-version';

// Catalogue reads are cached in memory and tagged; every admin write invalidates the tags,
// so pages cost about what a static file costs and are never stale (DESIGN.md §7).
export const CATALOGUE_TAG = 'products';
export const productTag = (id: number) => `product:${id}`;

const TTL = 3600;

export const listProducts = unstable_cache(
  (q: ProductQuery = {}) => queryProducts(q),
  ['products:list'],
  { tags: [CATALOGUE_TAG], revalidate: TTL },
);

export function getProduct(id: number) {
  return unstable_cache(() => queryProduct(id), ['products:one', String(id)], {
    tags: [CATALOGUE_TAG, productTag(id)],
    revalidate: TTL,
  })();
}

export const getCategoryTree = unstable_cache(queryCategoryTree, ['products:tree'], {
  tags: [CATALOGUE_TAG],
  revalidate: TTL,
});

export const getCategoryCovers = unstable_cache(queryCategoryCovers, ['products:covers'], {
  tags: [CATALOGUE_TAG],
  revalidate: TTL,
});

export const getProductStamps = unstable_cache(queryProductStamps, ['products:stamps'], {
  tags: [CATALOGUE_TAG],
  revalidate: TTL,
});

export { catalogueVersion };

/** Expires the catalogue now (not stale-while-revalidate): a change shows on the next view. */
export function invalidateCatalogue(ids: number[] = []): void {
  bumpCatalogueVersion();
  for (const tag of [CATALOGUE_TAG, ...ids.map(productTag)]) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next request (seed script, start-up): there is no cache to expire.
    }
  }
}
