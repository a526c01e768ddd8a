'use client';

import { useLayoutEffect, useState } from 'react';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CART_AREA_ID, CART_LINES_ATTRIBUTE } from './cart-area';
import type { CartViewProps } from './cart-view';
import { useEffectiveCartItems } from './use-cart';
import { useCartRefresh } from './use-cart-refresh';

// The lines, the summary and the checkout are a chunk of their own, fetched once this browser's
// cart has lines: an empty cart's page loads and hydrates none of them.
const cartView = lazyPart(() => import('./cart-view').then((m) => m.CartView));

/**
 * Where the cart's lines go on the /cart page. Until they are drawn the server's empty message or
 * skeleton shows (cart-area.tsx); this keeps the area's marks in step with the cart, in every tab.
 */
export function CartLinesSlot(props: CartViewProps) {
  const hydrated = useHydrated();
  const items = useEffectiveCartItems();
  // Every visit, lines or not: signed in, it also brings lines ordered on another device.
  const refresh = useCartRefresh(hydrated);
  const hasLines = hydrated && items.length > 0;
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const shown = useLazyPart(cartView, hasLines, (error) => setFailed({ error }));

  useLayoutEffect(() => {
    // Before hydration the script's marks stand: the server snapshot knows no lines.
    const area = document.getElementById(CART_AREA_ID);
    if (!hydrated || !area) return;
    area.toggleAttribute(CART_LINES_ATTRIBUTE, hasLines);
    // Busy while the lines' chunk is on its way.
    if (hasLines && !shown) area.setAttribute('aria-busy', 'true');
    else area.removeAttribute('aria-busy');
  }, [hydrated, hasLines, shown]);

  // A chunk that cannot load is the page's error (its boundary offers to try again).
  if (failed) throw failed.error;
  return shown ? <cartView.Part {...props} refresh={refresh} /> : null;
}
