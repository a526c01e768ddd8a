'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { ActionResult } from '@/lib/shared/action-result';
import { isDbId } from '@/lib/shared/ids';
import type { PostCountDone } from '@/lib/shared/stock/count-request';
import type { ReceiveStockDone } from '@/lib/shared/stock/receive-request';
import { adminAction, naming } from '@/lib/server/admin/admin-action';
import { refreshAdminPages } from '@/lib/server/infra/refresh-pages';
import { discardCount, saveCountEntry, startCount } from '@/lib/server/stock/count';
import { postCount } from '@/lib/server/stock/count-post';
import { receiveStock } from '@/lib/server/stock/receive';

// Receive stock and the stocktake, through adminAction (lib/server/admin/admin-action.ts); the
// data layer validates each input with its contract in lib/shared/stock/.

const countId = naming(isDbId, 'That stocktake is not there.');

function refreshStockPages() {
  revalidatePath('/admin/stock', 'layout');
  refreshAdminPages();
}

/** Saves a supplier's bill: the receipt, its lines, each count raised with its ledger row. */
export const receiveStockAction: (input: unknown) => Promise<ActionResult<ReceiveStockDone>> =
  adminAction({
    name: 'receive stock',
    fallback: 'Could not save the delivery.',
    args: z.tuple([z.unknown()]),
    run: async (caller, [input]) => ({ ok: true as const, ...(await receiveStock(caller, input)) }),
    refresh: refreshStockPages,
  });

/** Starts a stocktake of a scope; the sheet opens next. */
export const startCountAction: (input: unknown) => Promise<ActionResult<{ countId: number }>> =
  adminAction({
    name: 'start stocktake',
    fallback: 'Could not start the stocktake.',
    args: z.tuple([z.unknown()]),
    run: async (caller, [input]) => ({ ok: true as const, ...(await startCount(caller, input)) }),
    refresh: () => revalidatePath('/admin/stock/count'),
    refreshAfter: [409],
  });

/** Keeps one size's count as it is typed (the sheet holds its own state: nothing to redraw). */
export const saveCountEntryAction: (input: unknown) => Promise<ActionResult> = adminAction({
  name: 'save stocktake count',
  fallback: 'Could not keep that count. Try again.',
  args: z.tuple([z.unknown()]),
  run: async (caller, [input]) => {
    await saveCountEntry(caller, input);
    return { ok: true as const };
  },
});

/** Posts the differences as corrections, on top of the counts as they are now. */
export const postCountAction: (id: number) => Promise<ActionResult<PostCountDone>> = adminAction({
  name: 'post stocktake',
  fallback: 'Could not post the stocktake.',
  args: z.tuple([countId]),
  run: async (caller, [id]) => ({ ok: true as const, ...(await postCount(caller, id)) }),
  refresh: refreshStockPages,
  refreshAfter: [404, 409],
});

/** Drops an open stocktake: nothing is corrected. */
export const discardCountAction: (id: number) => Promise<ActionResult> = adminAction({
  name: 'discard stocktake',
  fallback: 'Could not discard the stocktake.',
  args: z.tuple([countId]),
  run: async (caller, [id]) => {
    await discardCount(caller, id);
    return { ok: true as const };
  },
  refresh: () => revalidatePath('/admin/stock/count', 'layout'),
  refreshAfter: [404, 409],
});
