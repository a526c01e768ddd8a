'use client';

import { useLayoutEffect, type RefObject } from 'react';
import { cartToggleLabel, cartToggleWords } from '@/components/cart/cart-toggle-look';
import { getSnapshot, subscribe } from '@/lib/browser/cart/store';
import { cartProductOf, type CardRow } from '@/lib/shared/card-row';
import { hasProduct } from '@/lib/shared/cart/totals';
import { hasSizes } from '@/lib/shared/sizes';

/**
 * Keeps each card's cart button of a listing in step with the cart (here and in other tabs): its
 * words, its name for screen readers, its look (`data-in-cart`) and whether it opens the size
 * sheet. The buttons are drawn saying Add to Cart (the server cannot know the cart); when the
 * listing's rows change, the new cards are marked at once.
 */
export function useCardMarks(root: RefObject<HTMLElement | null>, rows: readonly CardRow[]) {
  useLayoutEffect(() => {
    const mark = () => {
      const lines = getSnapshot();
      root.current?.querySelectorAll<HTMLElement>('[data-card-action="cart"]').forEach((button) => {
        const id = Number(button.closest<HTMLElement>('[data-card]')?.dataset.productId);
        const row = rows.find((r) => r.id === id);
        if (!row) return;
        const inCart = hasProduct(lines, id);
        if (button.dataset.inCart === String(inCart)) return;
        button.dataset.inCart = String(inCart);
        button.setAttribute('aria-label', cartToggleLabel(inCart, row.name));
        if (button.firstChild) button.firstChild.nodeValue = cartToggleWords(inCart);
        const product = cartProductOf(row);
        const choosesSize = !inCart && hasSizes(product) && product.inStock;
        if (choosesSize) button.setAttribute('aria-haspopup', 'dialog');
        else button.removeAttribute('aria-haspopup');
      });
    };
    mark();
    return subscribe(mark);
  }, [root, rows]);
}
