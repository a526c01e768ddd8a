import 'server-only';
import { productPagesById } from '@/lib/server/products/catalogue-pages';
import { feedGroup, type FeedContext, type FeedGroup } from './feed-item';

/** The whole catalogue as feed groups, one page at a time in id order. */
export async function* feedPages(
  context: FeedContext,
  pageSize?: number,
): AsyncGenerator<FeedGroup[]> {
  for await (const products of productPagesById(pageSize))
    yield products.map((product) => feedGroup(product, context));
}
