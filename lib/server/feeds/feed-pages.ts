import 'server-only';
import { queryProductsAfter } from '@/lib/server/products/queries';
import { feedGroup, type FeedContext, type FeedGroup } from './feed-item';

/**
 * Products per database read. Each page is mapped and written out before the next is read, so a
 * feed holds one page in memory whatever the size of the catalogue.
 */
export const FEED_PAGE_SIZE = 500;

/**
 * The whole catalogue as feed groups, one page at a time in id order. A write between two pages
 * shows in the pages not yet read; the next fetch has it all.
 */
export async function* feedPages(
  context: FeedContext,
  pageSize = FEED_PAGE_SIZE,
): AsyncGenerator<FeedGroup[]> {
  let afterId = 0;
  for (;;) {
    const products = await queryProductsAfter(afterId, pageSize);
    if (products.length === 0) return;
    yield products.map((product) => feedGroup(product, context));
    if (products.length < pageSize) return;
    afterId = products[products.length - 1]!.id;
  }
}
