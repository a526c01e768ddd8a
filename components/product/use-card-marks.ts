'use client';

import { useLayoutEffect, type RefObject } from 'react';
import { cartToggleLabel, cartToggleWords } from '@/components/cart/cart-toggle-look';
import { getSnapshot, subscribe } from '@/lib/browser/cart/store';
import { cardProductFrom } from '@/lib/shared/card-data';
import { hasProduct } from '@/lib/shared/cart/totals';
import { hasSizes } from '@/lib/shared/sizes';

/**
 * Keeps each card's cart button of a listing in step with the cart (here and in other tabs): its
 * words, its name for screen readers, its look (`data-in-cart`) and whether it opens the size
 * sheet. The buttons are server HTML that always says Add to Cart; `version` is what changes when
 * the listing's cards do (its children), so new cards are marked at once.
 */
export function useCardMarks(root: RefObject<HTMLElement | null>, version: unknown) {
  useLayoutEffect(() => {
    const mark = () => {
      const lines = getSnapshot();
      root.current?.querySelectorAll<HTMLElement>('[data-card-action="cart"]').forEach((button) => {
        const card = button.closest<HTMLElement>('[data-card]');
        if (!card) return;
        const inCart = hasProduct(lines, Number(card.dataset.productId));
        if (button.dataset.inCart === String(inCart)) return;
        button.dataset.inCart = String(inCart);
        button.setAttribute('aria-label', cartToggleLabel(inCart, card.dataset.name ?? ''));
        if (button.firstChild) button.firstChild.nodeValue = cartToggleWords(inCart);
        const { product } = cardProductFrom(card.dataset);
        const choosesSize = !inCart && hasSizes(product) && product.inStock;
        if (choosesSize) button.setAttribute('aria-haspopup', 'dialog');
        else button.removeAttribute('aria-haspopup');
      });
    };
    mark();
    return subscribe(mark);
  }, [root, version]);
}
