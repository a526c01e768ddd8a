'use client';

import { useEffect, useOptimistic, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { focusPlace, type FocusPlace } from '@/components/ui/focus-place';
import type { Fulfilment } from '@/lib/shared/orders/checkout';
import { nextStatuses, type OrderStatus } from '@/lib/shared/orders/status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { statusLabel, moveLabel } from './status-words';
import { useOrderChange } from './use-order-change';

interface OrderActionsProps {
  number: string;
  status: OrderStatus;
  paid: boolean;
  fulfilment: Fulfilment;
  /** wa.me link with the status text for the customer; null when the order has no phone. */
  messageHref: string | null;
  /**
   * A shopper's claim waits for the shop's check: its own "Paid" (beside the UTR, payment-check)
   * is the one way to mark it paid then, so the switch is left out.
   */
  claimWaiting?: boolean;
}

/**
 * What the shop can do with one order from the inbox: move it on, cancel it (with a reason),
 * mark it paid, message the customer. A refusal (stock short, changed meanwhile) stays beside
 * the order, naming the short lines, and the page refreshes to what is stored. The pressed
 * button is replaced by the next step's, so focus moves there (or, when the order left the
 * filtered list, to the next order's first action), and the toast says what happened.
 */
export function OrderActions({
  number,
  status,
  paid,
  fulfilment,
  messageHref,
  claimWaiting = false,
}: OrderActionsProps) {
  const { change: save, pending, failure } = useOrderChange(number, status);
  const [shownPaid, setShownPaid] = useOptimistic(paid);
  const moves = nextStatuses(status).filter((s) => s !== 'cancelled');
  const canCancel = nextStatuses(status).includes('cancelled');
  const root = useRef<HTMLDivElement>(null);
  const place = useRef<FocusPlace | null>(null);

  const change: typeof save = (...args) => {
    place.current = focusPlace(root.current, '[data-testid="order-card"]', '[data-order-actions]');
    return save(...args);
  };
  // Once the page shows the change (the refresh ends the transition), or when this order left
  // the list (a status filter), focus goes where the pressed button was.
  useEffect(() => {
    if (pending || !place.current) return;
    place.current.restore();
    place.current = null;
  }, [pending]);
  useEffect(
    () => () => {
      const lost = place.current;
      if (lost) requestAnimationFrame(() => lost.restore());
    },
    [],
  );

  const move = (to: OrderStatus) =>
    change({ status: to }, `${number} is now ${statusLabel(to, fulfilment).toLowerCase()}.`);

  const togglePaid = () => {
    const next = !shownPaid;
    void change({ paid: next }, `${number} marked ${next ? 'paid' : 'unpaid'}.`, () =>
      setShownPaid(next),
    );
  };

  return (
    <div ref={root} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" data-order-actions>
        {moves.map((to, i) => (
          <button
            key={to}
            type="button"
            disabled={pending}
            onClick={() => void move(to)}
            className={i === 0 ? buttonStyles.compact.primary : buttonStyles.compact.secondary}
          >
            {moveLabel(to, fulfilment)}
            <span className="sr-only"> {number}</span>
          </button>
        ))}
        {canCancel ? (
          <CancelOrderDialog
            number={number}
            disabled={pending}
            onCancel={(reason) =>
              change({ status: 'cancelled', reason }, `${number} is cancelled.`)
            }
          />
        ) : null}
        {messageHref ? (
          <a
            href={messageHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles.compact.secondary}
          >
            Message customer
            <span className="sr-only"> about {number} on WhatsApp (opens in a new tab)</span>
          </a>
        ) : null}
        {claimWaiting ? null : (
          <button
            type="button"
            role="switch"
            aria-checked={shownPaid}
            disabled={pending}
            onClick={togglePaid}
            className="group inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold disabled:opacity-60"
          >
            <span
              aria-hidden
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition group-aria-checked:bg-success"
            >
              <span className="ml-0.5 size-5 rounded-full bg-white shadow transition group-aria-checked:translate-x-5" />
            </span>
            Paid<span className="sr-only"> ({number})</span>
          </button>
        )}
      </div>
      <div role="alert" aria-live="assertive">
        {failure ? (
          <div
            data-testid="order-error"
            className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
          >
            <p className="font-semibold">{failure.message}</p>
            {failure.lines.length ? (
              <ul className="mt-1 list-disc pl-5">
                {failure.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
