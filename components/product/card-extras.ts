'use client';

// What a card does not carry and its size sheet or Quick View may need: the product's photos, its
// size chart and its description, fetched once per product when a shopper reaches for them (the
// press's pointer-down or focus) and kept for the page's life. A failed fetch is tried again on
// the next reach.

import { useEffect, useState } from 'react';
import { productForCart } from '@/components/cart/actions';
import type { Product } from '@/lib/shared/product';

const fetched = new Map<number, Promise<Product | null>>();

/** The whole product (null when it is gone), fetched at most once while it succeeds. */
export function cardExtras(id: number): Promise<Product | null> {
  let request = fetched.get(id);
  if (!request) {
    request = productForCart(id).catch((error: unknown) => {
      fetched.delete(id);
      throw error;
    });
    fetched.set(id, request);
  }
  return request;
}

/** Starts the fetch on intent; never throws. */
export function prefetchCardExtras(id: number): void {
  void cardExtras(id).catch(() => undefined);
}

/**
 * The product with `id` once fetched: undefined while on its way (or when `id` is null), null when
 * it is gone. A failure calls `onError`.
 */
export function useCardExtras(id: number | null, onError: (error: unknown) => void) {
  const [product, setProduct] = useState<{ id: number; product: Product | null } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    cardExtras(id).then(
      (found) => live && setProduct({ id, product: found }),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
    };
    // onError is the caller's to keep stable enough; a new one must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return id !== null && product?.id === id ? product.product : undefined;
}
