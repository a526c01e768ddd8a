'use server';

// What a product card fetches when a shopper reaches for its size sheet or Quick View: the parts
// of the product its row leaves out (lib/shared/card-row.ts). Public catalogue reads only; the id
// comes from the browser, so it is checked here.

import { getProduct } from '@/lib/server/products';
import type { CardExtras } from '@/lib/shared/card-row';
import { isDbId } from '@/lib/shared/ids';
import { previewText } from '@/lib/shared/product-preview';

/** Quick View's preview: the description's first 240 characters. */
const QUICK_VIEW_PREVIEW = 240;

/** The card's extras of a product, or null when it is gone. */
export async function cardExtras(id: unknown): Promise<CardExtras | null> {
  if (!isDbId(id)) return null;
  const product = await getProduct(id);
  if (!product) return null;
  return {
    images: product.images,
    sizeChart: product.sizeChart ?? null,
    preview: previewText(product.description, QUICK_VIEW_PREVIEW),
  };
}
