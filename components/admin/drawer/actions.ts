'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { ActionResult } from '@/lib/shared/action-result';
import { adminAction } from '@/lib/server/admin/admin-action';
import { closeDrawerDay, openDrawerDay, recordCashMove } from '@/lib/server/counter/day-writes';

// The day page's actions: each hands its form to the data layer, which checks the caller and
// parses with the day's contract (lib/shared/counter/drawer-forms.ts). A refusal because the
// page was behind (the day opened or closed elsewhere, the expected cash changed) redraws it.
const refresh = () => revalidatePath('/admin/counter/day');

export const openDayAction: (input: unknown) => Promise<ActionResult> = adminAction({
  name: 'open the drawer',
  fallback: 'Could not open the day.',
  args: z.tuple([z.unknown()]),
  run: async (caller, [input]) => {
    await openDrawerDay(caller, input);
    return { ok: true as const };
  },
  refresh,
  refreshAfter: [409],
});

export const cashMoveAction: (input: unknown) => Promise<ActionResult> = adminAction({
  name: 'record a cash move',
  fallback: 'Could not record the cash.',
  args: z.tuple([z.unknown()]),
  run: async (caller, [input]) => {
    await recordCashMove(caller, input);
    return { ok: true as const };
  },
  refresh,
  refreshAfter: [409],
});

export const closeDayAction: (
  day: string,
  input: unknown,
) => Promise<ActionResult<{ differencePaise: number }>> = adminAction({
  name: 'close the drawer',
  fallback: 'Could not close the day.',
  args: z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.unknown()]),
  run: async (caller, [day, input]) => {
    const closed = await closeDrawerDay(caller, day, input);
    return { ok: true as const, differencePaise: closed.differencePaise };
  },
  refresh,
  refreshAfter: [404, 409],
});
