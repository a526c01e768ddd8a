'use server';

import { revalidatePath } from 'next/cache';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { backUpNow } from '@/lib/server/backups';
import { formatBytes } from '@/lib/shared/format-bytes';

export type BackUpResult =
  { ok: true; name: string; size: string } | { ok: false; message: string; status: number };

// "Back up now": who is asking (a superuser) -> the data layer (which checks again and runs one
// backup at a time) -> refresh the Backups page -> a typed result. No arguments to validate.
export async function backUpNowAction(): Promise<BackUpResult> {
  try {
    const written = await backUpNow(await adminCaller());
    revalidatePath('/admin/backups');
    return { ok: true, name: written.name, size: formatBytes(written.bytes) };
  } catch (error) {
    const failure = failureFrom(
      error,
      'The backup could not be written. The server log says why; the earlier backups are untouched.',
      'back up now',
    );
    return { ok: false, message: failure.message, status: failure.status };
  }
}
