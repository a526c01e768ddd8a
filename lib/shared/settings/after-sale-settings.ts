// The settings for what happens after a sale: whether shoppers may ask for exchanges and
// returns and within how many days, which kinds (sub categories) can never come back, whether
// refunds may be given as store credit, and the days the reorder page's suggestion covers.
// Part of the shop settings' one schema (shop-settings.ts); kept here so each concern stays small.
import { z } from '@/lib/shared/validation/zod';
import { ALL_SUB_CATEGORIES } from '@/lib/shared/categories';

export interface AfterSaleSettings {
  /** Whether shoppers may ask for exchanges and returns from the status page. */
  returnsOpen: boolean;
  /** Days after delivery or pickup a shopper may ask (1–90). */
  returnWindowDays: number;
  /** Sub-category kinds that cannot come back (e.g. innerwear), canonical spellings. */
  nonReturnableKinds: string[];
  /** Whether refunds may be given as store credit on the customer's phone number. */
  storeCreditOn: boolean;
  /** Reorder: days of sales a suggested quantity covers (N). */
  reorderCoverDays: number;
  /** Reorder: the supplier's lead time, in days. */
  reorderLeadDays: number;
  /** Reorder: safety stock, in days of sales at the current pace. */
  reorderSafetyDays: number;
}

export const AFTER_SALE_DEFAULTS: AfterSaleSettings = {
  returnsOpen: true,
  returnWindowDays: 7,
  nonReturnableKinds: [],
  storeCreditOn: true,
  reorderCoverDays: 30,
  reorderLeadDays: 7,
  reorderSafetyDays: 7,
};

/** Each day count's allowed range: [min, max]. */
export const DAY_LIMITS = {
  returnWindowDays: [1, 90],
  reorderCoverDays: [1, 365],
  reorderLeadDays: [0, 180],
  reorderSafetyDays: [0, 180],
} as const satisfies Partial<Record<keyof AfterSaleSettings, readonly [number, number]>>;

/** The kinds the owner may mark as not returnable: every sub category of the shop's taxonomy. */
export const RETURNABLE_KIND_CHOICES: readonly string[] = [...ALL_SUB_CATEGORIES].sort((a, b) =>
  a.localeCompare(b, 'en'),
);

const fold = (s: string) => s.trim().toLowerCase();
const KIND_BY_FOLD = new Map(RETURNABLE_KIND_CHOICES.map((k) => [fold(k), k]));

/** A whole number of days typed in a form (text) or sent on the wire (a number). */
const days = (label: string, [min, max]: readonly [number, number]) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number of days.` })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: enter a whole number of days from ${min} to ${max}.`,
        });
        return z.NEVER;
      }
      return n;
    });

const onOff = (label: string) => z.boolean({ error: `${label}: choose on or off.` });

/** Kinds as checked in the form (an unchecked group may arrive as false) or sent on the wire. */
const kinds = z
  .preprocess(
    (v) => (v === false || v === undefined || v === '' ? [] : typeof v === 'string' ? [v] : v),
    z.array(z.string({ error: 'Each kind must be text.' }), {
      error: 'Kinds that cannot come back must be a list.',
    }),
  )
  .transform((list, ctx) => {
    const out: string[] = [];
    for (const item of list) {
      const kind = KIND_BY_FOLD.get(fold(item));
      if (!kind) {
        ctx.addIssue({
          code: 'custom',
          message: `“${item.slice(0, 40)}” is not one of the shop’s kinds (sub categories).`,
        });
        return z.NEVER;
      }
      if (!out.includes(kind)) out.push(kind);
    }
    return out;
  });

/** The fields' schemas, merged into the shop settings' object schema. */
export const afterSaleFields = {
  returnsOpen: onOff('Exchanges and returns'),
  returnWindowDays: days('Return window', DAY_LIMITS.returnWindowDays),
  nonReturnableKinds: kinds,
  storeCreditOn: onOff('Store credit'),
  reorderCoverDays: days('Days to cover', DAY_LIMITS.reorderCoverDays),
  reorderLeadDays: days('Supplier lead time', DAY_LIMITS.reorderLeadDays),
  reorderSafetyDays: days('Safety stock', DAY_LIMITS.reorderSafetyDays),
};

/** The form's values for saved after-sale settings (day counts as text). */
export function afterSaleFormValues(s: AfterSaleSettings) {
  return {
    returnsOpen: s.returnsOpen,
    returnWindowDays: String(s.returnWindowDays),
    nonReturnableKinds: [...s.nonReturnableKinds],
    storeCreditOn: s.storeCreditOn,
    reorderCoverDays: String(s.reorderCoverDays),
    reorderLeadDays: String(s.reorderLeadDays),
    reorderSafetyDays: String(s.reorderSafetyDays),
  };
}

/** A saved column's value when it is in range, else null (the default applies). */
export function daysInRange(key: keyof typeof DAY_LIMITS, value: number | null): number | null {
  const [min, max] = DAY_LIMITS[key];
  return value !== null && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** The saved kinds that are still the shop's (a stored list is never trusted blindly). */
export function knownKinds(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const out = value
    .filter((v): v is string => typeof v === 'string')
    .map((v) => KIND_BY_FOLD.get(fold(v)))
    .filter((v): v is string => v !== undefined);
  return [...new Set(out)];
}
