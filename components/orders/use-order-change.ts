'use client';

import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import type { OrderStatus } from '@/lib/shared/orders/status';
import { changeOrderAction } from './actions';
import type { OrderActionResult } from './action-result';

export type OrderFailure = Extract<OrderActionResult, { ok: false }>;

/**
 * One order's changes from the inbox: runs the server action, toasts a success and keeps a
 * refusal (stock short, changed meanwhile) on screen beside the order until the next try. The
 * action revalidates the order pages (after a change, and after a refusal that means this page
 * was behind), and its answer brings the page as stored: no second render from here.
 */
export function useOrderChange(number: string, seen: OrderStatus) {
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<OrderFailure | null>(null);

  function change(
    input: { status?: OrderStatus; reason?: string; paid?: boolean },
    /** Toasted when the change is saved. */
    success: string,
    /** An optimistic update, run inside the transition so React can undo it on refusal. */
    optimistic?: () => void,
  ): Promise<OrderActionResult> {
    return new Promise((resolve) => {
      startTransition(async () => {
        optimistic?.();
        setFailure(null);
        // A move names the status this page showed, so a stale page is refused; a paid mark
        // applies whatever the status.
        const expected = input.status === undefined ? {} : { expected: seen };
        const result = await changeOrderAction(number, { ...input, ...expected });
        if (result.ok) toast.success(success);
        else setFailure(result);
        resolve(result);
      });
    });
  }

  return { change, pending, failure, clearFailure: () => setFailure(null) };
}
