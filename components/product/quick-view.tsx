'use client';

import { useRef, useState, type ComponentType } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { CartProduct } from '@/lib/shared/product';
import type QuickViewContentType from './quick-view-content';

type Content = typeof QuickViewContentType;

// The dialog with its content (gallery, size picker, cart buttons) is a chunk of its own, fetched
// when a shopper reaches for a Quick View button (pointer down, focus) and at the latest on the
// click: the home page's first load carries only this button.
let contentLoad: Promise<Content> | null = null;
function loadContent(): Promise<Content> {
  contentLoad ??= import('./quick-view-content').then(
    (m) => m.default,
    (error: unknown) => {
      contentLoad = null; // a later click tries again
      throw error;
    },
  );
  return contentLoad;
}

/**
 * Quick View: its button, and the shop's modal Dialog once the content has loaded (rendered only
 * while open; closing returns focus to the button).
 */
export function QuickView({ product, preview }: { product: CartProduct; preview: string }) {
  const [Body, setBody] = useState<ComponentType<Parameters<Content>[0]> | null>(null);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  function onOpen() {
    setOpen(true);
    if (Body) return;
    loadContent().then(
      (content) => setBody(() => content),
      (error: unknown) => {
        console.error('[quick view] could not load', error);
        setOpen(false);
      },
    );
  }

  const prefetch = () => void loadContent().catch(() => undefined);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={onOpen}
        onPointerDown={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-busy={open && !Body ? true : undefined}
        aria-label={`Quick View: ${product.name}`}
        className={`${buttonStyles.small} border border-line bg-surface text-ink hover:border-brand`}
      >
        Quick View
      </button>
      {open && Body ? (
        <Body
          product={product}
          preview={preview}
          onClose={() => setOpen(false)}
          returnFocusTo={triggerRef}
        />
      ) : null}
    </>
  );
}
