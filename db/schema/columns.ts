// Column helpers every table file uses.
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// A chosen size is stored NOT NULL with '' for "no size" (cart lines, order lines, invoice lines,
// notify requests: a plain value keeps their unique keys and lookups simple); code says null.
// These two are the only crossing between the two.

/** The column's value for a size (null: none). */
export const sizeColumn = (size: string | null): string => size ?? '';
/** The size a stored value means (null: none). */
export const sizeOf = (stored: string): string | null => (stored === '' ? null : stored);
