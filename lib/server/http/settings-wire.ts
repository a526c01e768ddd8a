import 'server-only';
// The shop settings on the wire (docs/api.md, GET and PATCH /api/shop-settings/): snake_case,
// money as decimal strings, day counts as numbers. A PATCH sends only what changes; the rest keeps its value, and the
// whole result is checked with the settings form's own schema.
import { paiseToString } from '@/lib/shared/money';
import { stateName } from '@/lib/shared/gst/states';
import {
  settingsFormValues,
  type ShopSettings,
  type ShopSettingsInput,
} from '@/lib/shared/settings/shop-settings';
import { ValidationError } from '@/lib/server/infra/errors';

export function settingsWire(s: ShopSettings) {
  return {
    legal_name: s.legalName,
    address: s.address,
    state_code: s.stateCode,
    state: stateName(s.stateCode),
    gstin: s.gstin,
    gst_scheme: s.gstScheme,
    upi_id: s.upiId,
    upi_merchant_code: s.upiMerchantCode,
    delivery_fee: paiseToString(s.deliveryFeePaise),
    free_delivery_above:
      s.freeDeliveryAbovePaise === null ? null : paiseToString(s.freeDeliveryAbovePaise),
    payment_asked: s.paymentAsked,
    returns_open: s.returnsOpen,
    return_window_days: s.returnWindowDays,
    non_returnable_kinds: s.nonReturnableKinds,
    store_credit_on: s.storeCreditOn,
    reorder_cover_days: s.reorderCoverDays,
    reorder_lead_days: s.reorderLeadDays,
    reorder_safety_days: s.reorderSafetyDays,
  };
}

const WIRE_TO_FORM = {
  legal_name: 'legalName',
  address: 'address',
  state_code: 'stateCode',
  gstin: 'gstin',
  gst_scheme: 'gstScheme',
  upi_id: 'upiId',
  upi_merchant_code: 'upiMerchantCode',
  delivery_fee: 'deliveryFee',
  free_delivery_above: 'freeDeliveryAbove',
  payment_asked: 'paymentAsked',
  returns_open: 'returnsOpen',
  return_window_days: 'returnWindowDays',
  non_returnable_kinds: 'nonReturnableKinds',
  store_credit_on: 'storeCreditOn',
  reorder_cover_days: 'reorderCoverDays',
  reorder_lead_days: 'reorderLeadDays',
  reorder_safety_days: 'reorderSafetyDays',
} as const satisfies Record<string, keyof ShopSettingsInput>;

/** The current settings' form values with the body's fields laid over (numbers read as text). */
export function patchedSettingsInput(
  current: ShopSettings,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...settingsFormValues(current) };
  // Own keys only: `in` would take inherited names ("toString", "constructor") for settings,
  // and JSON.parse makes "__proto__" an own key like any other.
  const unknown = Object.keys(body).filter((k) => !Object.hasOwn(WIRE_TO_FORM, k));
  if (unknown.length) {
    throw new ValidationError({
      [unknown[0]!]: [`Unknown setting. Send any of: ${Object.keys(WIRE_TO_FORM).join(', ')}.`],
    });
  }
  for (const [wire, field] of Object.entries(WIRE_TO_FORM)) {
    if (!Object.hasOwn(body, wire)) continue;
    const value = body[wire];
    input[field] = typeof value === 'number' ? String(value) : value === null ? '' : value;
  }
  return input;
}

/** Field errors keyed by the wire's names (the schema speaks the form's). */
export function wireFieldErrors(error: ValidationError): ValidationError {
  const back = Object.fromEntries(Object.entries(WIRE_TO_FORM).map(([w, f]) => [f, w]));
  return new ValidationError(
    Object.fromEntries(Object.entries(error.fields).map(([f, m]) => [back[f] ?? f, m])),
  );
}
