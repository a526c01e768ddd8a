import 'server-only';
// Each setting's default from the environment (README: Configuration), used until the owner
// saves the settings page, and for any column a saved row leaves null.
import { GST_STATES, stateCodeFrom, type StateCode } from '@/lib/shared/gst/states';
import { AFTER_SALE_DEFAULTS } from '@/lib/shared/settings/after-sale-settings';
import type { ShopSettings } from '@/lib/shared/settings/shop-settings';
import { env } from '@/lib/server/infra/env';

/** The state named in the shop's address ("…, Bengaluru, Karnataka 560001"), longest name first. */
function stateInAddress(address: string): StateCode | null {
  const lower = address.toLowerCase();
  const byLength = [...GST_STATES].sort((a, b) => b[1].length - a[1].length);
  const found = byLength.find(([, name]) => lower.includes(name.toLowerCase()));
  return found ? found[0] : null;
}

export function settingsFromEnv(): ShopSettings {
  const e = env();
  const gstin = e.SHOP_GSTIN ?? '';
  const scheme = e.GST_SCHEME ?? (gstin ? 'regular' : 'unregistered');
  return {
    legalName: e.SHOP_LEGAL_NAME ?? e.SHOP_NAME,
    address: e.SHOP_ADDRESS,
    // Karnataka when neither says: the demo shop's address is in Bengaluru.
    stateCode:
      (e.SHOP_STATE ? stateCodeFrom(e.SHOP_STATE) : null) ?? stateInAddress(e.SHOP_ADDRESS) ?? '29',
    gstin: scheme === 'unregistered' ? '' : gstin,
    gstScheme: scheme,
    upiId: e.SHOP_UPI_ID ?? '',
    upiMerchantCode: e.SHOP_UPI_MERCHANT_CODE ?? '',
    deliveryFeePaise: e.DELIVERY_FEE ?? 0,
    freeDeliveryAbovePaise: e.FREE_DELIVERY_ABOVE ?? null,
    paymentAsked: e.PAYMENT_ASKED,
    // Returns, store credit and reorder have no environment variable: the shop's defaults.
    ...AFTER_SALE_DEFAULTS,
    nonReturnableKinds: [...AFTER_SALE_DEFAULTS.nonReturnableKinds],
  };
}
