'use server';

import { revalidatePath } from 'next/cache';
import type { SaveResult } from '@/lib/shared/admin/save-result';
import { isDbId } from '@/lib/shared/ids';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { deleteSynonym, saveSynonym } from '@/lib/server/search';

// The synonyms editor's writes: who is asking (a superuser) -> the data layer (which checks the
// caller again and validates with the shared schema) -> refresh the page -> a typed result. The
// data layer moves the catalogue version, so every server searches with the change at once.

const PAGE = '/admin/search';

/** Adds a synonym (id null) or changes one. */
export async function saveSynonymAction(id: number | null, input: unknown): Promise<SaveResult> {
  if (id !== null && !isDbId(id))
    return { ok: false, message: 'That synonym is no longer there.', fieldErrors: {}, status: 404 };
  try {
    const saved = await saveSynonym(await adminCaller(), input, id ?? undefined);
    revalidatePath(PAGE);
    return { ok: true, id: saved.id };
  } catch (error) {
    return failureFrom(error, 'Could not save the synonym.', 'save synonym');
  }
}

export async function deleteSynonymAction(id: number): Promise<SaveResult> {
  if (!isDbId(id))
    return { ok: false, message: 'That synonym is no longer there.', fieldErrors: {}, status: 404 };
  try {
    await deleteSynonym(await adminCaller(), id);
    revalidatePath(PAGE);
    return { ok: true, id };
  } catch (error) {
    return failureFrom(error, 'Could not delete the synonym.', 'delete synonym');
  }
}
