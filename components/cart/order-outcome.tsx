'use client';

// What the cart page says after "Order on WhatsApp": the sent order (with its WhatsApp message
// again and a new order), a message that went without a number, or lines the shop refused.

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useRef, type MouseEvent } from 'react';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { SentOrder } from '@/lib/browser/orders/checkout-attempt';

export type OrderNote = { kind: 'fallback' } | { kind: 'conflict'; detail: string };

export const ORDER_NOTES = {
  fallback: 'We couldn’t save your order, but your WhatsApp message has everything the shop needs.',
  conflict: 'Some items in your cart are no longer available as asked.',
  conflictHelp: 'We have updated your cart: see the marked items, then order again.',
  openAgain: 'Sent — open WhatsApp again',
  startNew: 'Start a new order',
  startNewHint: (number: string) => `Empties this cart. Order ${number} stays with the shop.`,
} as const;

/**
 * How long after the panel replaced the pressed "Order on WhatsApp" button a tap on it is taken
 * as the second half of a double tap, and ignored: the panel is shorter than the form, so the
 * finger's second touch lands on whatever moved under it.
 */
export const SECOND_TAP_MS = 1000;

export function OrderOutcome({ note }: { note: OrderNote | null }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden" data-testid="order-outcome">
      {note?.kind === 'fallback' && (
        <p className="mt-3 rounded-md border border-line bg-canvas px-3 py-2 text-sm">
          {ORDER_NOTES.fallback}
        </p>
      )}
      {note?.kind === 'conflict' && (
        <div className="mt-3 rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          <p className="font-semibold">{note.detail || ORDER_NOTES.conflict}</p>
          <p>{ORDER_NOTES.conflictHelp}</p>
        </div>
      )}
    </div>
  );
}

/**
 * In place of the checkout form once this cart's order is saved: its number and status link,
 * its WhatsApp message again (no second order), and a new order that empties the cart. Takes
 * focus when it replaces the form's button, so a keyboard is not dropped on the page; for the
 * first moment after that, taps on it are ignored (SECOND_TAP_MS).
 */
export function CheckoutSent({
  order,
  sentAt,
  onOpenAgain,
  onStartNew,
}: {
  order: SentOrder;
  /**
   * When (performance.now()) the order was saved from this page, so the panel replaces the
   * button just pressed; null when the page opened on a sent order (a reload).
   */
  sentAt: number | null;
  onOpenAgain(): void;
  onStartNew(): void;
}) {
  const again = useRef<HTMLButtonElement>(null);
  const takeFocus = sentAt !== null;
  useEffect(() => {
    if (takeFocus) again.current?.focus();
  }, [takeFocus]);
  function ignoreSecondTap(event: MouseEvent) {
    if (sentAt === null || performance.now() - sentAt >= SECOND_TAP_MS) return;
    event.preventDefault();
    event.stopPropagation();
  }
  return (
    <div className="mt-5 space-y-3" data-testid="order-sent" onClickCapture={ignoreSecondTap}>
      <p
        role="status"
        className="rounded-md border border-success/40 bg-success/5 px-3 py-2 text-sm"
      >
        Order <strong>{order.number}</strong> sent —{' '}
        <IntentLink href={order.statusUrl} className="font-semibold text-brand underline">
          track it
        </IntentLink>
      </p>
      <button
        ref={again}
        type="button"
        onClick={onOpenAgain}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-success px-3 text-center text-sm font-semibold text-white hover:brightness-110 sm:text-base"
      >
        <WhatsAppIcon className="size-5 shrink-0" />
        {ORDER_NOTES.openAgain}
      </button>
      <button
        type="button"
        onClick={onStartNew}
        aria-describedby="order-start-new-hint"
        className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-brand px-5 text-sm font-semibold text-brand hover:bg-brand/5"
      >
        {ORDER_NOTES.startNew}
      </button>
      <p id="order-start-new-hint" className="text-center text-xs text-muted">
        {ORDER_NOTES.startNewHint(order.number)}
      </p>
    </div>
  );
}
