'use client';

import { useEffect } from 'react';
import { addProductToCart } from '@/components/cart/cart-commands';
import { syncsServerCart } from '@/components/cart/use-cart';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import { toast } from '@/components/ui/toast';
import type { CardVariant } from '@/lib/shared/card-row';
import type { CartProduct } from '@/lib/shared/product';
import { useCardExtras } from './card-extras';

// Each dialog is a chunk of its own, fetched when a shopper reaches for a card's button (pointer
// down, focus) and at the latest on the press: a listing's first load carries neither.
export const sizeSheet = lazyPart(() =>
  import('./size-choice-sheet').then((m) => m.SizeChoiceSheet),
);
export const quickView = lazyPart(() => import('./quick-view-content').then((m) => m.default));

/** What a card's press opened: the product as the card knows it, and the button pressed. */
export interface CardDialog {
  kind: 'size' | 'quick-view';
  product: CartProduct;
  variant: CardVariant;
  /** The product has a size chart, fetched for the size sheet's guide. */
  chart: boolean;
  /** The card's 70-character preview, shown until the longer one has come. */
  preview: string;
  trigger: HTMLElement;
}

const COULD_NOT_OPEN = 'Could not open that. Please try again.';

/** Marks the button that opened a dialog while it is open (and busy while it loads). */
function useTriggerState(dialog: CardDialog, shown: boolean) {
  useEffect(() => {
    const { trigger } = dialog;
    trigger.setAttribute('aria-expanded', 'true');
    if (!shown) trigger.setAttribute('aria-busy', 'true');
    return () => {
      trigger.removeAttribute('aria-expanded');
      trigger.removeAttribute('aria-busy');
    };
  }, [dialog, shown]);
}

/**
 * The size sheet of a card: the sizes from the card at once; the size guide's chart once fetched
 * (only a product with one fetches it). The chosen size goes into the cart.
 */
export function CardSizeSheet({ dialog, onClose }: { dialog: CardDialog; onClose: () => void }) {
  const { product, variant, trigger } = dialog;
  const shown = useLazyPart(sizeSheet, true, (error) => {
    console.error('[size sheet] could not load', error);
    onClose();
  });
  const full = useCardExtras(dialog.chart ? product.id : null, (error) =>
    console.error('[size guide] could not load the chart', error),
  );
  useTriggerState(dialog, shown);
  if (!shown) return null;
  const color = variant === 'category' ? { color: product.color } : undefined;
  return (
    <sizeSheet.Part
      product={{ ...product, sizeChart: full?.sizeChart ?? null }}
      onClose={onClose}
      onChoose={(size) =>
        addProductToCart(product, { signedIn: syncsServerCart(), size, variant: color })
      }
      returnFocusTo={{ current: trigger }}
    />
  );
}

/**
 * Quick View of a card: open as soon as its chunk is here, with the card's photos and preview;
 * the longer description (and the size chart) fill in once fetched.
 */
export function CardQuickView({ dialog, onClose }: { dialog: CardDialog; onClose: () => void }) {
  const shown = useLazyPart(quickView, true, (error) => {
    console.error('[quick view] could not load', error);
    toast.error(COULD_NOT_OPEN);
    onClose();
  });
  const full = useCardExtras(dialog.product.id, (error) =>
    console.error('[quick view] could not fetch the description', error),
  );
  useTriggerState(dialog, shown);
  if (!shown) return null;
  return (
    <quickView.Part
      product={
        full
          ? { ...dialog.product, images: full.images, sizeChart: full.sizeChart }
          : dialog.product
      }
      preview={full?.preview ?? dialog.preview}
      onClose={onClose}
      returnFocusTo={{ current: dialog.trigger }}
    />
  );
}
