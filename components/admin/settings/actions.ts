'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { FieldErrors } from '@/lib/shared/admin/save-result';
import { adminAction } from '@/lib/server/admin/admin-action';
import { saveShopSettings } from '@/lib/server/settings';

export type SettingsResult =
  { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors; status: number };

/** The shop settings form: the data layer validates with the shared schema; every page shows it. */
export const saveSettingsAction: (input: unknown) => Promise<SettingsResult> = adminAction({
  name: 'save settings',
  fallback: 'Could not save the settings.',
  args: z.tuple([z.unknown()]),
  run: async (caller, [input]) => {
    await saveShopSettings(caller, input);
    return { ok: true as const };
  },
  refresh: () => revalidatePath('/', 'layout'),
});
