'use client';

import dynamic from 'next/dynamic';

// The checkout form (react-hook-form, the shared zod schema, the fields) is a chunk of its own,
// fetched when the cart has lines to order: an empty cart's first load carries none of it.
// Until it arrives, a block of the form's height keeps the summary from jumping.
export const CheckoutFormSlot = dynamic(
  () => import('./checkout-form').then((m) => m.CheckoutForm),
  {
    ssr: false,
    loading: () => (
      <div className="mt-4 h-[25.5rem] animate-pulse rounded-md bg-canvas" aria-hidden />
    ),
  },
);
