'use server';

import { z } from '@/lib/shared/validation/zod';
import type { ActionResult } from '@/lib/shared/action-result';
import type { CounterLookupAnswer } from '@/lib/shared/counter/lookup';
import { adminAction } from '@/lib/server/admin/admin-action';
import { lookupCounterProducts } from '@/lib/server/counter/lookup';

// The counter's reads from the browser, through adminAction (lib/server/admin/admin-action.ts):
// the till, receive stock and the stocktake find products with the same action. A read: nothing
// to refresh.

/** Products for scanned or typed text (a tag's URL, "#12", a barcode, words of a name). */
export const lookupCounterAction: (text: string) => Promise<ActionResult<CounterLookupAnswer>> =
  adminAction({
    name: 'counter lookup',
    fallback: 'Could not look the product up. Try again.',
    args: z.tuple([z.string({ error: 'Scan a tag or type a name.' })]),
    run: async (caller, [text]) => ({
      ok: true as const,
      ...(await lookupCounterProducts(caller, text)),
    }),
  });
