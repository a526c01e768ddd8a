'use client';

import Image from 'next/image';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { CARD_IMAGE_SIZES } from './card-photo';

/** docs/product.md §9: the hover carousel advances every 1200 ms. */
export const HOVER_INTERVAL_MS = 1200;

/** How far (px) a finger must travel sideways, and more than it travels up or down, to swipe. */
const SWIPE_MIN_PX = 30;

type Shown = ReadonlyMap<HTMLAnchorElement, number>;

function photosOf(anchor: HTMLAnchorElement): string[] {
  return (anchor.dataset.cardPhotos ?? '').split(' ').filter(Boolean);
}

function photoLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[data-card-photos]');
  return link instanceof HTMLAnchorElement ? link : null;
}

/** Marks the photo shown on the card's server HTML: its index, the first photo hidden, the dot. */
function paint(anchor: HTMLAnchorElement, index: number) {
  anchor.dataset.index = String(index);
  anchor.toggleAttribute('data-moved', index !== 0);
  anchor
    .querySelectorAll(':scope > [data-dots] > span')
    .forEach((dot, i) => dot.toggleAttribute('data-on', i === index));
}

/** A card's other photos, drawn into its photo link once the shopper reaches for it. */
function MorePhotos({ anchor, index }: { anchor: HTMLAnchorElement; index: number }) {
  const name = anchor.querySelector('img')?.alt ?? '';
  return createPortal(
    photosOf(anchor)
      .slice(1)
      .map((url, i) => (
        <Image
          key={url}
          src={url}
          alt={`${name}, photo ${i + 2}`}
          fill
          sizes={CARD_IMAGE_SIZES}
          className={`object-cover transition-opacity duration-500 ${i + 1 === index ? 'opacity-100' : 'opacity-0'}`}
        />
      )),
    anchor,
  );
}

/**
 * The cards' photos for a whole listing, by event delegation: while a mouse is over a card's
 * photo it steps through the photos every 1200 ms (never with prefers-reduced-motion), and
 * leaving shows the first again; on a touch screen a sideways swipe shows the next or the
 * previous photo (the page still scrolls up and down) and a swipe never opens the product. The
 * other photos load once the card's photo is hovered or touched.
 */
export function useCardCarousel() {
  const [shown, setShown] = useState<Shown>(new Map());
  const timer = useRef<number | undefined>(undefined);
  const hovered = useRef<HTMLAnchorElement | null>(null);
  const touch = useRef<{ x: number; y: number; anchor: HTMLAnchorElement } | null>(null);
  const swiped = useRef(false);

  useEffect(() => () => window.clearInterval(timer.current), []);
  useLayoutEffect(() => shown.forEach((index, anchor) => paint(anchor, index)), [shown]);

  const show = (anchor: HTMLAnchorElement, index: (i: number) => number) =>
    setShown((now) => new Map(now).set(anchor, index(now.get(anchor) ?? 0)));

  function stop() {
    window.clearInterval(timer.current);
    if (hovered.current) show(hovered.current, () => 0);
    hovered.current = null;
  }

  const handlers = {
    onPointerOver(event: PointerEvent<Element>) {
      const anchor = photoLinkOf(event.target);
      if (event.pointerType !== 'mouse' || !anchor || anchor === hovered.current) return;
      stop();
      const count = photosOf(anchor).length;
      if (count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      hovered.current = anchor;
      show(anchor, (i) => i);
      timer.current = window.setInterval(
        () => show(anchor, (i) => (i + 1) % count),
        HOVER_INTERVAL_MS,
      );
    },
    onPointerOut(event: PointerEvent<Element>) {
      const related = event.relatedTarget;
      if (hovered.current && !(related instanceof Node && hovered.current.contains(related)))
        stop();
    },
    onPointerDown(event: PointerEvent<Element>) {
      const anchor = photoLinkOf(event.target);
      if (event.pointerType === 'mouse' || !anchor || photosOf(anchor).length < 2) return;
      touch.current = { x: event.clientX, y: event.clientY, anchor };
      show(anchor, (i) => i); // the next photo starts loading while the finger moves
    },
    onPointerUp(event: PointerEvent<Element>) {
      const start = touch.current;
      touch.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(event.clientY - start.y)) return;
      swiped.current = true;
      const count = photosOf(start.anchor).length;
      show(start.anchor, (i) => (i + (dx < 0 ? 1 : -1) + count) % count);
    },
    onPointerCancel() {
      touch.current = null;
    },
    /** A swipe is not a tap: the click after it never opens the product. */
    onClick(event: MouseEvent<Element>) {
      if (swiped.current && photoLinkOf(event.target)) event.preventDefault();
      swiped.current = false;
    },
  };

  // A card the listing has since dropped (another page of results) is no longer drawn into.
  const photos = [...shown]
    .filter(([anchor]) => anchor.isConnected)
    .map(([anchor, index]) => (
      <MorePhotos key={photosOf(anchor).join(' ')} anchor={anchor} index={index} />
    ));
  return { handlers, photos };
}
