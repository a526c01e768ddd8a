// Column helpers every table file uses.
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
