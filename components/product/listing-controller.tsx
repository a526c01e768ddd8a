'use client';

import { useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { addProductToCart, removeProductFromCart } from '@/components/cart/cart-commands';
import { syncsServerCart } from '@/components/cart/use-cart';
import { useIntentLinks } from '@/components/ui/intent-links';
import { effectiveAvailability } from '@/lib/browser/cart/availability';
import { getSnapshot } from '@/lib/browser/cart/store';
import { cardProductFrom } from '@/lib/shared/card-data';
import { hasProduct } from '@/lib/shared/cart/totals';
import { EARLY_TAPS_KEY } from '@/lib/shared/early-taps';
import { hasSizes } from '@/lib/shared/sizes';
import { useCardCarousel } from './card-carousel';
import {
  CardQuickView,
  CardSizeSheet,
  quickView,
  sizeSheet,
  type CardDialog,
} from './card-dialogs';
import { prefetchCardExtras } from './card-extras';
import { useCardMarks } from './use-card-marks';

type KeptTaps = HTMLElement[] | undefined;

function cardButtonOf(event: SyntheticEvent): HTMLElement | null {
  const target = event.target;
  return target instanceof Element ? target.closest<HTMLElement>('[data-card-action]') : null;
}

/**
 * The one client part of a listing of product cards (components/product/product-card.tsx, server
 * HTML): by event delegation on the cards' data attributes it does what a card's buttons ask
 * (Add or Remove from Cart, the size sheet, Quick View), runs the photos' carousel, makes the
 * cards' links app links fetched on intent, and marks the products in the cart. Taps made before
 * it loaded were kept by the listing's inline script (lib/shared/early-taps.ts) and are done here
 * when it mounts, in order.
 */
export function ListingController({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const links = useIntentLinks();
  const carousel = useCardCarousel();
  useCardMarks(root, children);

  function press(button: HTMLElement) {
    const card = button.closest<HTMLElement>('[data-card]');
    if (!card) return;
    const { product, variant } = cardProductFrom(card.dataset);
    if (button.dataset.cardAction === 'quick-view') {
      setDialog({ kind: 'quick-view', product, variant, trigger: button });
      return;
    }
    const signedIn = syncsServerCart();
    const color = variant === 'category' ? { color: product.color } : undefined;
    if (hasProduct(getSnapshot(), product.id)) removeProductFromCart(product.id, signedIn);
    // Without sizes, or out of stock altogether (the cart command says so): added as it is.
    else if (!hasSizes(product) || !effectiveAvailability(product.id, product.inStock))
      addProductToCart(product, { signedIn, variant: color });
    else setDialog({ kind: 'size', product, variant, trigger: button });
  }

  /** On intent: the dialog's chunk, and what the card lacks for it. */
  function reach(button: HTMLElement) {
    const card = button.closest<HTMLElement>('[data-card]');
    const id = Number(card?.dataset.productId);
    if (button.dataset.cardAction === 'quick-view') {
      quickView.prefetch();
      prefetchCardExtras(id);
    } else if (card?.dataset.sizes !== undefined || card?.dataset.footwear !== undefined) {
      sizeSheet.prefetch();
      if (card.dataset.chart !== undefined) prefetchCardExtras(id);
    }
  }

  // Ready: the inline script stops keeping taps for this listing, and hands over those it kept.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    element.setAttribute('data-listing-ready', '');
    const kept = (window as unknown as Record<string, KeptTaps>)[EARLY_TAPS_KEY];
    const mine = kept?.filter((button) => element.contains(button)) ?? [];
    if (kept) kept.splice(0, kept.length, ...kept.filter((button) => !mine.includes(button)));
    mine.forEach(press);
    // Once, at mount: later taps come through the handlers below.
  }, []);

  return (
    <div
      ref={root}
      onPointerOver={(event) => {
        links.onPointerOver(event);
        carousel.handlers.onPointerOver(event);
      }}
      onPointerOut={carousel.handlers.onPointerOut}
      onPointerDown={(event) => {
        links.onPointerDown(event);
        carousel.handlers.onPointerDown(event);
        const button = cardButtonOf(event);
        if (button) reach(button);
      }}
      onPointerUp={carousel.handlers.onPointerUp}
      onPointerCancel={carousel.handlers.onPointerCancel}
      onFocus={(event) => {
        links.onFocus(event);
        const button = cardButtonOf(event);
        if (button) reach(button);
      }}
      onClick={(event) => {
        carousel.handlers.onClick(event);
        const button = cardButtonOf(event);
        if (button) press(button);
        else links.onClick(event);
      }}
    >
      {children}
      {carousel.photos}
      {dialog?.kind === 'size' ? (
        <CardSizeSheet dialog={dialog} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'quick-view' ? (
        <CardQuickView dialog={dialog} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
