'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { afterNextPaint, whenIdle } from '@/lib/browser/scheduling';
import type { CartProduct } from '@/lib/shared/product';
import type QuickViewContentType from './quick-view-content';

type Content = typeof QuickViewContentType;

// The dialog with its content (gallery, size picker, cart buttons) is a chunk of its own: the
// home page's first load carries only the buttons. It is fetched once the page is idle after it
// hydrated (or earlier, when a shopper reaches for a button: pointer down, focus), so a tap finds
// it ready instead of fetching and evaluating it between the finger going down and the click.
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
const prefetch = () => void loadContent().catch(() => undefined);
let prefetchScheduled = false;
function prefetchWhenIdle() {
  if (prefetchScheduled) return;
  prefetchScheduled = true;
  whenIdle(prefetch);
}

/**
 * Quick View: its button, and the shop's modal Dialog once the content has loaded (rendered only
 * while open; closing returns focus to the button). A tap paints the button's busy state first;
 * the dialog renders after that frame (its render and `showModal()`, which restyles the whole
 * page as inert, would otherwise hold back the tap's paint).
 */
export function QuickView({ product, preview }: { product: CartProduct; preview: string }) {
  const [Body, setBody] = useState<ComponentType<Parameters<Content>[0]> | null>(null);
  // Tapped, the dialog not rendered yet (its chunk loading, or the tap's frame not painted).
  const [opening, setOpening] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(prefetchWhenIdle, []);

  function onOpen() {
    setOpening(true);
    loadContent().then(
      (content) =>
        afterNextPaint(() => {
          setBody(() => content);
          setOpening(false);
          setOpen(true);
        }),
      (error: unknown) => {
        console.error('[quick view] could not load', error);
        setOpening(false);
      },
    );
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={onOpen}
        onPointerDown={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-busy={opening || undefined}
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
