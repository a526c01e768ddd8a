'use client';

import type { ReactNode } from 'react';
import { countText } from '@/lib/shared/counts';
import { formatPrice, paiseToString, toPaise } from '@/lib/shared/money';
import { deliveryChargePaise, type DeliveryRule } from '@/lib/shared/orders/delivery';
import type { Fulfilment } from '@/lib/shared/orders/fulfilment';

interface CartSummaryProps {
  /** The shop's delivery rule: a delivery line and the total when it charges for delivery. */
  delivery: DeliveryRule;
  /** The checkout's current choice. */
  fulfilment: Fulfilment;
  subtotal: string;
  count: number;
  /** The checkout details form with the Order on WhatsApp button (checkout-form.tsx). */
  children: ReactNode;
  /** What happened to the last order (saved, saved without a number, refused lines). */
  outcome: ReactNode;
  /** Clear cart; left out once the order is sent ("Start a new order" empties it then). */
  onClear?: () => void;
}

/**
 * Subtotal (prices include GST), the delivery charge and total when the shop charges for
 * delivery, the checkout details and order, Clear cart.
 */
export function CartSummary({
  delivery,
  fulfilment,
  subtotal,
  count,
  children,
  outcome,
  onClear,
}: CartSummaryProps) {
  const charge = deliveryChargePaise(delivery, fulfilment, toPaise(subtotal));
  const charges = delivery.feePaise > 0;
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
          Subtotal <span className="text-sm text-muted">({countText(count, 'item', 'items')})</span>
        </dt>
        <dd className="text-xl font-semibold tabular-nums" data-testid="cart-subtotal">
          {formatPrice(subtotal)}
        </dd>
      </dl>
      {charges && (
        <dl className="mt-2 space-y-1">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <dt>
              Delivery
              {fulfilment === 'delivery' && delivery.freeAbovePaise !== null && charge > 0 ? (
                <span className="block text-xs text-muted">
                  Free above {formatPrice(paiseToString(delivery.freeAbovePaise))}
                </span>
              ) : null}
            </dt>
            <dd className="tabular-nums" data-testid="cart-delivery">
              {charge === 0
                ? fulfilment === 'pickup'
                  ? 'Free (pickup)'
                  : 'Free'
                : formatPrice(paiseToString(charge))}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-2">
            <dt className="font-semibold">Total</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="cart-total">
              {formatPrice(paiseToString(toPaise(subtotal) + charge))}
            </dd>
          </div>
        </dl>
      )}
      <p className="mt-2 text-sm text-muted">
        You order by WhatsApp; the shop confirms availability and payment with you there.
      </p>
      {children}
      {outcome}
      {onClear && (
        <button
          type="button"
          onClick={onClear}
          className="mt-3 w-full rounded-md border border-line px-5 py-2.5 text-sm font-medium hover:bg-canvas"
        >
          Clear cart
        </button>
      )}
    </section>
  );
}
