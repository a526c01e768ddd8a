'use server';

import { revalidatePath } from 'next/cache';
import type { SettingsResult } from '@/components/admin/settings/actions';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { saveTaxRates } from '@/lib/server/tax/rates';

// Who is asking -> the data layer (checks the caller again, validates every row with the shared
// schema, saves all or none) -> refresh -> a typed result.
export async function saveTaxRatesAction(input: unknown): Promise<SettingsResult> {
  try {
    await saveTaxRates(await adminCaller(), input);
    revalidatePath('/admin/tax-rates');
    return { ok: true };
  } catch (error) {
    return failureFrom(error, 'Could not save the tax rates.', 'save tax rates');
  }
}
