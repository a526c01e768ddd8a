// HSN codes and GST rates per kind of goods (a sub-category), as the owner saved them in admin ›
// Tax rates; kinds without a row use the sourced defaults in lib/shared/invoices/default-rates.ts.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const taxRates = pgTable(
  'tax_rates',
  {
    /** The sub-category's canonical name ("T-Shirt"). */
    kind: varchar('kind', { length: 60 }).primaryKey(),
    hsn: varchar('hsn', { length: 8 }).notNull(),
    /** 'slab' (5% up to ₹2,500 a piece, 18% above) or 'fixed' (rate_bp). */
    rule: varchar('rule', { length: 5 }).notNull(),
    /** Basis points: 500 = 5%. */
    rateBp: integer('rate_bp').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_rates_rule', sql`${t.rule} in ('slab', 'fixed')`),
    check('tax_rates_rate', sql`${t.rateBp} between 0 and 4000`),
    check('tax_rates_hsn', sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
  ],
);

export type TaxRateRow = typeof taxRates.$inferSelect;
