'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { ActionResult } from '@/lib/shared/action-result';
import { adminAction } from '@/lib/server/admin/admin-action';
import { saveTaxRates } from '@/lib/server/tax/rates';

/** The tax rates page: the data layer validates every row with the shared schema, saves all or none. */
export const saveTaxRatesAction: (input: unknown) => Promise<ActionResult> = adminAction({
  name: 'save tax rates',
  fallback: 'Could not save the tax rates.',
  args: z.tuple([z.unknown()]),
  run: async (caller, [input]) => {
    await saveTaxRates(caller, input);
    return { ok: true as const };
  },
  refresh: () => revalidatePath('/admin/tax-rates'),
});
