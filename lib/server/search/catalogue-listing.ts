import 'server-only';
import type { Product } from '@/lib/shared/product';
import { getProducts } from '@/lib/server/products';
import { listIndex, type IndexListing, type ListingQuery } from './listing';

export interface CatalogueListing extends Omit<IndexListing, 'index' | 'page'> {
  /** This page's products, in the listing's order. */
  items: Product[];
}

/**
 * A listing with its page of products read (each product kept until the catalogue changes, so
 * a page of products shown before needs no read). A product deleted since the index was built
 * is left out of the page.
 */
export async function listCatalogue(q: ListingQuery): Promise<CatalogueListing> {
  const { index: _index, page, ...listing } = await listIndex(q);
  return { ...listing, items: await getProducts(page.map((p) => p.id)) };
}
