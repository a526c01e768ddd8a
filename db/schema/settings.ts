// The shop's settings for money and paperwork: one row (id 1). A null column has never been
// saved and falls back to its environment variable (lib/server/settings); once the owner saves
// the settings page, the row wins.
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
