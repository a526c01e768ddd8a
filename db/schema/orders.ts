// Orders, their lines and history, the wanted list and the order-number counter.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Fulfilment } from '@/lib/shared/orders/fulfilment';
import type { OrderChannel } from '@/lib/shared/orders/channel';
import type { OrderStatus } from '@/lib/shared/orders/status';
import { createdAt } from './columns';
import { users } from './accounts';
import { products } from './catalogue';

/**
 * Orders placed from the cart. `number` is sequential and gap-free (taken from
 * `counters` in the order's own transaction); `token` (≥ 128 random bits, base64url) is the only
 * key of the public status page. Lines copy the name and price, so an order keeps what was sold.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    token: varchar('token', { length: 64 }).notNull().unique(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    /** +91 and ten digits, or '' when not given. */
    phone: varchar('phone', { length: 16 }).notNull().default(''),
    fulfilment: varchar('fulfilment', { length: 10 }).$type<Fulfilment>().notNull(),
    address: varchar('address', { length: 300 }).notNull().default(''),
    pincode: varchar('pincode', { length: 6 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    /** From the shop's delivery rule when the order was placed; the total is subtotal + this. */
    deliveryCharge: numeric('delivery_charge', { precision: 12, scale: 2 }).notNull().default('0'),
    /** How the shopper said they will pay: upi, on_delivery, at_shop ('' before it was asked). */
    paymentMethod: varchar('payment_method', { length: 12 }).notNull().default(''),
    /** The place of supply: the GST state code of the delivery address ('' for pickup). */
    buyerState: varchar('buyer_state', { length: 2 }).notNull().default(''),
    status: varchar('status', { length: 12 }).$type<OrderStatus>().notNull().default('new'),
    paid: boolean('paid').notNull().default(false),
    /** Whether the lines' quantities are currently taken off the stock (confirmed, not cancelled). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The checkout's own key (the browser makes one per cart it sends): a repeat of the same
     * checkout (a double tap, a retry after a timeout, two servers) finds the order it saved
     * instead of saving another. Null for orders placed without one (older clients).
     */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).unique(),
    /** Where the sale happened: 'web' (the cart's WhatsApp order) or 'counter' (the shop's till). */
    channel: varchar('channel', { length: 8 }).$type<OrderChannel>().notNull().default('web'),
    /** A business buyer's GSTIN (a counter sale's B2B invoice), '' otherwise. */
    buyerGstin: varchar('buyer_gstin', { length: 15 }).notNull().default(''),
    /** A discount on the whole bill (counter sales), taken off after the lines' own. */
    billDiscount: numeric('bill_discount', { precision: 12, scale: 2 }).notNull().default('0'),
    billDiscountReason: varchar('bill_discount_reason', { length: 120 }).notNull().default(''),
    /** What the customer paid from their store credit (a means of payment, not a discount). */
    creditPaid: numeric('credit_paid', { precision: 12, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_channel_idx').on(t.channel, t.createdAt.desc()),
    check('orders_channel', sql`${t.channel} in ('web', 'counter')`),
    check('orders_fulfilment', sql`${t.fulfilment} in ('pickup', 'delivery')`),
    check(
      'orders_status',
      sql`${t.status} in ('new', 'confirmed', 'ready', 'completed', 'cancelled')`,
    ),
    check('orders_subtotal_non_negative', sql`${t.subtotal} >= 0`),
    check('orders_delivery_charge_non_negative', sql`${t.deliveryCharge} >= 0`),
    check('orders_credit_paid_non_negative', sql`${t.creditPaid} >= 0`),
    check(
      'orders_payment_method',
      sql`${t.paymentMethod} in ('', 'upi', 'on_delivery', 'at_shop')`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; the line keeps its copied name and price. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    size: varchar('size', { length: 8 }).notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    qty: integer('qty').notNull(),
    /** The line's own discount in rupees (counter sales); the line pays unit_price × qty − this. */
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
    discountReason: varchar('discount_reason', { length: 120 }).notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_qty_range', sql`${t.qty} between 1 and 20`),
  ],
);

/** Every status change of an order, with when, which admin and why (the status timeline). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).$type<OrderStatus>().notNull(),
    /** e.g. "paid" when only the paid mark changed. */
    note: varchar('note', { length: 300 }).notNull().default(''),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    // Web sales dated by their confirmation (the reorder page and the sales report).
    index('order_events_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The shop's wanted list: who asked to be told when a product (in a size) is back. */
export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 8 }).notNull().default(''),
    phone: varchar('phone', { length: 16 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('notify_requests_product_idx').on(t.productId, t.size)],
);

/** Named counters advanced inside a transaction (gap-free order numbers). */
export const counters = pgTable('counters', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: integer('value').notNull(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
