'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { SaveResult } from '@/lib/shared/admin/save-result';
import { isDbId } from '@/lib/shared/ids';
import { adminAction, naming } from '@/lib/server/admin/admin-action';
import { deleteSizeChart, saveSizeChart } from '@/lib/server/size-charts';

// The chart editor's writes, through adminAction (lib/server/admin/admin-action.ts). The data
// layer checks the caller again, validates every cell with the shared schema and saves all or
// none.

const chartId = naming(isDbId, 'Not found.');
const refresh = () => revalidatePath('/admin/size-charts');

/** Adds a chart (id null) or replaces one. */
export const saveSizeChartAction: (id: number | null, draft: unknown) => Promise<SaveResult> =
  adminAction({
    name: 'save size chart',
    fallback: 'Could not save the chart.',
    args: z.tuple([chartId.nullable(), z.unknown()]),
    run: async (caller, [id, draft]) => {
      const chart = await saveSizeChart(caller, id, draft);
      return { ok: true as const, id: chart.id };
    },
    refresh,
  });

export const deleteSizeChartAction: (id: number) => Promise<SaveResult> = adminAction({
  name: 'delete size chart',
  fallback: 'Could not delete the chart.',
  args: z.tuple([chartId]),
  run: async (caller, [id]) => {
    await deleteSizeChart(caller, id);
    return { ok: true as const, id };
  },
  refresh,
});
