'use client';

// Opening the cart refreshes every line's price, availability and stock from the server
// (through a server action) and remembers what changed, so the shopper sees it before ordering.

import { useEffect, useRef, useState } from 'react';
import { currentCartProducts } from '@/components/cart/actions';
import { effectiveAvailability } from '@/lib/browser/cart/availability';
import type { ProductPatch } from '@/lib/browser/cart/line-operations';
import { getSnapshot, patchProduct } from '@/lib/browser/cart/store';

export interface CartRefresh {
  state: 'checking' | 'done' | 'failed';
  /** Product id -> the price the shopper saw before (only for changed prices). */
  previousPrices: ReadonlyMap<number, string>;
  /** Line key -> the quantity before it was lowered to the stock left. */
  loweredQty: ReadonlyMap<string, number>;
  /** Products that no longer exist in the shop. */
  gone: ReadonlySet<number>;
}

const INITIAL: CartRefresh = {
  state: 'checking',
  previousPrices: new Map(),
  loweredQty: new Map(),
  gone: new Set(),
};

async function refreshCart(): Promise<CartRefresh> {
  const before = getSnapshot();
  const ids = [...new Set(before.map((line) => line.id))];
  if (ids.length === 0) return { ...INITIAL, state: 'done' };
  const facts = await currentCartProducts(ids);
  const previousPrices = new Map<number, string>();
  const gone = new Set<number>();
  for (const fact of facts) {
    if (!fact.found) {
      gone.add(fact.id);
      patchProduct(fact.id, { available: false });
      continue;
    }
    const old = before.find((line) => line.id === fact.id);
    if (old && old.price !== fact.price) previousPrices.set(fact.id, old.price);
    const patch: ProductPatch = {
      name: fact.name,
      price: fact.price,
      available: effectiveAvailability(fact.id, fact.available),
      stock: fact.stock,
    };
    if (fact.image !== '') patch.image = fact.image;
    patchProduct(fact.id, patch);
  }
  const loweredQty = new Map<string, number>();
  const after = getSnapshot();
  for (const line of before) {
    const now = after.find((l) => l.key === line.key);
    if (now && now.qty < line.qty) loweredQty.set(line.key, line.qty);
  }
  return { state: 'done', previousPrices, loweredQty, gone };
}

/** Runs once when the cart page opens (after hydration, when the browser cart is readable). */
export function useCartRefresh(enabled: boolean): CartRefresh {
  const [result, setResult] = useState<CartRefresh>(INITIAL);
  // One refresh per visit, even when React runs the effect twice (strict mode).
  const started = useRef<Promise<CartRefresh> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    started.current ??= refreshCart();
    started.current.then(
      (next) => {
        if (active) setResult(next);
      },
      (err: unknown) => {
        console.warn('[cart] could not refresh prices and availability', err);
        if (active) setResult({ ...INITIAL, state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [enabled]);
  return result;
}
