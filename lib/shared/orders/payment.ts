// How a shopper pays (chosen at checkout) and where an order's payment stands (events the
// shopper and the shop add: a UPI claim with its reference, the shop's "paid" or "not received").
// No gateway: the shop checks its bank app (docs/decisions.md, "Money and paperwork").
import type { Fulfilment } from './fulfilment';

export const PAYMENT_METHODS = ['upi', 'on_delivery', 'at_shop'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Paying at handover is "on delivery" or "at the shop" by fulfilment; UPI stays UPI. */
export function paymentFor(method: PaymentMethod | null, fulfilment: Fulfilment): PaymentMethod {
  if (method === 'upi') return 'upi';
  return fulfilment === 'pickup' ? 'at_shop' : 'on_delivery';
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'Pay by UPI',
  on_delivery: 'Pay on delivery',
  at_shop: 'Pay at the shop',
};

/** Where the payment stands: the last event decides, a "paid" mark above all. */
export const PAYMENT_STATES = ['unpaid', 'claimed', 'paid', 'not_received'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface PaymentStatus {
  method: PaymentMethod | null;
  state: PaymentState;
  /** The UPI reference of the latest claim, or null. */
  utr: string | null;
  /** When the latest claim was made (ISO), or null. */
  claimedAt: string | null;
  /**
   * Other orders ("SPM-1007") with a claim carrying one of this order's references: one
   * transfer pays one order, so the shop checks before marking both paid. Admins only.
   */
  alsoClaimedFor: string[];
}

export const PAYMENT_EVENT_KINDS = ['claimed', 'confirmed', 'unconfirmed', 'not_received'] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export interface PaymentEvent {
  kind: PaymentEventKind;
  utr: string;
  at: string;
}

/**
 * Where the payment stands: paid when the shop says so; otherwise the latest claim or "not
 * received" (the shop's marks of paid and unpaid do not hide a claim made before them).
 */
export function paymentStatus(
  method: PaymentMethod | null,
  paid: boolean,
  events: readonly PaymentEvent[],
): PaymentStatus {
  const claims = events.filter((e) => e.kind === 'claimed');
  const lastClaim = claims[claims.length - 1] ?? null;
  const answer = [...events]
    .reverse()
    .find((e) => e.kind === 'claimed' || e.kind === 'not_received');
  const state: PaymentState = paid
    ? 'paid'
    : answer?.kind === 'claimed'
      ? 'claimed'
      : answer?.kind === 'not_received'
        ? 'not_received'
        : 'unpaid';
  return {
    method,
    state,
    utr: lastClaim?.utr ?? null,
    claimedAt: lastClaim?.at ?? null,
    alsoClaimedFor: [],
  };
}

/** "••••••••5678": enough of a reference for the shopper to recognise on a public page. */
export function maskUtr(utr: string): string {
  return `••••••••${utr.slice(-4)}`;
}
