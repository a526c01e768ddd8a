// One server cart per user and its lines (one per product and size).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { products } from './catalogue';

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The chosen size; '' for a line without one (a product without sizes, or an old client). */
    size: varchar('size', { length: 8 }).notNull().default(''),
    qty: integer('qty').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_size_idx').on(t.cartId, t.productId, t.size),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_qty_positive', sql`${t.qty} >= 1`),
  ],
);
