import { IntentLink } from '@/components/ui/intent-link';

/** docs/product.md §8. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty!';

/**
 * The empty cart and the skeleton of a cart with lines, both drawn by the server: the area's
 * mark (cart-area.tsx) shows one of them until the lines render (app/globals.css "The cart
 * page's area"), so neither needs the browser's script to appear.
 */
export function EmptyCart() {
  return (
    <>
      <div
        data-cart-empty=""
        className="rounded-lg border border-line bg-surface px-6 py-14 text-center shadow-sm"
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
      <div
        data-cart-skeleton=""
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <p className="sr-only">Loading your cart…</p>
        <div className="h-64 animate-pulse rounded-lg border border-line bg-surface" />
        <div className="h-56 animate-pulse rounded-lg border border-line bg-surface" />
      </div>
    </>
  );
}
