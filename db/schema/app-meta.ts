// Small facts the app keeps about itself.
import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Small facts the app keeps about itself (e.g. when the demo catalogue was seeded). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
