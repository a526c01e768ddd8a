// Payments are events on an order: the shopper's claim ("I have paid", with the UPI reference),
// the shop's "paid" after checking its bank app, or its "not received". No gateway.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import type { PaymentEventKind } from '@/lib/shared/orders/payment';
import { createdAt } from './columns';
import { users } from './accounts';
import { orders } from './orders';

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 14 }).$type<PaymentEventKind>().notNull(),
    /** The 12-digit UPI reference of a claim; '' for the shop's events. */
    utr: varchar('utr', { length: 12 }).notNull().default(''),
    /** The order's total when the event was recorded. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** The admin for the shop's events; null for the shopper's claim. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderId, t.createdAt),
    check(
      'payment_events_kind',
      sql`${t.kind} in ('claimed', 'confirmed', 'unconfirmed', 'not_received')`,
    ),
    check('payment_events_utr', sql`${t.kind} <> 'claimed' or ${t.utr} ~ '^[0-9]{12}$'`),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
