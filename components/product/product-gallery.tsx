'use client';

import Image from 'next/image';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { ProductImage } from '@/lib/shared/product';
import { ImagePlaceholder } from './image-placeholder';

interface ProductGalleryProps {
  images: ProductImage[];
  name: string;
  /**
   * 'page': the left and right keys work anywhere on the page (except while typing or while a
   * dialog is open). 'local': only while focus is inside the gallery (the Quick View dialog).
   */
  keys?: 'page' | 'local';
  priority?: boolean;
  sizes?: string;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Photos with previous/next buttons, thumbnails and the left/right arrow keys (docs/product.md §2). */
export function ProductGallery({
  images,
  name,
  keys = 'page',
  priority = false,
  sizes = '(max-width: 768px) 100vw, 50vw',
}: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  useEffect(() => {
    if (keys !== 'page' || count < 2) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isTyping(event.target)
      )
        return;
      if (document.querySelector('dialog[open]')) return;
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      else if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, count]);

  function onLocalKey(event: KeyboardEvent<HTMLElement>) {
    if (keys !== 'local' || count < 2) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  const current = images[index];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      onKeyDown={onLocalKey}
      className="flex flex-col gap-3"
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl border border-line bg-canvas">
        {current ? (
          <Image
            key={current.id}
            src={current.url}
            alt={`${name}, photo ${index + 1} of ${count}`}
            fill
            sizes={sizes}
            preload={priority && index === 0}
            fetchPriority={priority && index === 0 ? 'high' : undefined}
            className="object-cover"
          />
        ) : (
          <ImagePlaceholder label="No photo yet" />
        )}
        {count > 1 ? (
          <>
            <GalleryArrow label="Previous photo" onClick={() => step(-1)} side="left" />
            <GalleryArrow label="Next photo" onClick={() => step(1)} side="right" />
          </>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" data-testid="gallery-position">
        {count > 0 ? `Photo ${index + 1} of ${count}` : ''}
      </p>
      {count > 1 ? (
        <ul
          data-scroll-strip
          className="flex gap-2 overflow-x-auto pb-1"
          aria-label="Choose a photo"
        >
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className={`relative block size-16 overflow-hidden rounded-lg border-2 bg-canvas sm:size-20 ${i === index ? 'border-brand' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <Image src={image.url} alt="" fill sizes="80px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function GalleryArrow({
  label,
  onClick,
  side,
}: {
  label: string;
  onClick: () => void;
  side: 'left' | 'right';
}) {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white`}
    >
      <Icon className="size-5" />
    </button>
  );
}
