'use client';

import { formatPrice } from '@/lib/shared/money';

interface CartSummaryProps {
  subtotal: string;
  count: number;
  /** Why ordering is not possible right now, or null when it is. */
  blockedReason: string | null;
  checking: boolean;
  onOrder(): void;
  onClear(): void;
}

/** Subtotal (no tax, shipping or fees: spec §9), Order on WhatsApp, Clear cart. */
export function CartSummary({
  subtotal,
  count,
  blockedReason,
  checking,
  onOrder,
  onClear,
}: CartSummaryProps) {
  const disabled = blockedReason !== null || checking;
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
      <button
        type="button"
        onClick={onOrder}
        disabled={disabled}
        aria-describedby={blockedReason ? 'cart-order-blocked' : undefined}
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-success px-5 font-semibold text-white hover:brightness-110 disabled:cursor-not-allowed disabled:bg-muted/60"
      >
        <WhatsAppIcon />
        {checking ? 'Checking prices…' : 'Order on WhatsApp'}
      </button>
      {blockedReason && (
        <p id="cart-order-blocked" className="mt-2 text-sm text-danger" role="status">
          {blockedReason}
        </p>
      )}
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

function WhatsAppIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
    </svg>
  );
}
