'use server';

import { revalidatePath } from 'next/cache';
import type { FieldErrors } from '@/lib/shared/admin/save-result';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { saveShopSettings } from '@/lib/server/settings';

export type SettingsResult =
  { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors; status: number };

// Who is asking (a superuser) -> the data layer, which checks the caller again and validates
// the untrusted input with the shared schema -> refresh -> a typed result.
export async function saveSettingsAction(input: unknown): Promise<SettingsResult> {
  try {
    await saveShopSettings(await adminCaller(), input);
    revalidatePath('/', 'layout');
    return { ok: true };
  } catch (error) {
    return failureFrom(error, 'Could not save the settings.', 'save settings');
  }
}
