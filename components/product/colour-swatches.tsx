'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import type { ColourSibling } from '@/lib/shared/product';
import { Swatch } from './swatch';

interface ColourSwatchesProps {
  /** The product on the page: its colour is the chosen swatch. */
  current: { id: number; color: string; imageUrl: string | null };
  siblings: readonly ColourSibling[];
}

/**
 * The design's colours on its product page: the shown colour first, each other colour a link to
 * its page with the chosen size kept (?size=M, which the size picker writes into the address).
 * Sold-out colours are struck through and still link (Notify me waits there).
 */
export function ColourSwatches({ current, siblings }: ColourSwatchesProps) {
  const router = useRouter();
  if (siblings.length === 0) return null;

  function keepSize(event: MouseEvent<HTMLAnchorElement>, id: number) {
    const size = new URLSearchParams(window.location.search).get('size');
    if (!size || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.push(`/product/${id}?size=${encodeURIComponent(size)}`);
  }

  return (
    <section aria-labelledby="colours-title" className="flex flex-col gap-2">
      <h2 id="colours-title" className="text-sm font-semibold text-ink">
        Colour: <span className="font-normal">{current.color || 'This colour'}</span>
      </h2>
      <ul className="flex flex-wrap gap-3">
        <li>
          <span
            aria-current="true"
            title={current.color}
            className="flex flex-col items-center gap-1 rounded-full text-xs"
          >
            <span className="rounded-full ring-2 ring-brand ring-offset-2">
              <Swatch imageUrl={current.imageUrl} soldOut={false} />
            </span>
            <span className="sr-only">{current.color}, shown</span>
          </span>
        </li>
        {siblings.map((s) => (
          <li key={s.id} data-product-id={s.id}>
            <IntentLink
              href={`/product/${s.id}`}
              onClick={(e) => keepSize(e, s.id)}
              aria-label={`${s.color || s.name}${s.inStock ? '' : ', sold out'}`}
              className="flex flex-col items-center gap-1 rounded-full text-xs hover:opacity-90"
            >
              <Swatch imageUrl={s.imageUrl} soldOut={!s.inStock} />
              <span
                aria-hidden
                className={`max-w-20 truncate ${s.inStock ? '' : 'text-muted line-through'}`}
              >
                {s.color || s.name}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
