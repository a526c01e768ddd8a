'use client';

// Opening the cart refreshes every line's price, availability and stock from the server
// (through a server action), per chosen size, and remembers what changed, so the
// shopper sees it before ordering; it also learns which sizes each line may move to. Signed in,
// it first joins the server cart again, so lines ordered on another device leave this one.

import { useEffect, useRef, useState } from 'react';
import { currentCartProducts } from '@/components/cart/actions';
import { availabilityOverride } from '@/lib/browser/cart/availability';
import { patchFromFacts, sizeChoices, type SizeChoice } from '@/lib/browser/cart/refresh-facts';
import { getSnapshot, patchProduct } from '@/lib/browser/cart/store';
import { mergeWithServerCart } from '@/lib/browser/cart/login-merge';
import { isSyncableCartId } from '@/lib/browser/cart/qty-sync';
import { storedCartId } from '@/lib/browser/cart/server-cart-keys';

/** A product's sizes as the cart page offers them, and the colour for a moved line's key. */
export interface ProductSizes {
  color: string;
  choices: readonly SizeChoice[];
}

export interface CartRefresh {
  state: 'checking' | 'done' | 'failed';
  /** Product id -> the price the shopper saw before (only for changed prices). */
  previousPrices: ReadonlyMap<number, string>;
  /** Line key -> the quantity before it was lowered to the stock left. */
  loweredQty: ReadonlyMap<string, number>;
  /** Products that no longer exist in the shop. */
  gone: ReadonlySet<number>;
  /** Product id -> its sizes today (only products that have sizes). */
  sizes: ReadonlyMap<number, ProductSizes>;
}

const INITIAL: CartRefresh = {
  state: 'checking',
  previousPrices: new Map(),
  loweredQty: new Map(),
  gone: new Set(),
  sizes: new Map(),
};

async function refreshCart(): Promise<CartRefresh> {
  // A stored server cart id exists only while signed in (it stands in for a loading session).
  if (isSyncableCartId(storedCartId())) await mergeWithServerCart();
  const before = getSnapshot();
  const ids = [...new Set(before.map((line) => line.id))];
  if (ids.length === 0) return { ...INITIAL, state: 'done' };
  const facts = await currentCartProducts(ids);
  const previousPrices = new Map<number, string>();
  const gone = new Set<number>();
  const sizes = new Map<number, ProductSizes>();
  for (const fact of facts) {
    if (!fact.found) {
      gone.add(fact.id);
      patchProduct(fact.id, { available: false });
      continue;
    }
    const old = before.find((line) => line.id === fact.id);
    if (old && old.price !== fact.price) previousPrices.set(fact.id, old.price);
    const override = availabilityOverride(fact.id);
    patchProduct(fact.id, patchFromFacts(fact, override));
    if (fact.sizes.length > 0)
      sizes.set(fact.id, { color: fact.color, choices: sizeChoices(fact, override) });
  }
  const loweredQty = new Map<string, number>();
  const after = getSnapshot();
  for (const line of before) {
    const now = after.find((l) => l.key === line.key);
    if (now && now.qty < line.qty) loweredQty.set(line.key, line.qty);
  }
  return { state: 'done', previousPrices, loweredQty, gone, sizes };
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
