'use client';

import { useRef, useState } from 'react';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import type { ProductSizeChart } from '@/lib/shared/size-charts/chart';

// The guide's dialog is a chunk of its own, fetched when a shopper reaches for the link (pointer
// down, focus) and at the latest on the click: a product page's first load carries only the link.
const guideDialog = lazyPart(() => import('./size-guide-dialog').then((m) => m.default));

interface SizeGuideLinkProps {
  chart: ProductSizeChart | null | undefined;
  /** The size chosen in the picker beside it: its row is marked in the guide. */
  chosen: string | null;
}

/** "Size guide" beside a size picker; nothing when no chart fits the product. */
export function SizeGuideLink({ chart, chosen }: SizeGuideLinkProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const shown = useLazyPart(guideDialog, open, (error) => {
    console.error('[size guide] could not load', error);
    setOpen(false);
  });
  if (!chart) return null;

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen(true)}
        onPointerDown={guideDialog.prefetch}
        onFocus={guideDialog.prefetch}
        aria-haspopup="dialog"
        aria-busy={open && !shown ? true : undefined}
        className="min-h-11 text-sm font-semibold text-brand underline underline-offset-2"
      >
        Size guide
      </button>
      {shown ? (
        <guideDialog.Part
          chart={chart}
          chosen={chosen}
          onClose={() => setOpen(false)}
          returnFocusTo={trigger}
        />
      ) : null}
    </>
  );
}
