import 'server-only';
import { cache } from 'react';
import type { Product } from '@/lib/product';
import { getProduct } from '@/lib/server/products';

/** The product for a URL id, or null for a missing or non-numeric id; once per request. */
export const loadProduct = cache(async (idText: string): Promise<Product | null> => {
  if (!/^[1-9]\d{0,9}$/.test(idText)) return null;
  return getProduct(Number(idText));
});
