'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useId, useRef, useState, type RefObject } from 'react';
import { useAvailability } from '@/components/cart/use-cart';
import { Dialog } from '@/components/ui/dialog';
import type { CartProduct } from '@/lib/shared/product';
import { sizeOptions } from './size-choice';
import { SizeGuideLink } from './size-guide-link';
import { focusSizePicker, SizePicker } from './size-picker';

interface SizeChoiceSheetProps {
  product: CartProduct;
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
  const group = useRef<HTMLFieldSetElement>(null);
  const titleId = useId();
  const hintId = useId();
  // The size the arrow keys are on (checked, as in any radio group); Enter or Space adds it.
  const [picked, setPicked] = useState<string | null>(null);
  const available = useAvailability(product.id, product.inStock);
  const options = sizeOptions(product, available);

  function commit(size: string) {
    if (onChoose(size)) dialog.current?.close();
  }

  return (
    <Dialog
      title={<>Choose a size for {product.name}</>}
      titleId={titleId}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      onOpen={() => focusSizePicker(group.current)}
      dialogRef={dialog}
    >
      <SizePicker
        options={options}
        value={picked}
        onChange={setPicked}
        onCommit={commit}
        describedBy={hintId}
        groupRef={group}
        labelExtra={<SizeGuideLink chart={product.sizeChart} chosen={picked} />}
      />
      <p className="text-xs text-muted">
        <span id={hintId}>
          Choose a size to add it to your cart. Sold-out sizes are struck through.
        </span>{' '}
        <IntentLink
          href={`/product/${product.id}`}
          className="font-semibold text-brand underline underline-offset-2"
        >
          View details
        </IntentLink>
      </p>
    </Dialog>
  );
}
