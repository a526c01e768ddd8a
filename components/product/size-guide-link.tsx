'use client';

import { useRef, useState, type ComponentType } from 'react';
import type { ProductSizeChart } from '@/lib/shared/size-charts/chart';
import type SizeGuideDialogType from './size-guide-dialog';

type GuideDialog = typeof SizeGuideDialogType;

// The guide's dialog is a chunk of its own, fetched when a shopper reaches for the link (pointer
// down, focus) and at the latest on the click: a product page's first load carries only the link.
let dialogLoad: Promise<GuideDialog> | null = null;
function loadDialog(): Promise<GuideDialog> {
  dialogLoad ??= import('./size-guide-dialog').then(
    (m) => m.default,
    (error: unknown) => {
      dialogLoad = null; // a later click tries again
      throw error;
    },
  );
  return dialogLoad;
}

interface SizeGuideLinkProps {
  chart: ProductSizeChart | null | undefined;
  /** The size chosen in the picker beside it: its row is marked in the guide. */
  chosen: string | null;
}

/** "Size guide" beside a size picker; nothing when no chart fits the product. */
export function SizeGuideLink({ chart, chosen }: SizeGuideLinkProps) {
  const [Guide, setGuide] = useState<ComponentType<Parameters<GuideDialog>[0]> | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!chart) return null;

  function onOpen() {
    setOpen(true);
    if (Guide) return;
    loadDialog().then(
      (guide) => setGuide(() => guide),
      (error: unknown) => {
        console.error('[size guide] could not load', error);
        setOpen(false);
      },
    );
  }

  const prefetch = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={onOpen}
        onPointerDown={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-busy={open && !Guide ? true : undefined}
        className="min-h-11 text-sm font-semibold text-brand underline underline-offset-2"
      >
        Size guide
      </button>
      {open && Guide ? (
        <Guide
          chart={chart}
          chosen={chosen}
          onClose={() => setOpen(false)}
          returnFocusTo={trigger}
        />
      ) : null}
    </>
  );
}
