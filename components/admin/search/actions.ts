'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { SaveResult } from '@/lib/shared/admin/save-result';
import { isDbId } from '@/lib/shared/ids';
import { adminAction, naming } from '@/lib/server/admin/admin-action';
import { deleteSynonym, saveSynonym } from '@/lib/server/search';

// The synonyms editor's writes, through adminAction (lib/server/admin/admin-action.ts). The data
// layer validates with the shared schema and moves the catalogue version, so every server
// searches with the change at once.

const synonymId = naming(isDbId, 'That synonym is no longer there.');
const refresh = () => revalidatePath('/admin/search');

/** Adds a synonym (id null) or changes one. */
export const saveSynonymAction: (id: number | null, input: unknown) => Promise<SaveResult> =
  adminAction({
    name: 'save synonym',
    fallback: 'Could not save the synonym.',
    args: z.tuple([synonymId.nullable(), z.unknown()]),
    run: async (caller, [id, input]) => {
      const saved = await saveSynonym(caller, input, id ?? undefined);
      return { ok: true as const, id: saved.id };
    },
    refresh,
  });

export const deleteSynonymAction: (id: number) => Promise<SaveResult> = adminAction({
  name: 'delete synonym',
  fallback: 'Could not delete the synonym.',
  args: z.tuple([synonymId]),
  run: async (caller, [id]) => {
    await deleteSynonym(caller, id);
    return { ok: true as const, id };
  },
  refresh,
});
