// The sales report's summary of closed days: what sold on each past day of the shop's calendar,
// per channel and per (category, size), so a year's report reads a few thousand rows instead of
// every order line. Written by the report itself the first time a closed day is asked for; a day
// is summarised when its totals rows exist (one per channel, zeros included). Cancelling an order
// of a summarised day deletes that day's rows, so the next report sums it again.
import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import type { OrderChannel } from '@/lib/shared/orders/channel';

/** A closed day's sales per channel, product category and size. */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day').notNull(),
    channel: varchar('channel', { length: 8 }).$type<OrderChannel>().notNull(),
    /** '' for a line whose product was deleted before the day was summarised. */
    mainCategory: varchar('main_category', { length: 40 }).notNull(),
    subCategory: varchar('sub_category', { length: 60 }).notNull(),
    size: varchar('size', { length: 8 }).notNull(),
    pieces: integer('pieces').notNull(),
    /** What the customers paid (discounts shared), kept unrounded to four places. */
    paid: numeric('paid', { precision: 16, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.channel, t.mainCategory, t.subCategory, t.size] }),
    check('sales_days_channel', sql`${t.channel} in ('web', 'counter')`),
  ],
);

/** A closed day's orders per channel; its two rows mark the day as summarised. */
export const salesDayTotals = pgTable(
  'sales_day_totals',
  {
    day: date('day').notNull(),
    channel: varchar('channel', { length: 8 }).$type<OrderChannel>().notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.channel] }),
    check('sales_day_totals_channel', sql`${t.channel} in ('web', 'counter')`),
  ],
);
