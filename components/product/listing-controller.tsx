'use client';

import { useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { addProductToCart, removeProductFromCart } from '@/components/cart/cart-commands';
import { syncsServerCart } from '@/components/cart/use-cart';
import { useIntentLinks } from '@/components/ui/intent-links';
import { effectiveAvailability } from '@/lib/browser/cart/availability';
import { getSnapshot } from '@/lib/browser/cart/store';
import { cartProductOf, type CardRow } from '@/lib/shared/card-row';
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
import { ProductCard, type CardOptions } from './product-card';
import { useCardMarks } from './use-card-marks';

type KeptTaps = HTMLElement[] | undefined;

function cardButtonOf(event: SyntheticEvent): HTMLElement | null {
  const target = event.target;
  return target instanceof Element ? target.closest<HTMLElement>('[data-card-action]') : null;
}

interface ListingControllerProps {
  rows: CardRow[];
  options: CardOptions;
  label?: string;
  /** How many cards from the first have their photo fetched first. */
  priority: number;
}

/**
 * The one client part of a listing of product cards: it draws the cards from their rows (the
 * server's HTML is the same drawing) and, by event delegation, does what a card's buttons ask
 * (Add or Remove from Cart, the size sheet, Quick View), runs the photos' carousel, makes the
 * cards' links app links fetched on intent, and marks the products in the cart. Taps made before
 * it loaded were kept by the listing's inline script (lib/shared/early-taps.ts) and are done here
 * when it mounts, in order.
 */
export function ListingController({ rows, options, label, priority }: ListingControllerProps) {
  const root = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const links = useIntentLinks();
  const carousel = useCardCarousel();
  useCardMarks(root, rows);
  const variant = options.variant;

  function press(button: HTMLElement) {
    const id = Number(button.closest<HTMLElement>('[data-card]')?.dataset.productId);
    const row = rows.find((r) => r.id === id);
    if (!row) return;
    const product = cartProductOf(row);
    const open = (kind: CardDialog['kind']) =>
      setDialog({
        kind,
        product,
        variant,
        chart: !!row.chart,
        preview: row.preview ?? '',
        trigger: button,
      });
    if (button.dataset.cardAction === 'quick-view') return open('quick-view');
    const signedIn = syncsServerCart();
    const color = variant === 'category' ? { color: product.color } : undefined;
    if (hasProduct(getSnapshot(), product.id)) removeProductFromCart(product.id, signedIn);
    // Without sizes, or out of stock altogether (the cart command says so): added as it is.
    else if (!hasSizes(product) || !effectiveAvailability(product.id, product.inStock))
      addProductToCart(product, { signedIn, variant: color });
    else open('size');
  }

  /** On intent: the dialog's chunk, and what the card lacks for it. */
  function reach(button: HTMLElement) {
    const id = Number(button.closest<HTMLElement>('[data-card]')?.dataset.productId);
    const row = rows.find((r) => r.id === id);
    if (!row) return;
    if (button.dataset.cardAction === 'quick-view') {
      quickView.prefetch();
      prefetchCardExtras(id);
    } else if (row.sizes || row.footwear) {
      sizeSheet.prefetch();
      if (row.chart) prefetchCardExtras(id);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      <ul
        aria-label={label}
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {rows.map((row, i) => (
          <li key={row.id}>
            <ProductCard row={row} options={options} priority={i < priority} />
          </li>
        ))}
      </ul>
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
