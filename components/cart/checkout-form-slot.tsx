'use client';

import { useState } from 'react';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import type { CheckoutFormProps } from './checkout-form';

// The checkout form (react-hook-form, the shared zod schema, the fields) is a chunk of its own,
// fetched when the cart has lines to order: an empty cart's first load carries none of it.
const checkoutForm = lazyPart(() => import('./checkout-form').then((m) => m.CheckoutForm));

/** The checkout form once its chunk is here; until then a block of its height, so nothing jumps. */
export function CheckoutFormSlot(props: CheckoutFormProps) {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const shown = useLazyPart(checkoutForm, true, (error) => setFailed({ error }));
  // A chunk that cannot load is the page's error (its boundary offers to try again).
  if (failed) throw failed.error;
  if (shown) return <checkoutForm.Part {...props} />;
  return <div className="mt-4 h-[25.5rem] animate-pulse rounded-md bg-canvas" aria-hidden />;
}
