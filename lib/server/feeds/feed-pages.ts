import 'server-only';
import { queryProductsAfter } from '@/lib/server/products/catalogue-pages';
import type { Product } from '@/lib/shared/product';
import { feedGroup, type FeedContext, type FeedGroup } from './feed-item';

/**
 * Products per database read. Each page is mapped and written out while the next is read, so a
 * feed holds two pages in memory whatever the size of the catalogue. Pages live long enough to be
 * promoted to V8's old generation, where they stay until a full GC: with 500 a 10,000-product
 * feed left ~32 MB behind it, with 200 ~23 MB, for ~10% more time (docs/performance.md).
 */
export const FEED_PAGE_SIZE = 200;

/**
 * The whole catalogue as feed groups, one page at a time in id order. A write between two pages
 * shows in the pages not yet read; the next fetch has it all. The next page is asked for before
 * this one is handed on, so on PostgreSQL (another process) reading and writing overlap.
 */
export async function* feedPages(
  context: FeedContext,
  pageSize = FEED_PAGE_SIZE,
): AsyncGenerator<FeedGroup[]> {
  let next: Promise<Product[]> | null = queryProductsAfter(0, pageSize);
  try {
    while (next) {
      const products: Product[] = await next;
      const last = products[products.length - 1];
      next = products.length === pageSize && last ? queryProductsAfter(last.id, pageSize) : null;
      if (products.length > 0) yield products.map((product) => feedGroup(product, context));
    }
  } finally {
    // Stopped before the end (the client went away): nobody waits for the page read ahead, so
    // its failure, if any, is nobody's to hear.
    next?.catch(() => {});
  }
}
