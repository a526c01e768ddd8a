// The shopper's checkout details remembered in this browser, so the next order's
// form is already filled. Stored as JSON under `checkout_details`; read leniently: anything that
// is not a plain string in a known field reads as empty, so a corrupt or foreign value never
// breaks the cart page. Validation is the form's job (lib/shared/orders/checkout.ts).

import { getLocalStorage, readStoredJson, safeSet } from '@/lib/browser/storage';
import type { StorageLike } from '@/lib/shared/cart/types';
import { isRecord } from '@/lib/shared/is-record';
import { FULFILMENTS, type Fulfilment } from '@/lib/shared/orders/fulfilment';

export const CHECKOUT_DETAILS_KEY = 'checkout_details';

/** The form's values: every field a string, the fulfilment one of pickup | delivery. */
export interface CheckoutFormValues {
  name: string;
  phone: string;
  fulfilment: Fulfilment;
  address: string;
  pincode: string;
  note: string;
  /** The delivery address's state (GST state code); absent until chosen. */
  state?: string;
}

export const EMPTY_CHECKOUT: CheckoutFormValues = Object.freeze({
  name: '',
  phone: '',
  fulfilment: 'pickup',
  address: '',
  pincode: '',
  note: '',
});

const TEXT_FIELDS = ['name', 'phone', 'address', 'pincode', 'note'] as const;
/** Longer than any field the schema accepts: a bigger value is not ours. */
const MAX_FIELD_CHARS = 1000;

function text(value: unknown): string {
  return typeof value === 'string' && value.length <= MAX_FIELD_CHARS ? value : '';
}

/** The remembered details, each unusable field as empty (all empty when nothing is stored). */
export function readCheckoutDetails(
  storage: StorageLike | null = getLocalStorage(),
): CheckoutFormValues {
  const stored = readStoredJson(CHECKOUT_DETAILS_KEY, storage);
  if (!isRecord(stored)) return { ...EMPTY_CHECKOUT };
  const out: CheckoutFormValues = { ...EMPTY_CHECKOUT };
  for (const field of TEXT_FIELDS) out[field] = text(stored[field]);
  const state = text(stored.state);
  if (/^\d{2}$/.test(state)) out.state = state;
  const fulfilment = stored.fulfilment;
  if (typeof fulfilment === 'string' && (FULFILMENTS as readonly string[]).includes(fulfilment))
    out.fulfilment = fulfilment as Fulfilment;
  return out;
}

/** Whether anything was remembered (then the account's name does not overwrite it). */
export function hasRememberedDetails(details: CheckoutFormValues): boolean {
  return TEXT_FIELDS.some((field) => details[field].trim() !== '');
}

/** Remembers the details for next time; false when storage refused. */
export function writeCheckoutDetails(
  details: CheckoutFormValues,
  storage: StorageLike | null = getLocalStorage(),
): boolean {
  const value: CheckoutFormValues = { ...EMPTY_CHECKOUT };
  for (const field of TEXT_FIELDS) value[field] = text(details[field]);
  value.fulfilment = details.fulfilment === 'delivery' ? 'delivery' : 'pickup';
  const state = text(details.state);
  if (/^\d{2}$/.test(state)) value.state = state;
  return safeSet(CHECKOUT_DETAILS_KEY, JSON.stringify(value), storage);
}

/** The remembered phone ("" when none), for the wanted list's notify requests. */
export function rememberedPhone(storage: StorageLike | null = getLocalStorage()): string {
  return readCheckoutDetails(storage).phone.trim();
}
