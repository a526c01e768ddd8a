'use client';

import Image from 'next/image';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { ProductImage } from '@/lib/shared/product';
import { ImagePlaceholder } from './image-placeholder';
import { IntentLink } from '@/components/ui/intent-link';

/** docs/product.md §9: the hover carousel advances every 1200 ms. */
export const HOVER_INTERVAL_MS = 1200;

export const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 300px';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface CardImageCarouselProps {
  images: ProductImage[];
  name: string;
  href: string;
  priority?: boolean;
}

/** How far (px) a finger must travel sideways, and more than it travels up or down, to swipe. */
const SWIPE_MIN_PX = 30;

/**
 * The card's photo. While a mouse is over it, it steps through the product's photos every
 * 1200 ms (never with prefers-reduced-motion); leaving shows the first again. On a touch screen a
 * sideways swipe shows the next or the previous photo (the page still scrolls up and down), and
 * the dots follow. The other photos load once the card is hovered or touched. The link
 * duplicates the name link, so it is hidden from assistive technology and out of the tab order.
 */
export function CardImageCarousel({
  images,
  name,
  href,
  priority = false,
}: CardImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  useEffect(() => () => window.clearInterval(timer.current), []);

  function start() {
    if (images.length < 2 || prefersReducedMotion()) return;
    setEngaged(true);
    window.clearInterval(timer.current);
    timer.current = window.setInterval(
      () => setIndex((i) => (i + 1) % images.length),
      HOVER_INTERVAL_MS,
    );
  }

  function stop() {
    window.clearInterval(timer.current);
    setIndex(0);
  }

  function touchStart(event: PointerEvent<HTMLAnchorElement>) {
    if (event.pointerType === 'mouse' || images.length < 2) return;
    touch.current = { x: event.clientX, y: event.clientY };
    setEngaged(true); // the next photo starts loading while the finger moves
  }

  function touchEnd(event: PointerEvent<HTMLAnchorElement>) {
    const start = touch.current;
    touch.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(event.clientY - start.y)) return;
    swiped.current = true;
    const step = dx < 0 ? 1 : -1;
    setIndex((i) => (i + step + images.length) % images.length);
  }

  return (
    <IntentLink
      href={href}
      tabIndex={-1}
      aria-hidden="true"
      onMouseEnter={start}
      onMouseLeave={stop}
      onPointerDown={touchStart}
      onPointerUp={touchEnd}
      onPointerCancel={() => (touch.current = null)}
      onClick={(event) => {
        // A swipe is not a tap: it never opens the product.
        if (swiped.current) event.preventDefault();
        swiped.current = false;
      }}
      data-testid="card-carousel"
      data-index={index}
      className="relative block aspect-[4/5] touch-pan-y overflow-hidden bg-canvas"
    >
      {images.length === 0 ? (
        <ImagePlaceholder label="No photo yet" />
      ) : (
        images.map((image, i) =>
          i === 0 || engaged ? (
            <Image
              key={image.id}
              src={image.url}
              alt={i === 0 ? name : `${name}, photo ${i + 1}`}
              fill
              sizes={CARD_IMAGE_SIZES}
              preload={priority && i === 0}
              fetchPriority={priority && i === 0 ? 'high' : undefined}
              className={`object-cover transition-opacity duration-500 ${i === index ? 'opacity-100' : 'opacity-0'}`}
            />
          ) : null,
        )
      )}
      {images.length > 1 ? (
        <span className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
          {images.map((image, i) => (
            <span
              key={image.id}
              className={`size-1.5 rounded-full ${i === index ? 'bg-white' : 'bg-white/50'} shadow`}
            />
          ))}
        </span>
      ) : null}
    </IntentLink>
  );
}
