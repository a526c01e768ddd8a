'use server';

// Server actions the browser cart calls: today's facts for the products in a cart (opening
// /cart refreshes prices, availability and each size's stock) and one product for the add
// resumed after login.
// Catalogue reads only, no per-user data; the arguments come from the browser, so they are
// validated here.

import { z } from '@/lib/shared/validation/zod';
import type { Product } from '@/lib/shared/product';
import { getProduct } from '@/lib/server/products';
import { CART_LIMITS } from '@/lib/shared/cart/types';
import { isDbId } from '@/lib/shared/ids';
import type { CartProductFacts } from '@/lib/shared/cart/product-facts';
import { currentPrice } from '@/lib/shared/sale';
import { offeredSizes, stockOfSize } from '@/lib/shared/sizes';

const productIds = z.array(z.custom<number>(isDbId)).max(CART_LIMITS.maxLines);

function facts(id: number, product: Product | null): CartProductFacts {
  if (!product) return { id, found: false };
  return {
    id,
    found: true,
    name: product.name,
    price: currentPrice(product),
    image: product.images[0]?.url ?? '',
    available: product.inStock,
    stock: product.stock,
    switchedOn: product.available,
    color: product.color,
    sizes: offeredSizes(product).map((size) => ({ size, stock: stockOfSize(product, size) })),
  };
}

/** Current price, availability and stock of the given products (at most one cart's worth). */
export async function currentCartProducts(ids: unknown): Promise<CartProductFacts[]> {
  const parsed = productIds.safeParse(ids);
  if (!parsed.success) throw new Error('Expected a list of product ids.');
  const unique = [...new Set(parsed.data)];
  return Promise.all(unique.map(async (id) => facts(id, await getProduct(id))));
}

/** One product, for the add-to-cart a shopper asked for before logging in; null when gone. */
export async function productForCart(id: unknown): Promise<Product | null> {
  return isDbId(id) ? getProduct(id) : null;
}
