'use client';

// What a card's row leaves out and its size sheet or Quick View may need (lib/shared/card-row.ts,
// CardExtras): fetched once per product when a shopper reaches for them (the press's pointer-down
// or focus) and kept for the page's life. A failed fetch is tried again on the next reach.

import { useEffect, useState } from 'react';
import type { CardExtras } from '@/lib/shared/card-row';
import { cardExtras as fetchCardExtras } from './actions';

const fetched = new Map<number, Promise<CardExtras | null>>();

/** The card's extras (null when the product is gone), fetched at most once while it succeeds. */
export function cardExtras(id: number): Promise<CardExtras | null> {
  let request = fetched.get(id);
  if (!request) {
    request = fetchCardExtras(id).catch((error: unknown) => {
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
 * The extras of product `id` once fetched: undefined while on their way (or when `id` is null),
 * null when the product is gone. A failure calls `onError`.
 */
export function useCardExtras(id: number | null, onError: (error: unknown) => void) {
  const [product, setProduct] = useState<{ id: number; product: CardExtras | null } | null>(null);
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
