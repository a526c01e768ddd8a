// The shop's own settings for money and paperwork (admin › Settings): who the seller is on an
// invoice, how GST applies, where UPI payments go, what delivery costs and when payment is
// asked, and what happens after a sale (after-sale-settings.ts). One zod schema for the settings form and the API; each field's default comes from the
// environment (lib/server/settings), the saved row wins.
import { z } from '@/lib/shared/validation/zod';
import { plainText } from '@/lib/shared/validation/plain-text';
import { gstinProblem, normalizeGstin } from '@/lib/shared/gst/gstin';
import { GST_STATES, isStateCode, stateName, type StateCode } from '@/lib/shared/gst/states';
import { paiseToInput, parseRupees } from '@/lib/shared/money';
import { isMerchantCode, isVpa, VPA_MESSAGE } from '@/lib/shared/payments/upi';
import {
  afterSaleFields,
  afterSaleFormValues,
  type AfterSaleSettings,
} from './after-sale-settings';

export const GST_SCHEMES = ['regular', 'composition', 'unregistered'] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];

export const GST_SCHEME_LABELS: Record<GstScheme, string> = {
  regular: 'Regular GST (tax invoices)',
  composition: 'Composition scheme (bills of supply)',
  unregistered: 'Not registered for GST (bills)',
};

/** When the shopper is asked to pay: as soon as the order is placed, or once the shop confirms. */
export const PAYMENT_ASKED = ['order', 'confirmed'] as const;
export type PaymentAsked = (typeof PAYMENT_ASKED)[number];

/** Money and paperwork, plus returns, store credit and reorder (after-sale-settings.ts). */
export interface ShopSettings extends AfterSaleSettings {
  legalName: string;
  address: string;
  stateCode: StateCode;
  /** "" when not registered. */
  gstin: string;
  gstScheme: GstScheme;
  /** "" when the shop takes no UPI payments on the site. */
  upiId: string;
  /** "" unless the owner gives a merchant category code (merchant VPAs). */
  upiMerchantCode: string;
  deliveryFeePaise: number;
  /** Orders at or above this subtotal are delivered free; null: never free. */
  freeDeliveryAbovePaise: number | null;
  paymentAsked: PaymentAsked;
}

/** At most ₹10,000 for delivery and ₹10,00,000 for the free-delivery threshold. */
const FEE_MAX = 1_000_000;
const THRESHOLD_MAX = 100_000_000;

const text = (min: number, max: number, label: string) =>
  plainText(max, label).min(
    min,
    min === 1 ? `Enter the ${label.toLowerCase()}.` : `${label} is too short.`,
  );

const amount = (label: string, max: number, optional: boolean) =>
  z.string({ error: `${label} must be text.` }).transform((value, ctx) => {
    if (optional && value.trim() === '') return null;
    const paise = parseRupees(value);
    if (paise === null || paise > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${label}: enter an amount in rupees from 0 to ${paiseToInput(max)}, e.g. 99 or 99.50.`,
      });
      return z.NEVER;
    }
    return paise;
  });

export const shopSettingsSchema = z
  .object({
    legalName: text(1, 120, 'Legal name'),
    address: text(5, 300, 'Address'),
    stateCode: z
      .string({ error: 'Choose the shop’s state.' })
      .refine(isStateCode, 'Choose the shop’s state.'),
    gstin: z
      .string({ error: 'GSTIN must be text.' })
      .transform(normalizeGstin)
      .superRefine((value, ctx) => {
        const problem = value === '' ? null : gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    gstScheme: z.enum(GST_SCHEMES, { error: 'Choose how GST applies to the shop.' }),
    upiId: z
      .string({ error: 'UPI ID must be text.' })
      .trim()
      .refine((v) => v === '' || isVpa(v), VPA_MESSAGE),
    upiMerchantCode: z
      .string({ error: 'Merchant code must be text.' })
      .trim()
      .refine((v) => v === '' || isMerchantCode(v), 'A merchant category code is 4 digits.'),
    deliveryFee: amount('Delivery charge', FEE_MAX, false),
    freeDeliveryAbove: amount('Free delivery above', THRESHOLD_MAX, true),
    paymentAsked: z.enum(PAYMENT_ASKED, { error: 'Choose when payment is asked.' }),
    ...afterSaleFields,
  })
  .superRefine((v, ctx) => {
    if (v.gstScheme !== 'unregistered' && v.gstin === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: 'A registered shop needs its GSTIN (or choose “Not registered”).',
      });
    }
    if (v.gstin !== '' && isStateCode(v.stateCode) && !v.gstin.startsWith(v.stateCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `This GSTIN is registered in ${stateName(v.gstin.slice(0, 2))}, but the shop’s state is ${stateName(v.stateCode)}.`,
      });
    }
  })
  .transform((v): ShopSettings => ({
    legalName: v.legalName,
    address: v.address,
    stateCode: v.stateCode as StateCode,
    gstin: v.gstScheme === 'unregistered' ? '' : v.gstin,
    gstScheme: v.gstScheme,
    upiId: v.upiId,
    upiMerchantCode: v.upiMerchantCode,
    deliveryFeePaise: v.deliveryFee ?? 0,
    freeDeliveryAbovePaise: v.freeDeliveryAbove,
    paymentAsked: v.paymentAsked,
    returnsOpen: v.returnsOpen,
    returnWindowDays: v.returnWindowDays,
    nonReturnableKinds: v.nonReturnableKinds,
    storeCreditOn: v.storeCreditOn,
    reorderCoverDays: v.reorderCoverDays,
    reorderLeadDays: v.reorderLeadDays,
    reorderSafetyDays: v.reorderSafetyDays,
  }));

export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/** The form's text values for saved settings (the inverse of the schema). */
export function settingsFormValues(s: ShopSettings): ShopSettingsInput {
  return {
    legalName: s.legalName,
    address: s.address,
    stateCode: s.stateCode,
    gstin: s.gstin,
    gstScheme: s.gstScheme,
    upiId: s.upiId,
    upiMerchantCode: s.upiMerchantCode,
    deliveryFee: paiseToInput(s.deliveryFeePaise),
    freeDeliveryAbove:
      s.freeDeliveryAbovePaise === null ? '' : paiseToInput(s.freeDeliveryAbovePaise),
    paymentAsked: s.paymentAsked,
    ...afterSaleFormValues(s),
  };
}

export { GST_STATES };

/** Whether the shop issues tax invoices (charges GST) or bills of supply. */
export const chargesGst = (s: Pick<ShopSettings, 'gstScheme'>) => s.gstScheme === 'regular';
