import { relations, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash').notNull(),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    // Bumped on password change: every token and session issued before it stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    brand: varchar('brand', { length: 120 }).notNull().default(''),
    material: varchar('material', { length: 120 }).notNull().default(''),
    modelName: varchar('model_name', { length: 120 }).notNull().default(''),
    cottonPercentage: integer('cotton_percentage'),
    color: varchar('color', { length: 80 }).notNull().default(''),
    size: varchar('size', { length: 40 }).notNull().default(''),
    footwearSize: varchar('footwear_size', { length: 40 }).notNull().default(''),
    weight: varchar('weight', { length: 60 }).notNull().default(''),
    description: text('description').notNull().default(''),
    mainCategory: varchar('main_category', { length: 40 }).notNull(),
    subCategory: varchar('sub_category', { length: 60 }).notNull(),
    available: boolean('available').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(${products.name}, '') || ' ' || coalesce(${products.brand}, '') || ' ' || coalesce(${products.color}, '') || ' ' || coalesce(${products.modelName}, '') || ' ' || coalesce(${products.material}, '') || ' ' || coalesce(${products.mainCategory}, '') || ' ' || coalesce(${products.subCategory}, '') || ' ' || coalesce(${products.description}, ''))`,
    ),
  },
  (t) => [
    index('products_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_category_idx').on(t.mainCategory, t.subCategory, t.createdAt.desc()),
    index('products_sub_category_idx').on(sql`lower(${t.subCategory})`),
    index('products_search_idx').using('gin', t.searchVector),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.price} > 0`),
    check(
      'products_cotton_range',
      sql`${t.cottonPercentage} is null or (${t.cottonPercentage} between 0 and 100)`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * Stock per offered size, one row per size, for products tracked per size (lib/shared/sizes.ts).
 * A product without rows is not tracked per size. `products.stock` stays the sum of its rows,
 * written in the same transaction as any change to them.
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 8 }).notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_sizes_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

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

/**
 * Issued refresh tokens, by id (jti): revocable and rotated on every use. Every token rotated
 * from one login shares its `family_id`, so reuse of a spent token can revoke the whole line.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    familyId: varchar('family_id', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Site sessions (next-auth JWT cookies, by their `sid` claim) ended by sign-out. A row is kept
 * until no copy of that cookie can still be valid, then pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: varchar('sid', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Throttle counters per key, shared by every app server: failed logins ("user:name",
 * "ip:addr") and registrations ("register:addr"), each counted in a fixed window.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Orders placed from the cart (issue 13). `number` is sequential and gap-free (taken from
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
    fulfilment: varchar('fulfilment', { length: 10 }).notNull(),
    address: varchar('address', { length: 300 }).notNull().default(''),
    pincode: varchar('pincode', { length: 6 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('new'),
    paid: boolean('paid').notNull().default(false),
    /** Whether the lines' quantities are currently taken off the stock (confirmed, not cancelled). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    check('orders_fulfilment', sql`${t.fulfilment} in ('pickup', 'delivery')`),
    check(
      'orders_status',
      sql`${t.status} in ('new', 'confirmed', 'ready', 'completed', 'cancelled')`,
    ),
    check('orders_subtotal_non_negative', sql`${t.subtotal} >= 0`),
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
    status: varchar('status', { length: 12 }).notNull(),
    /** e.g. "paid" when only the paid mark changed. */
    note: varchar('note', { length: 300 }).notNull().default(''),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
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

/** Small facts the app keeps about itself (e.g. when the demo catalogue was seeded). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productsRelations = relations(products, ({ many }) => ({
  images: many(productImages),
  sizes: many(productSizes),
}));
export const productSizesRelations = relations(productSizes, ({ one }) => ({
  product: one(products, { fields: [productSizes.productId], references: [products.id] }),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));
export const cartsRelations = relations(carts, ({ many, one }) => ({
  items: many(cartItems),
  user: one(users, { fields: [carts.userId], references: [users.id] }),
}));
export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductSizeRow = typeof productSizes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
