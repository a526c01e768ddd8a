// The shop's settings for money and paperwork: one row (id 1). A null column has never been
// saved and falls back to its environment variable (lib/server/settings); once the owner saves
// the settings page, the row wins.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: varchar('legal_name', { length: 120 }),
    address: varchar('address', { length: 300 }),
    stateCode: varchar('state_code', { length: 2 }),
    gstin: varchar('gstin', { length: 15 }),
    gstScheme: varchar('gst_scheme', { length: 14 }),
    upiId: varchar('upi_id', { length: 320 }),
    upiMerchantCode: varchar('upi_merchant_code', { length: 4 }),
    deliveryFee: numeric('delivery_fee', { precision: 12, scale: 2 }),
    /** Null in a saved row means "never free"; in a row never saved, the env's default. */
    freeDeliveryAbove: numeric('free_delivery_above', { precision: 12, scale: 2 }),
    paymentAsked: varchar('payment_asked', { length: 10 }),
    /** Whether shoppers may ask for exchanges and returns from the status page. */
    returnsOpen: boolean('returns_open'),
    /** Days after delivery or pickup a shopper may ask (default 7). */
    returnWindowDays: integer('return_window_days'),
    /** Kinds (sub-categories) that cannot come back, such as innerwear. */
    nonReturnableKinds: jsonb('non_returnable_kinds').$type<string[]>(),
    /** Whether refunds may be given as store credit on the customer's phone. */
    storeCreditOn: boolean('store_credit_on'),
    /** Reorder: days of sales a suggested quantity covers (default 30). */
    reorderCoverDays: integer('reorder_cover_days'),
    /** Reorder: the supplier's lead time in days. */
    reorderLeadDays: integer('reorder_lead_days'),
    /** Reorder: safety stock, in days of sales at the current pace. */
    reorderSafetyDays: integer('reorder_safety_days'),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
