import 'server-only';
// The shop's settings for money, paperwork, returns and reorder: read on every page that prices or bills
// (the cart, checkout, the status page, invoices), edited by admins. A save moves the catalogue
// version, and the row's trigger tells every other server (catalogue-bus.ts), so each server's
// kept copy is dropped at once.
import { eq, sql } from 'drizzle-orm';
import { shopSettings, type ShopSettingsRow } from '@/db/schema';
import { isStateCode } from '@/lib/shared/gst/states';
import { paiseToString, toPaise } from '@/lib/shared/money';
import {
  GST_SCHEMES,
  PAYMENT_ASKED,
  shopSettingsSchema,
  type GstScheme,
  type PaymentAsked,
  type ShopSettings,
} from '@/lib/shared/settings/shop-settings';
import { daysInRange, knownKinds } from '@/lib/shared/settings/after-sale-settings';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import type { UpiOfferShop } from '@/lib/shared/payments/upi-offer';
import { database, type Db, type Tx } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { validate } from '@/lib/server/infra/validate';
import { versionMemo } from '@/lib/server/infra/version-memo';
import { invalidateCatalogue } from '@/lib/server/products/catalogue';
import { settingsFromEnv } from './defaults';

const memo = versionMemo<ShopSettings>({ maxWeight: 1, weigh: () => 1, ttlMs: 60 * 60 * 1000 });

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The row over the environment's defaults, column by column. */
function merge(row: ShopSettingsRow | undefined, base: ShopSettings): ShopSettings {
  if (!row) return base;
  const saved = row.savedAt !== null;
  return {
    legalName: row.legalName ?? base.legalName,
    address: row.address ?? base.address,
    stateCode:
      row.stateCode !== null && isStateCode(row.stateCode) ? row.stateCode : base.stateCode,
    gstin: row.gstin ?? base.gstin,
    gstScheme: oneOf<GstScheme>(GST_SCHEMES, row.gstScheme) ?? base.gstScheme,
    upiId: row.upiId ?? base.upiId,
    upiMerchantCode: row.upiMerchantCode ?? base.upiMerchantCode,
    deliveryFeePaise: row.deliveryFee !== null ? toPaise(row.deliveryFee) : base.deliveryFeePaise,
    freeDeliveryAbovePaise:
      row.freeDeliveryAbove !== null
        ? toPaise(row.freeDeliveryAbove)
        : saved
          ? null
          : base.freeDeliveryAbovePaise,
    paymentAsked: oneOf<PaymentAsked>(PAYMENT_ASKED, row.paymentAsked) ?? base.paymentAsked,
    returnsOpen: row.returnsOpen ?? base.returnsOpen,
    returnWindowDays:
      daysInRange('returnWindowDays', row.returnWindowDays) ?? base.returnWindowDays,
    nonReturnableKinds: knownKinds(row.nonReturnableKinds) ?? base.nonReturnableKinds,
    storeCreditOn: row.storeCreditOn ?? base.storeCreditOn,
    reorderCoverDays:
      daysInRange('reorderCoverDays', row.reorderCoverDays) ?? base.reorderCoverDays,
    reorderLeadDays: daysInRange('reorderLeadDays', row.reorderLeadDays) ?? base.reorderLeadDays,
    reorderSafetyDays:
      daysInRange('reorderSafetyDays', row.reorderSafetyDays) ?? base.reorderSafetyDays,
  };
}

async function readSettings(db: Db | Tx): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return merge(row, settingsFromEnv());
}

/**
 * The settings as `tx` sees them (a write that must agree with the row it may be racing, such as
 * a store credit move while the owner switches credit off; on PGlite a read outside the open
 * transaction would wait for it).
 */
export function shopSettingsInTx(tx: Tx): Promise<ShopSettings> {
  return readSettings(tx);
}

/** The settings in force (anyone: pages show the delivery charge and the UPI ID). */
export function getShopSettings(): Promise<ShopSettings> {
  return memo('settings', async () => readSettings(await database()));
}

/** Whether the settings were ever saved (the page says which values are still the defaults). */
export async function settingsSavedAt(caller: Caller | null): Promise<Date | null> {
  requireAdmin(caller);
  const db = await database();
  const [row] = await db
    .select({ at: shopSettings.savedAt })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.at ?? null;
}

/** Saves every field (admins); bad input is a 400 naming each field, and nothing is saved. */
export async function saveShopSettings(
  caller: Caller | null,
  input: unknown,
): Promise<ShopSettings> {
  const admin = requireAdmin(caller);
  const s = validate(shopSettingsSchema, input);
  // Every setting is stored under its own name but the two amounts, kept as rupees text.
  const { deliveryFeePaise, freeDeliveryAbovePaise, ...sameNames } = s;
  const values = {
    ...sameNames,
    deliveryFee: paiseToString(deliveryFeePaise),
    freeDeliveryAbove:
      freeDeliveryAbovePaise === null ? null : paiseToString(freeDeliveryAbovePaise),
    savedBy: admin.id,
    savedAt: sql`now()`,
  };
  const db = await database();
  await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values });
  invalidateCatalogue({ products: [] });
  return s;
}

/** What the UPI offer needs: the payee name (the shop's name) and the UPI settings. */
export async function upiShop(): Promise<UpiOfferShop> {
  const s = await getShopSettings();
  return {
    name: env().SHOP_NAME,
    upiId: s.upiId,
    upiMerchantCode: s.upiMerchantCode,
    paymentAsked: s.paymentAsked,
  };
}
