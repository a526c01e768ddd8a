'use client';

import { IntentLink } from '@/components/ui/intent-link';

/** docs/product.md §8. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty!';

/** Hidden while the area is marked as holding lines (cart-area.tsx). */
const HIDDEN_WITH_LINES = '[[data-cart-lines]_&]:hidden';

/** The empty cart; `pending` before hydration, when the mark decides between it and the skeleton. */
export function EmptyCart({ pending }: { pending: boolean }) {
  return (
    <>
      <div
        className={`rounded-lg border border-line bg-surface px-6 py-14 text-center shadow-sm ${pending ? HIDDEN_WITH_LINES : ''}`}
      >
        <p className="font-display text-2xl">{EMPTY_CART_MESSAGE}</p>
        <p className="mt-2 text-muted">Find something you like and add it here.</p>
        <IntentLink
          href="/all-products"
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-strong"
        >
          Browse products
        </IntentLink>
      </div>
      {pending && <CartSkeleton />}
    </>
  );
}

/** Shown only while the area is marked as holding lines, until they render. */
function CartSkeleton() {
  return (
    <div
      className="hidden grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] [[data-cart-lines]_&]:grid"
      aria-busy="true"
      aria-label="Loading your cart"
    >
      <div className="h-64 animate-pulse rounded-lg border border-line bg-surface" />
      <div className="h-56 animate-pulse rounded-lg border border-line bg-surface" />
    </div>
  );
}
