// The stock's paper trail and the shop floor's stock work: every change of a product's stock is
// one ledger row written in the change's own transaction (so a product's stock is always the sum
// of its rows), goods received from suppliers, stocktakes, and the owner's own barcodes.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StockReason } from '@/lib/shared/stock/ledger-reasons';
import { createdAt } from './columns';
import { users } from './accounts';
import { products } from './catalogue';
import { orders } from './orders';

/**
 * One row per change of one count: a size's count for a product kept per size (`size` is the
 * size), the product's total otherwise (`size` ''). `balance` is the count after the change.
 * Rows outlive a deleted product (product_id becomes null) and are never updated.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    size: varchar('size', { length: 8 }).notNull().default(''),
    change: integer('change').notNull(),
    balance: integer('balance').notNull(),
    reason: varchar('reason', { length: 16 }).$type<StockReason>().notNull(),
    /** Free words: a discount's reason, a stocktake's note, "size M removed". */
    note: varchar('note', { length: 200 }).notNull().default(''),
    /** The order (web or counter) the change belongs to. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The paper it belongs to otherwise: a supplier's bill, "Stocktake 4", "Receipt 12". */
    reference: varchar('reference', { length: 80 }).notNull().default(''),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_ledger_product_idx').on(t.productId, t.size, t.id),
    index('stock_ledger_order_idx').on(t.orderId),
    // A window of the ledger (the reorder page's days out of stock).
    index('stock_ledger_created_idx').on(t.createdAt),
    check('stock_ledger_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);

/** Goods received from a supplier: one save of a supplier's bill. */
export const stockReceipts = pgTable(
  'stock_receipts',
  {
    id: serial('id').primaryKey(),
    supplier: varchar('supplier', { length: 120 }).notNull().default(''),
    billNumber: varchar('bill_number', { length: 60 }).notNull().default(''),
    note: varchar('note', { length: 300 }).notNull().default(''),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_receipts_newest_idx').on(t.createdAt.desc())],
);

export const stockReceiptLines = pgTable(
  'stock_receipt_lines',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => stockReceipts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    size: varchar('size', { length: 8 }).notNull().default(''),
    qty: integer('qty').notNull(),
    /** What the shop paid a piece, kept for margins (null: not given). */
    costPrice: numeric('cost_price', { precision: 12, scale: 2 }),
  },
  (t) => [
    index('stock_receipt_lines_receipt_idx').on(t.receiptId),
    index('stock_receipt_lines_product_idx').on(t.productId, t.id),
    check('stock_receipt_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * A stocktake: a category (or everything, `scope` '') counted size by size. The system's counts
 * are taken when it starts (`expected` on each line); posting adds counted − expected to the
 * count as it is then, so sales made while counting are kept.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    /** '' everything, "men" a main category, "men/Shirts" a main and sub category. */
    scope: varchar('scope', { length: 120 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [check('stock_counts_status', sql`${t.status} in ('open', 'posted', 'discarded')`)],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 8 }).notNull().default(''),
    /** The system's count when the stocktake started. */
    expected: integer('expected').notNull(),
    /** What was counted on the shelf (null: not counted yet). */
    counted: integer('counted'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.countId, t.productId, t.size] }),
    check('stock_count_lines_counted', sql`${t.counted} is null or ${t.counted} >= 0`),
  ],
);

/**
 * The owner's own barcode text for a product (`size` '') or one of its sizes: the counter finds
 * the product by it. A code names one product and size in the whole shop.
 */
export const productBarcodes = pgTable(
  'product_barcodes',
  {
    code: varchar('code', { length: 40 }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 8 }).notNull().default(''),
  },
  (t) => [uniqueIndex('product_barcodes_product_size_idx').on(t.productId, t.size)],
);

export type StockLedgerRow = typeof stockLedger.$inferSelect;
export type StockReceiptRow = typeof stockReceipts.$inferSelect;
export type StockCountRow = typeof stockCounts.$inferSelect;
export type StockCountLineRow = typeof stockCountLines.$inferSelect;
export type ProductBarcodeRow = typeof productBarcodes.$inferSelect;
