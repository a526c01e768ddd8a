'use server';

import { revalidatePath } from 'next/cache';
import type { FieldErrors } from '@/lib/server/infra/errors';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { deleteSizeChart, saveSizeChart } from '@/lib/server/size-charts';

export type ChartSaveResult =
  | { ok: true; id: number }
  | { ok: false; message: string; fieldErrors: FieldErrors; status: number };

// Who is asking -> the data layer (checks the caller again, validates every cell with the shared
// schema, saves all or none) -> refresh -> a typed result.
export async function saveSizeChartAction(
  id: number | null,
  draft: unknown,
): Promise<ChartSaveResult> {
  try {
    const chart = await saveSizeChart(await adminCaller(), id, draft);
    revalidatePath('/admin/size-charts');
    return { ok: true, id: chart.id };
  } catch (error) {
    return failureFrom(error, 'Could not save the chart.', 'save size chart');
  }
}

export async function deleteSizeChartAction(id: number): Promise<ChartSaveResult> {
  try {
    await deleteSizeChart(await adminCaller(), id);
    revalidatePath('/admin/size-charts');
    return { ok: true, id };
  } catch (error) {
    return failureFrom(error, 'Could not delete the chart.', 'delete size chart');
  }
}
