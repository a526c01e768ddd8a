'use client';

import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Product } from '@/lib/shared/product';
import { keepFocusInside } from '@/components/ui/dialog-focus';
import type QuickViewContentType from './quick-view-content';

type Content = typeof QuickViewContentType;

// The dialog's content (gallery, size picker, cart buttons) is a chunk of its own, fetched when a
// shopper reaches for a Quick View button (pointer down, focus) and at the latest on the click:
// the home page's first load carries only this button.
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
 * Quick View: a modal <dialog> (showModal traps focus and Escape closes it). Its content is only
 * rendered while open; closing returns focus to the button that opened it.
 */
export function QuickView({ product }: { product: Product }) {
  const [Body, setBody] = useState<ComponentType<Parameters<Content>[0]> | null>(null);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && Body && dialog && !dialog.open) dialog.showModal();
  }, [open, Body]);

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

  function onClosed() {
    setOpen(false);
    triggerRef.current?.focus();
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
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // React passes a nested dialog's close (the size guide's) up its tree: only its own counts.
        onClose={(e) => e.target === e.currentTarget && onClosed()}
        onKeyDown={keepFocusInside}
        onClick={(e) => e.target === dialogRef.current && dialogRef.current?.close()}
        className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(56rem,calc(100%-1.5rem))] overflow-y-auto rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        {open && Body ? <Body product={product} titleId={titleId} dialogRef={dialogRef} /> : null}
      </dialog>
    </>
  );
}
