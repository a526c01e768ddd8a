// After the sale: exchanges and returns (a request per visit, its lines, and how the money went
// back) and store credit (a balance per customer's phone with its history). Stock moves through
// the stock ledger and paperwork through invoices; these tables hold the request's own story.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  RefundMethod,
  ReturnAction,
  ReturnCondition,
  ReturnReason,
  ReturnSource,
  ReturnStatus,
  StoreCreditReason,
} from '@/lib/shared/returns/states';
import { createdAt } from './columns';
import { users } from './accounts';
import { products } from './catalogue';
import { orderLines, orders } from './orders';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** One exchange or return of an order's pieces, from the ask to the refund. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 8 }).$type<ReturnSource>().notNull(),
    status: varchar('status', { length: 10 }).$type<ReturnStatus>().notNull().default('asked'),
    /** The shopper's own words ('' when none). */
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** Why the owner declined ('' unless declined). */
    declineReason: varchar('decline_reason', { length: 300 }).notNull().default(''),
    /** How money owed to the customer went back, set when the request is done. */
    refundMethod: varchar('refund_method', { length: 12 }).$type<RefundMethod>(),
    /** The UPI transfer's reference the owner typed when marking the refund sent. */
    refundReference: varchar('refund_reference', { length: 40 }).notNull().default(''),
    /** What went back to the customer (≥ 0). */
    refunded: money('refunded').notNull().default('0'),
    /** What the customer paid on top for a dearer exchange (≥ 0). */
    collected: money('collected').notNull().default('0'),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId, t.id),
    index('return_requests_status_idx').on(t.status, t.createdAt.desc()),
    uniqueIndex('return_requests_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('asked', 'accepted', 'received')`),
    check('return_requests_source', sql`${t.source} in ('shopper', 'shop')`),
    check(
      'return_requests_status',
      sql`${t.status} in ('asked', 'accepted', 'received', 'done', 'declined')`,
    ),
    check(
      'return_requests_refund_method',
      sql`${t.refundMethod} is null or ${t.refundMethod} in ('none', 'cash', 'upi', 'store_credit')`,
    ),
    check('return_requests_refunded_non_negative', sql`${t.refunded} >= 0`),
    check('return_requests_collected_non_negative', sql`${t.collected} >= 0`),
  ],
);

/** Pieces of one order line coming back, and what the customer takes instead (an exchange). */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    action: varchar('action', { length: 8 }).$type<ReturnAction>().notNull(),
    reason: varchar('reason', { length: 16 }).$type<ReturnReason>().notNull(),
    /** What the customer paid for one piece of the line (its discounts shared), kept at the ask. */
    unitPaid: money('unit_paid').notNull(),
    /** An exchange's new piece: the same product in another size, or a colour sibling. */
    newProductId: integer('new_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    newName: varchar('new_name', { length: 200 }).notNull().default(''),
    newSize: varchar('new_size', { length: 8 }).notNull().default(''),
    newUnitPrice: money('new_unit_price'),
    /** What the owner found when the pieces came back (null until received). */
    condition: varchar('condition', { length: 8 }).$type<ReturnCondition>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId, t.position),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_qty_range', sql`${t.qty} between 1 and 20`),
    check('return_lines_action', sql`${t.action} in ('return', 'exchange')`),
    check(
      'return_lines_reason',
      sql`${t.reason} in ('too_small', 'too_big', 'not_as_pictured', 'damaged', 'other')`,
    ),
    check(
      'return_lines_condition',
      sql`${t.condition} is null or ${t.condition} in ('restock', 'damaged')`,
    ),
  ],
);

/** A customer's store credit, keyed by their phone (+91 and ten digits). Never below zero. */
export const storeCreditAccounts = pgTable(
  'store_credit_accounts',
  {
    phone: varchar('phone', { length: 16 }).primaryKey(),
    balance: money('balance').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_credit_balance_non_negative', sql`${t.balance} >= 0`)],
);

/** Every change of a phone's store credit, written in the change's own transaction. */
export const storeCreditMoves = pgTable(
  'store_credit_moves',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 16 })
      .notNull()
      .references(() => storeCreditAccounts.phone, { onDelete: 'cascade' }),
    change: money('change').notNull(),
    balance: money('balance').notNull(),
    reason: varchar('reason', { length: 10 }).$type<StoreCreditReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnId: integer('return_id').references(() => returnRequests.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 200 }).notNull().default(''),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_credit_moves_phone_idx').on(t.phone, t.id),
    index('store_credit_moves_order_idx').on(t.orderId),
    check('store_credit_moves_balance_non_negative', sql`${t.balance} >= 0`),
    check(
      'store_credit_moves_reason',
      sql`${t.reason} in ('refund', 'spent', 'restored', 'adjust')`,
    ),
  ],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type StoreCreditAccountRow = typeof storeCreditAccounts.$inferSelect;
export type StoreCreditMoveRow = typeof storeCreditMoves.$inferSelect;
