'use client';

import { useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import type { CartProduct } from '@/lib/shared/product';

// The dialog with its content (gallery, size picker, cart buttons) is a chunk of its own, fetched
// when a shopper reaches for a Quick View button (pointer down, focus) and at the latest on the
// click: the home page's first load carries only this button.
const content = lazyPart(() => import('./quick-view-content').then((m) => m.default));

/**
 * Quick View: its button, and the shop's modal Dialog once the content has loaded (rendered only
 * while open; closing returns focus to the button).
 */
export function QuickView({ product, preview }: { product: CartProduct; preview: string }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const shown = useLazyPart(content, open, (error) => {
    console.error('[quick view] could not load', error);
    setOpen(false);
  });

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(true)}
        onPointerDown={content.prefetch}
        onFocus={content.prefetch}
        aria-haspopup="dialog"
        aria-busy={open && !shown ? true : undefined}
        aria-label={`Quick View: ${product.name}`}
        className={`${buttonStyles.small} border border-line bg-surface text-ink hover:border-brand`}
      >
        Quick View
      </button>
      {shown ? (
        <content.Part
          product={product}
          preview={preview}
          onClose={() => setOpen(false)}
          returnFocusTo={triggerRef}
        />
      ) : null}
    </>
  );
}
