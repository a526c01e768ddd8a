// Size charts: one per kind of garment (reused by every product of that kind) or one a product
// names as its own. Rows hold one number per measurement, in the chart's unit.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { SizeChartRow } from '@/lib/shared/size-charts/chart';
import { createdAt } from './columns';

export const sizeCharts = pgTable(
  'size_charts',
  {
    id: serial('id').primaryKey(),
    /** The kind of garment it is the chart of (lib/shared/size-charts/kinds.ts); null: own chart. */
    kind: varchar('kind', { length: 20 }).unique(),
    name: varchar('name', { length: 60 }).notNull(),
    unit: varchar('unit', { length: 2 }).notNull().default('cm'),
    measurements: jsonb('measurements').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<SizeChartRow[]>().notNull(),
    howToMeasure: text('how_to_measure').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('size_charts_unit', sql`${t.unit} in ('cm', 'in')`)],
);

export type SizeChartRecord = typeof sizeCharts.$inferSelect;
