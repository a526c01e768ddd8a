// The counter: how each counter sale was paid, and the cash drawer's day (its opening float,
// cash paid in or out with a note, and the close's count by note and coin).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CounterPaymentMethod } from '@/lib/shared/counter/payment-methods';
import { createdAt } from './columns';
import { users } from './accounts';
import { orders } from './orders';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** One part of a counter sale's payment; the parts add up to the order's total. */
export const counterPayments = pgTable(
  'counter_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 8 }).$type<CounterPaymentMethod>().notNull(),
    /** What this part pays of the bill. */
    amount: money('amount').notNull(),
    /** Cash only: what the customer handed over (the change is tendered − amount). */
    tendered: money('tendered'),
    createdAt: createdAt(),
  },
  (t) => [
    index('counter_payments_order_idx').on(t.orderId),
    index('counter_payments_created_idx').on(t.createdAt),
    check('counter_payments_method', sql`${t.method} in ('cash', 'upi', 'card', 'credit')`),
    check('counter_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Counts of each note and coin at the close: {"500": 3, "200": 1, …, "coins": "37.50"}. */
export type DrawerCount = Record<string, number | string>;

/** The cash drawer's day: opened with a float, closed with a count. One per shop day. */
export const counterDays = pgTable(
  'counter_days',
  {
    id: serial('id').primaryKey(),
    /** The shop's day, YYYY-MM-DD in India time (lib/shared/shop-day.ts). */
    day: varchar('day', { length: 10 }).notNull().unique(),
    openingFloat: money('opening_float').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** What should be in the drawer at the close, kept as it was worked out then. */
    expected: money('expected'),
    counted: money('counted'),
    denominations: jsonb('denominations').$type<DrawerCount>(),
    note: varchar('note', { length: 300 }).notNull().default(''),
  },
  (t) => [check('counter_days_float_non_negative', sql`${t.openingFloat} >= 0`)],
);

/** Cash put into or taken out of the drawer during a day, with why. */
export const cashMoves = pgTable(
  'cash_moves',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => counterDays.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 4 }).notNull(),
    amount: money('amount').notNull(),
    note: varchar('note', { length: 200 }).notNull(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_moves_day_idx').on(t.dayId),
    check('cash_moves_kind', sql`${t.kind} in ('in', 'out')`),
    check('cash_moves_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type CounterPaymentRow = typeof counterPayments.$inferSelect;
export type CounterDayRow = typeof counterDays.$inferSelect;
export type CashMoveRow = typeof cashMoves.$inferSelect;
