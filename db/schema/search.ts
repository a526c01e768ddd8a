// The shop's search data: the synonyms the owner keeps, and what shoppers searched for.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * "When shoppers type `term`, also search `also_search`" (comma-separated words or phrases).
 * Shop data the owner edits; a change reaches every server through the catalogue bus (its
 * trigger is in the migration that creates the table), as catalogue writes do.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  /** As the owner typed it; unique by its normalised form. */
  term: varchar('term', { length: 60 }).notNull().unique(),
  alsoSearch: varchar('also_search', { length: 300 }).notNull(),
  createdAt: createdAt(),
});

/**
 * What shoppers searched for, one row per normalised query and day, with counts only: no
 * address, account or time of day, and digit runs that could be a phone number masked.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: varchar('query', { length: 80 }).notNull(),
    searches: integer('searches').notNull().default(0),
    /** Searches that found nothing. */
    empty: integer('empty').notNull().default(0),
    /** Results opened from this query's results. */
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.query] }),
    check(
      'search_queries_counts',
      sql`${t.searches} >= 0 and ${t.empty} >= 0 and ${t.clicks} >= 0`,
    ),
  ],
);

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;
