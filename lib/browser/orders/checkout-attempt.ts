// One checkout, one order. The cart page sends a key with every order (POST /api/orders/
// `idempotency_key`); the key stays the same while the cart's lines stay the same, so a double
// tap, a retry after a timeout or a reload and a second tap all name the same checkout and the
// server answers with the order it saved first. Once an order is saved, this browser remembers it
// beside the key, and the cart page shows "Sent" for as long as the cart still holds exactly those
// lines. Changing the lines, or starting a new order, makes a new checkout with a new key.
//
// Stored as JSON under `checkout_attempt`; read leniently (a corrupt value is a fresh checkout).

import { getLocalStorage, readStoredJson, safeRemove, safeSet } from '@/lib/browser/storage';
import { chosenSize } from '@/lib/shared/cart/line-size';
import type { CartItem, StorageLike } from '@/lib/shared/cart/types';
import { isRecord } from '@/lib/shared/is-record';

export const CHECKOUT_ATTEMPT_KEY = 'checkout_attempt';

/** The order a checkout saved, as the cart page shows it and opens it again. */
export interface SentOrder {
  number: string;
  statusUrl: string;
  whatsappUrl: string;
}

interface Attempt {
  key: string;
  lines: string;
  sent: SentOrder | null;
}

/** The cart's lines as the server compares them: product, chosen size, quantity (merged). */
export function checkoutLines(items: readonly Pick<CartItem, 'id' | 'size' | 'qty'>[]): string {
  const merged = new Map<string, number>();
  for (const line of items) {
    const id = `${line.id}|${chosenSize(line) ?? ''}`;
    merged.set(id, (merged.get(id) ?? 0) + line.qty);
  }
  return [...merged]
    .map(([id, qty]) => `${id}|${qty}`)
    .sort()
    .join(',');
}

/** 128 random bits, hex: crypto.randomUUID needs https, getRandomValues does not. */
function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readAttempt(storage: StorageLike | null): Attempt | null {
  const stored = readStoredJson(CHECKOUT_ATTEMPT_KEY, storage);
  if (!isRecord(stored)) return null;
  const key = text(stored.key);
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) return null;
  const sent = stored.sent;
  const order = isRecord(sent)
    ? {
        number: text(sent.number),
        statusUrl: text(sent.statusUrl),
        whatsappUrl: text(sent.whatsappUrl),
      }
    : null;
  const usable = order && order.number && order.whatsappUrl.startsWith('https://wa.me/');
  return { key, lines: text(stored.lines), sent: usable ? order : null };
}

/** The key for a checkout of these lines: the stored one while the lines are unchanged. */
export function checkoutKey(lines: string, storage = getLocalStorage()): string {
  const attempt = readAttempt(storage);
  if (attempt && attempt.lines === lines) return attempt.key;
  const key = newKey();
  safeSet(CHECKOUT_ATTEMPT_KEY, JSON.stringify({ key, lines, sent: null }), storage);
  return key;
}

/** Remembers the order the checkout of these lines saved. */
export function rememberSentOrder(
  lines: string,
  key: string,
  sent: SentOrder,
  storage = getLocalStorage(),
): void {
  safeSet(CHECKOUT_ATTEMPT_KEY, JSON.stringify({ key, lines, sent }), storage);
}

/** The order already sent for exactly these lines, or null. */
export function sentOrderFor(lines: string, storage = getLocalStorage()): SentOrder | null {
  const attempt = readAttempt(storage);
  return attempt && attempt.lines === lines ? attempt.sent : null;
}

/** Forgets the checkout: the next one, even of the same lines, is a new order. */
export function forgetCheckout(storage = getLocalStorage()): void {
  safeRemove(CHECKOUT_ATTEMPT_KEY, storage);
}
