'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { ActionResult } from '@/lib/shared/action-result';
import { adminAction } from '@/lib/server/admin/admin-action';
import { backUpNow } from '@/lib/server/backups';
import { formatBytes } from '@/lib/shared/format-bytes';

export type BackUpResult = ActionResult<{ name: string; size: string }>;

/** "Back up now": the data layer runs one backup at a time; the Backups page shows it. */
export const backUpNowAction: () => Promise<BackUpResult> = adminAction({
  name: 'back up now',
  fallback:
    'The backup could not be written. The server log says why; the earlier backups are untouched.',
  args: z.tuple([]),
  run: async (caller) => {
    const written = await backUpNow(caller);
    return { ok: true as const, name: written.name, size: formatBytes(written.bytes) };
  },
  refresh: () => revalidatePath('/admin/backups'),
});
