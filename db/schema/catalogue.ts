// The catalogue: products, their photos and their stock per size.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './columns';
import { sizeCharts } from './size-charts';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Below the price while a sale runs (until sale_ends_at, when set); null: no sale. */
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
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
    /** The product's own size chart over its kind's, or null (lib/shared/size-charts). */
    sizeChartId: integer('size_chart_id').references(() => sizeCharts.id, {
      onDelete: 'set null',
    }),
    /** "Runs small: take one size up"; shown under the size guide. */
    fitNote: varchar('fit_note', { length: 160 }).notNull().default(''),
    /**
     * Products with the same value are one design in other colours (null: none). The value is the
     * id of a member when the group was formed, so two groups never share one.
     */
    colourGroup: integer('colour_group'),
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
    index('products_colour_group_idx').on(t.colourGroup),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_sale_price_positive', sql`${t.salePrice} is null or ${t.salePrice} > 0`),
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

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductSizeRow = typeof productSizes.$inferSelect;
