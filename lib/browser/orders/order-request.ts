// Ordering on WhatsApp from the cart page (docs/api.md "POST /api/orders/"): the body built from
// the cart (product, chosen size and quantity only: the server prices every line from the
// catalogue, so no price is sent), the request with a timeout, its answer read into one of four
// outcomes, and the WhatsApp window sent to the saved order's message. When saving fails, the
// window gets the same message (lines and the shopper's details) without a number: an order is
// never lost because our server failed.

import { apiErrorOf } from '@/lib/browser/api-error';
import { readJson, siteFetch } from '@/lib/browser/site-fetch';
import { chosenSize } from '@/lib/shared/cart/line-size';
import { paiseToString } from '@/lib/shared/money';
import type { CartItem } from '@/lib/shared/cart/types';
import { isRecord, type Loose } from '@/lib/shared/is-record';
import type { CheckoutDetails } from '@/lib/shared/orders/checkout';
import type { OrderRequestBody } from '@/lib/shared/orders/order-request';
import { checkoutLink } from '@/lib/shared/orders/order-message';
import { unavailableLineSchema, type OrderConflict } from '@/lib/shared/orders/unavailable-line';
import type { ShopInfo } from '@/lib/shared/shop';
import { NON_FIELD, type FieldErrors } from '@/lib/shared/validation/field-errors';
import type { PendingWindow } from '@/lib/browser/open-whatsapp';

export type { OrderConflict } from '@/lib/shared/orders/unavailable-line';

export type OrderOutcome =
  | { kind: 'saved'; number: string; statusUrl: string; whatsappUrl: string }
  | { kind: 'conflict'; detail: string; lines: OrderConflict[] }
  | { kind: 'invalid'; fields: FieldErrors }
  /** Offline, a timeout, a 5xx, a 429 or an answer we cannot read: fall back to the plain message. */
  | { kind: 'failed'; why: string };

export const ORDER_TIMEOUT_MS = 6000;

/** The POST body: one line per cart line with its chosen size (or null), the details, the key. */
export function orderRequestBody(
  items: readonly Pick<CartItem, 'id' | 'size' | 'qty'>[],
  details: CheckoutDetails,
  idempotencyKey: string,
): OrderRequestBody {
  return {
    idempotency_key: idempotencyKey,
    lines: items.map((line) => ({
      product_id: line.id,
      size: chosenSize(line),
      qty: line.qty,
    })),
    name: details.name,
    phone: details.phone,
    fulfilment: details.fulfilment,
    address: details.address,
    pincode: details.pincode,
    note: details.note,
    // Sent only when chosen: the place of supply (delivery) and the payment choice (UPI shops).
    ...(details.state !== '' && { state: details.state }),
    ...(details.payment_method !== '' && { payment_method: details.payment_method }),
    // The store credit the shopper chose to use, as the checkout showed it (signed in only).
    ...(details.store_credit > 0 && { store_credit: paiseToString(details.store_credit) }),
  };
}

/** A refused line of a 409, or null when it cannot be read. */
function readConflict(value: unknown): OrderConflict | null {
  const line = unavailableLineSchema.safeParse(value);
  return line.success ? line.data : null;
}

/** Reads the order API's answer (status and parsed JSON body, null when it was not JSON). */
export function readOrderAnswer(status: number, body: unknown): OrderOutcome {
  const data: Loose = isRecord(body) ? body : {};
  // 201: saved now; 200: this checkout was saved before (the same order, its same number).
  if (status === 201 || status === 200) {
    const { number, status_url: statusUrl, whatsapp_url: whatsappUrl } = data;
    if (
      typeof number === 'string' &&
      typeof statusUrl === 'string' &&
      typeof whatsappUrl === 'string' &&
      whatsappUrl.startsWith('https://wa.me/')
    )
      return { kind: 'saved', number, statusUrl, whatsappUrl };
    return { kind: 'failed', why: 'unreadable answer' };
  }
  if (status === 409 && Array.isArray(data.lines)) {
    const lines = data.lines.flatMap((l) => readConflict(l) ?? []);
    if (lines.length > 0)
      return {
        kind: 'conflict',
        detail: typeof data.detail === 'string' ? data.detail : '',
        lines,
      };
  }
  if (status === 400) {
    // Messages by field; words about the whole request show above the form.
    const { message, fieldErrors } = apiErrorOf(data);
    const fields: FieldErrors = { ...fieldErrors };
    if (message !== null) fields[NON_FIELD] ??= [message];
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  }
  return { kind: 'failed', why: `HTTP ${status}` };
}

/**
 * POSTs the order (same-origin credentials, so a signed-in shopper's order is linked to them)
 * and gives up after `timeoutMs`: a slow server must not hold the shopper's WhatsApp window.
 */
export async function postOrder(
  body: OrderRequestBody,
  { timeoutMs = ORDER_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<OrderOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await siteFetch('POST', '/api/orders/', {
      json: body,
      signal: controller.signal,
      fetchImpl,
    });
    const parsed = await readJson(response);
    return readOrderAnswer(response.status, parsed);
  } catch (err) {
    console.warn('[orders] could not save the order', err);
    return { kind: 'failed', why: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

export type CheckoutOutcome =
  | { kind: 'saved'; number: string; statusUrl: string; whatsappUrl: string }
  | { kind: 'fallback' }
  | Extract<OrderOutcome, { kind: 'conflict' | 'invalid' }>;

/** Saves the order and sends `win` to the right WhatsApp message (or closes it: 409, 400). */
export async function orderOnWhatsApp(
  win: PendingWindow,
  items: readonly CartItem[],
  details: CheckoutDetails,
  shop: Pick<ShopInfo, 'name' | 'whatsapp'>,
  siteUrl: string,
  idempotencyKey: string,
): Promise<CheckoutOutcome> {
  const outcome = await postOrder(orderRequestBody(items, details, idempotencyKey));
  switch (outcome.kind) {
    case 'saved':
      win.go(outcome.whatsappUrl);
      return outcome;
    case 'conflict':
    case 'invalid':
      win.close();
      return outcome;
    case 'failed':
      win.go(checkoutLink(shop.whatsapp, items, { shopName: shop.name, siteUrl }, details, null));
      return { kind: 'fallback' };
  }
}
