'use client';

// What the cart page says after "Order on WhatsApp" (issue 13).

import Link from 'next/link';

export type OrderNote =
  | { kind: 'saved'; number: string; statusUrl: string }
  | { kind: 'fallback' }
  | { kind: 'conflict'; detail: string };

export const ORDER_NOTES = {
  fallback: 'We couldn’t save your order, but your WhatsApp message has everything the shop needs.',
  conflict: 'Some items in your cart are no longer available as asked.',
  conflictHelp: 'We have updated your cart: see the marked items, then order again.',
} as const;

export function OrderOutcome({ note }: { note: OrderNote | null }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden" data-testid="order-outcome">
      {note?.kind === 'saved' && (
        <p className="mt-3 rounded-md border border-success/40 bg-success/5 px-3 py-2 text-sm">
          Order {note.number} sent —{' '}
          <Link href={note.statusUrl} className="font-semibold text-brand underline">
            track it
          </Link>
        </p>
      )}
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
