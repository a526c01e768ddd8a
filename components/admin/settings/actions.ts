'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { ActionResult } from '@/lib/shared/action-result';
import { adminAction } from '@/lib/server/admin/admin-action';
import { saveShopSettings } from '@/lib/server/settings';

/** The shop settings form: the data layer validates with the shared schema; every page shows it. */
export const saveSettingsAction: (input: unknown) => Promise<ActionResult> = adminAction({
  name: 'save settings',
  fallback: 'Could not save the settings.',
  args: z.tuple([z.unknown()]),
  run: async (caller, [input]) => {
    await saveShopSettings(caller, input);
    return { ok: true as const };
  },
  refresh: () => revalidatePath('/', 'layout'),
});
