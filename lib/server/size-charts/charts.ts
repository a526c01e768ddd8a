import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { sizeCharts } from '@/db/schema';
import type { SizeChart } from '@/lib/shared/size-charts/chart';
import { sizeChartSchema } from '@/lib/shared/validation/size-chart';
import { isDbId } from '@/lib/shared/ids';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { bumpCatalogueVersion } from '@/lib/server/infra/catalogue-version';
import { validate } from '@/lib/server/infra/validate';
import { versionMemo } from '@/lib/server/infra/version-memo';
import { querySizeCharts, toSizeChart } from './queries';

// The owner's size charts: read by every product read (through the catalogue's memo), written
// by the admin's chart editor. A save moves the catalogue version here; other servers hear it
// from the table's trigger (the catalogue bus).

const memo = versionMemo<SizeChart[]>({
  maxWeight: 1,
  weigh: () => 1,
  ttlMs: 60 * 60 * 1000,
});

/** Every chart, kept until the catalogue changes. */
export function listSizeCharts(): Promise<SizeChart[]> {
  return memo('charts', querySizeCharts);
}

export async function getSizeChart(id: number): Promise<SizeChart | null> {
  return (await listSizeCharts()).find((c) => c.id === id) ?? null;
}

/** Validates the editor's draft; a second chart for one kind is refused on the kind field. */
export async function saveSizeChart(
  caller: Caller | null,
  id: number | null,
  draft: unknown,
): Promise<SizeChart> {
  requireAdmin(caller);
  const input = validate(sizeChartSchema, draft, 'dotted');
  const charts = await querySizeCharts();
  if (id !== null && !charts.some((c) => c.id === id)) throw new NotFoundError();
  if (input.kind && charts.some((c) => c.kind === input.kind && c.id !== id)) {
    throw new ValidationError({
      kind: ['That kind already has a chart: edit it, or choose "Own chart".'],
    });
  }
  const values = {
    kind: input.kind,
    name: input.name,
    unit: input.unit,
    measurements: input.measurements,
    rows: input.rows,
    howToMeasure: input.how_to_measure,
  };
  const db = await database();
  const [row] =
    id === null
      ? await db.insert(sizeCharts).values(values).returning()
      : await db
          .update(sizeCharts)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(sizeCharts.id, id))
          .returning();
  if (!row) throw new NotFoundError();
  bumpCatalogueVersion();
  return toSizeChart(row);
}

/** Products that named the chart fall back to their kind's chart. */
export async function deleteSizeChart(caller: Caller | null, id: number): Promise<void> {
  requireAdmin(caller);
  if (!isDbId(id)) throw new NotFoundError();
  const db = await database();
  const rows = await db
    .delete(sizeCharts)
    .where(eq(sizeCharts.id, id))
    .returning({ id: sizeCharts.id });
  if (rows.length === 0) throw new NotFoundError();
  bumpCatalogueVersion();
}
