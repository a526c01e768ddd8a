'use client';

import { useEffect, useRef, useState } from 'react';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import type { CheckoutFormProps } from './checkout-form';

// The checkout form (react-hook-form, the shared zod schema, the fields) is a chunk of its own
// and the largest the cart page has (zod alone is ~200 ms of script at 4× CPU). It is fetched
// when its place comes near the screen, or the shopper scrolls or moves focus on the page (on
// the way to it): a phone's first screen of a cart with a few lines does not reach it, so the
// page decodes none of it while loading.
const checkoutForm = lazyPart(() => import('./checkout-form').then((m) => m.CheckoutForm));

/** How far below the screen the form's place counts as near. */
const NEAR = '0px 0px 150px 0px';

/** The checkout form once wanted and here; until then a block of its height, so nothing jumps. */
export function CheckoutFormSlot(props: CheckoutFormProps) {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [wanted, setWanted] = useState(checkoutForm.loaded);
  const place = useRef<HTMLDivElement>(null);
  const shown = useLazyPart(checkoutForm, wanted, (error) => setFailed({ error }));

  useEffect(() => {
    const element = place.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: NEAR },
    );
    near.observe(element);
    document.addEventListener('focusin', want);
    window.addEventListener('scroll', want, { passive: true });
    return () => {
      near.disconnect();
      document.removeEventListener('focusin', want);
      window.removeEventListener('scroll', want);
    };
  }, [wanted]);

  // A chunk that cannot load is the page's error (its boundary offers to try again).
  if (failed) throw failed.error;
  if (shown) return <checkoutForm.Part {...props} />;
  return (
    <div ref={place} className="mt-4 h-[25.5rem] animate-pulse rounded-md bg-canvas" aria-hidden />
  );
}
