import 'server-only';
import type { Product } from '@/lib/shared/product';
import { listProducts } from '@/lib/server/products';
import { listIndex, type IndexListing, type ListingQuery } from './listing';

export interface CatalogueListing extends Omit<IndexListing, 'index' | 'page'> {
  /** This page's products, in the listing's order. */
  items: Product[];
}

/**
 * A listing with its page of products read (through the catalogue's memo). A product deleted
 * since the index was built is left out of the page.
 */
export async function listCatalogue(q: ListingQuery): Promise<CatalogueListing> {
  const { index: _index, page, ...listing } = await listIndex(q);
  const ids = page.map((p) => p.id);
  const { items } = ids.length ? await listProducts({ ids }) : { items: [] };
  const byId = new Map(items.map((p) => [p.id, p]));
  return { ...listing, items: ids.flatMap((id) => byId.get(id) ?? []) };
}
