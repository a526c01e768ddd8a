import 'server-only';
import { cache } from 'react';
import type { Product } from '@/lib/shared/product';
import { getProduct } from '@/lib/server/products';
import { parseId } from '@/lib/shared/ids';

/** The product for a URL id, or null for a missing or non-numeric id; once per request. */
export const loadProduct = cache(async (idText: string): Promise<Product | null> => {
  const id = parseId(idText);
  // A page has one address: /product/012 is not an alias of /product/12 (the API accepts it).
  if (id === null || String(id) !== idText) return null;
  return getProduct(id);
});
