'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useAvailability } from '@/components/cart/use-cart';
import { CloseIcon } from '@/components/ui/icons';
import type { Product } from '@/lib/shared/product';
import { keepFocusInside } from './dialog-focus';
import { sizeOptions } from './size-choice';
import { focusSizePicker, SizePicker } from './size-picker';

interface SizeChoiceSheetProps {
  product: Product;
  /** Rendered (and shown) only while open. */
  onClose: () => void;
  /** Adds the size; true when it went into the cart (the sheet then closes). */
  onChoose: (size: string) => boolean;
  /** The card's button, which gets focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The card's size choice: a modal <dialog> titled "Choose a size for {name}", a bottom sheet on
 * phones and a small centred box on wider screens. Focus starts on the sizes; a click, Enter or
 * Space on an in-stock size adds it at once and closes (the arrow keys only move, so passing M on
 * the way to L never adds M). Escape, the close button or a tap outside close it, and focus goes
 * back to the card's button.
 */
export function SizeChoiceSheet({
  product,
  onClose,
  onChoose,
  returnFocusTo,
}: SizeChoiceSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();
  // The size the arrow keys are on (checked, as in any radio group); Enter or Space adds it.
  const [picked, setPicked] = useState<string | null>(null);
  const available = useAvailability(product.id, product.inStock);
  const options = sizeOptions(product, available);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    focusSizePicker(group.current);
  }, []);

  function closed() {
    onClose();
    returnFocusTo.current?.focus();
  }

  function commit(size: string) {
    if (onChoose(size)) dialog.current?.close();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={closed}
      onKeyDown={keepFocusInside}
      onClick={(e) => e.target === dialog.current && dialog.current?.close()}
      className="mx-0 mt-auto mb-0 w-full max-w-none rounded-t-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60 sm:m-auto sm:w-[min(24rem,calc(100%-1.5rem))] sm:rounded-2xl"
    >
      <div className="flex flex-col gap-4 p-4 pb-6 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg leading-snug font-semibold">
            Choose a size for {product.name}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Close"
            className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full hover:bg-canvas"
          >
            <CloseIcon />
          </button>
        </div>
        <SizePicker
          options={options}
          value={picked}
          onChange={setPicked}
          onCommit={commit}
          describedBy={hintId}
          groupRef={group}
        />
        <p className="text-xs text-muted">
          <span id={hintId}>
            Choose a size to add it to your cart. Sold-out sizes are struck through.
          </span>{' '}
          <Link
            href={`/product/${product.id}`}
            className="font-semibold text-brand underline underline-offset-2"
          >
            View details
          </Link>
        </p>
      </div>
    </dialog>
  );
}
