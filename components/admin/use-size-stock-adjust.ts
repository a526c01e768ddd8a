'use client';

import { useOptimistic, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { adjustSizeStockAction } from '@/components/admin/actions';
import {
  withSizeChange,
  type RowStock,
  type SizeStockChange,
} from '@/lib/shared/admin/size-stock-change';

const UNREACHABLE = 'Could not change the stock. Check the connection and try again.';
const SIGNED_OUT = 'Your session has ended. Please log in again.';

/**
 * A row's stock with the list's ±1 per size: the count and the total change at once, the server
 * action saves, and the refreshed list it brings back replaces the guess. On a refusal the guess
 * is dropped (the row shows the stored counts again) and a toast says why.
 */
export function useSizeStockAdjust(id: number, stored: RowStock) {
  const [shown, change] = useOptimistic(stored, withSizeChange);
  const [pending, startTransition] = useTransition();

  const adjust = (size: string, delta: 1 | -1) => {
    const count = shown.sizeStock?.find((s) => s.size === size)?.stock ?? 0;
    if (delta < 0 && count === 0) {
      toast.error(`No ${size} left to take away.`);
      return;
    }
    startTransition(async () => {
      change({ size, delta } satisfies SizeStockChange);
      const result = await adjustSizeStockAction(id, size, delta).catch((error: unknown) => {
        console.error('[admin] size stock change failed', error);
        return { ok: false, message: UNREACHABLE, status: 0 } as const;
      });
      if (!result.ok) toast.error(result.status === 401 ? SIGNED_OUT : result.message);
    });
  };

  return { shown, adjust, pending };
}
