'use client';

import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/shared/money';

interface CartSummaryProps {
  subtotal: string;
  count: number;
  /** The checkout details form with the Order on WhatsApp button (checkout-form.tsx). */
  children: ReactNode;
  /** What happened to the last order (saved, saved without a number, refused lines). */
  outcome: ReactNode;
  onClear(): void;
}

/** Subtotal (no tax, shipping or fees: spec §9), the checkout details and order, Clear cart. */
export function CartSummary({ subtotal, count, children, outcome, onClear }: CartSummaryProps) {
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-lg border border-line bg-surface p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-heading" className="font-display text-xl">
        Order summary
      </h2>
      <dl className="mt-4 flex items-baseline justify-between gap-4 border-t border-line pt-4">
        <dt>
          Subtotal{' '}
          <span className="text-sm text-muted">
            ({count} {count === 1 ? 'item' : 'items'})
          </span>
        </dt>
        <dd className="text-xl font-semibold tabular-nums" data-testid="cart-subtotal">
          {formatPrice(subtotal)}
        </dd>
      </dl>
      <p className="mt-2 text-sm text-muted">
        You order by WhatsApp; the shop confirms availability and payment with you there.
      </p>
      {children}
      {outcome}
      <button
        type="button"
        onClick={onClear}
        className="mt-3 w-full rounded-md border border-line px-5 py-2.5 text-sm font-medium hover:bg-canvas"
      >
        Clear cart
      </button>
    </section>
  );
}
